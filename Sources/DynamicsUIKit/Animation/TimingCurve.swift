import Foundation
import DynamicsGeometry

/// A cubic Bézier timing function from (0,0) to (1,1), as Core Animation's `CAMediaTimingFunction`.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point.
    public let control1: CGPoint
    /// The second control point.
    public let control2: CGPoint

    /// A curve with control points (x1, y1) and (x2, y2); x values are clamped to 0…1 so time stays monotonic.
    public init(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        control1 = CGPoint(x: min(max(x1, 0), 1), y: y1)
        control2 = CGPoint(x: min(max(x2, 0), 1), y: y2)
    }

    /// UIKit's ease-in-out (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// UIKit's ease-in (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// UIKit's ease-out (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Constant speed.
    public static let linear = TimingCurve(0, 0, 1, 1)

    /// The eased progress for a time fraction `t` in 0…1: solves x(s) = t for the curve parameter s (Newton's
    /// method, falling back to bisection), then returns y(s).
    public func progress(at t: CGFloat) -> CGFloat {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if control1.x == control1.y && control2.x == control2.y { return t }
        let s = parameter(forX: t)
        return TimingCurve.bezier(s, control1.y, control2.y)
    }

    private func parameter(forX x: CGFloat) -> CGFloat {
        var s = x
        for _ in 0..<8 {
            let error = TimingCurve.bezier(s, control1.x, control2.x) - x
            if abs(error) < 1e-12 { return s }
            let slope = TimingCurve.derivative(s, control1.x, control2.x)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low: CGFloat = 0, high: CGFloat = 1
        s = x
        for _ in 0..<60 {
            let value = TimingCurve.bezier(s, control1.x, control2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the cubic with end points 0 and 1 and control values p1, p2.
    private static func bezier(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
