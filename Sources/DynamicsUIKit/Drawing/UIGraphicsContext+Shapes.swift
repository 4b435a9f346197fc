import Foundation
import DynamicsGeometry

/// CGContext's shape conveniences, drawn as the `UIBezierPath` of the shape. The context keeps no line width of its
/// own, so strokes are 1 pt wide — CGContext's default, which code that never calls `setLineWidth` relies on.
extension UIGraphicsContext {
    /// Strokes the outline of `rect` with the stroke colour (CGContext's `stroke(_:)` of a rectangle).
    public func stroke(_ rect: CGRect) { stroke(UIBezierPath(rect: rect)) }

    /// Strokes the ellipse inscribed in `rect` with the stroke colour.
    public func strokeEllipse(in rect: CGRect) { stroke(UIBezierPath(ovalIn: rect)) }

    /// Fills the ellipse inscribed in `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) { fill(UIBezierPath(ovalIn: rect)) }
}
