import Foundation
import DynamicsGeometry

/// Core Animation's timing function: a cubic Bézier from (0, 0) to (1, 1) that maps an animation's time fraction to
/// its progress, with Apple's named curves.
public final class CAMediaTimingFunction: Equatable, CustomStringConvertible {
    /// The curve.
    let curve: TimingCurve

    /// One of the predefined curves; an unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(curve: .easeIn)
        case .easeOut: self.init(curve: .easeOut)
        case .easeInEaseOut: self.init(curve: .easeInOut)
        case .default: self.init(curve: TimingCurve(0.25, 0.1, 0.25, 1))
        default: self.init(curve: .linear)
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(curve: TimingCurve(CGFloat(c1x), CGFloat(c1y), CGFloat(c2x), CGFloat(c2y)))
    }

    init(curve: TimingCurve) { self.curve = curve }

    /// The control point at `index` (0 and 3 are the end points (0, 0) and (1, 1)) as two floats written to `ptr`.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch index {
        case 1: point = curve.control1
        case 2: point = curve.control2
        case 3: point = CGPoint(x: 1, y: 1)
        default: point = .zero
        }
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// The eased progress at the time fraction `t` (0…1).
    public func progress(at t: CGFloat) -> CGFloat { curve.progress(at: t) }

    /// Two timing functions are equal when their control points are.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool { lhs.curve == rhs.curve }

    /// The control points.
    public var description: String {
        "<CAMediaTimingFunction (\(curve.control1.x), \(curve.control1.y)) (\(curve.control2.x), \(curve.control2.y))>"
    }
}
