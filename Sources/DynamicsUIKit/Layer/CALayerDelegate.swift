import Foundation
import DynamicsGeometry

/// Core Graphics contexts are the drawing surface `draw(_:)` draws into here, so `draw(in ctx: CGContext)` and
/// `draw(_ layer: CALayer, in ctx: CGContext)` written for iOS compile unchanged.
public typealias CGContext = UIGraphicsContext

/// An object that draws a layer's content for it (Core Animation's `CALayerDelegate`).
@MainActor public protocol CALayerDelegate: AnyObject {
    /// Draws the layer's content into `ctx`, in the layer's bounds coordinates, when the content is invalid.
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    /// Draws nothing (the method is optional in Core Animation).
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}
