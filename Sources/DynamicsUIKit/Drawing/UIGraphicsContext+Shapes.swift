import Foundation
import DynamicsGeometry

/// CGContext's shape conveniences: each replaces the current path with the shape and paints it, with the context's
/// line width, cap and join for strokes (1 pt by default, as in Core Graphics), as `setLineWidth(_:)` left them.
extension UIGraphicsContext {
    /// Strokes the outline of `rect` with the stroke colour (CGContext's `stroke(_:)` of a rectangle).
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the ellipse inscribed in `rect` with the stroke colour.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Fills the ellipse inscribed in `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }
}
