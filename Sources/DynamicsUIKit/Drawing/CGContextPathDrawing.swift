import Foundation
import DynamicsGeometry

/// Core Graphics' drawing with a current path, as `draw(_:)` overrides written for iOS use it on
/// `UIGraphicsGetCurrentContext()`: points are added to the context's path under the transform in force when they
/// are added, and `fillPath()` or `strokePath()` paint and then empty it. The path is not part of the saved state;
/// the line width, cap and join are.
public protocol CGContextPathDrawing: AnyObject {
    /// Empties the current path.
    func beginPath()
    /// Starts a new subpath at `point`.
    func move(to point: CGPoint)
    /// Adds a straight line from the current point to `point`.
    func addLine(to point: CGPoint)
    /// Adds a cubic Bézier curve from the current point to `end`.
    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Adds a quadratic Bézier curve from the current point to `end`.
    func addQuadCurve(to end: CGPoint, control: CGPoint)
    /// Adds an arc of a circle, with a line from the current point to its start. `clockwise` is Core Graphics' sense
    /// in its y-up space, so in UIKit's flipped drawing `clockwise: false` turns clockwise on screen (the opposite of
    /// `UIBezierPath`'s `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`), as on iOS.
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    /// Adds a closed rectangular subpath.
    func addRect(_ rect: CGRect)
    /// Adds a closed ellipse inscribed in `rect`.
    func addEllipse(in rect: CGRect)
    /// Closes the current subpath with a line back to its start.
    func closePath()
    /// Fills the current path with the fill colour by `rule`, then empties it.
    func fillPath(using rule: CGPathFillRule)
    /// Strokes the current path with the stroke colour, line width, cap and join, then empties it.
    func strokePath()
    /// Intersects the clip with the current path by `rule`, then empties it.
    func clip(using rule: CGPathFillRule)
    /// Sets the width `strokePath()` draws (default 1).
    func setLineWidth(_ width: CGFloat)
    /// Sets how `strokePath()` ends open subpaths (default `.butt`).
    func setLineCap(_ cap: CGLineCap)
    /// Sets how `strokePath()` joins segments (default `.miter`).
    func setLineJoin(_ join: CGLineJoin)
    /// Fills the clip with a gradient along the line from `start` to `end` (its end colours beyond the ends only as
    /// `options` say).
    func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    /// Fills the clip with a gradient between two circles.
    func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                            endRadius: CGFloat, options: CGGradientDrawingOptions)
}

extension CGContextPathDrawing {
    /// Fills the current path by the non-zero winding rule, then empties it.
    public func fillPath() { fillPath(using: .winding) }
    /// Intersects the clip with the current path by the non-zero winding rule.
    public func clip() { clip(using: .winding) }
    /// Adds straight lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
}

extension UIGraphicsContext {
    /// Moves the origin of later drawing by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Turns later drawing by `angle` radians (clockwise on screen for positive angles, in UIKit's flipped space).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Scales later drawing.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Sets the fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke colour from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
}
