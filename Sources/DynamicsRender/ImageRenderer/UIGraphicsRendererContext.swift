import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// What a graphics renderer's drawing closure is handed, as UIKit's `UIGraphicsRendererContext`: the context to draw
/// in and shortcuts that fill, stroke and clip rectangles with the current colours.
open class UIGraphicsRendererContext {
    /// The context drawn into; it is also current (`UIGraphicsGetCurrentContext()`) while the actions run.
    public let cgContext: CGContext
    /// The format the renderer draws with.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { fill(rect, blendMode: .normal) }

    /// Fills `rect` with the current fill colour, combined with what is there by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect`, 1 point wide, with the current stroke colour.
    public func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Strokes the outline of `rect`, 1 point wide, with the current stroke colour, blended by `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(UIBezierPath(rect: rect))
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: UIBezierPath(rect: rect)) }
}

/// The context of `UIGraphicsImageRenderer`'s drawing closure, with the picture drawn so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let canvas: BitmapCanvas

    init(canvas: BitmapCanvas, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        super.init(cgContext: canvas.graphics, format: format)
    }

    /// An image of what has been drawn so far.
    public var currentImage: UIImage { canvas.image() }
}
