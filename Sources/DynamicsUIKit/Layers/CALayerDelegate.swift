import Foundation
import DynamicsGeometry

/// Core Graphics contexts are the drawing surface `draw(_:)` draws into here, so `draw(in ctx: CGContext)` and
/// `draw(_ layer: CALayer, in ctx: CGContext)` written for iOS compile unchanged.
public typealias CGContext = UIGraphicsContext

/// An object that draws a layer's content for it (Core Animation's `CALayerDelegate`).
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
    /// Draws the layer's content into `ctx`, in the layer's bounds coordinates, when the content is invalid.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// The action for a change of `layer`'s property `event`: nil to let the layer look further, `NSNull` for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lays out `layer`'s sublayers when it needs layout (a view, the delegate of its layer, lays out its subviews).
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Draws nothing (the method is optional in Core Animation).
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Nil: the layer looks further (the method is optional in Core Animation).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Nothing (the method is optional in Core Animation).
    public func layoutSublayers(of layer: CALayer) {}
}
