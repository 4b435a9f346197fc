import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// The kinds of timing a property animator can have (`UITimingCurveType`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UITimingCurveType = CUIKitOpenEnums.UITimingCurveType

/// What a property animator's timing comes from: cubic parameters, spring parameters, or both.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic part, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring part, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The timing model (the spring when there is one) and the duration it needs: the animator's `duration`, or for
    /// a spring given by mass, stiffness and damping its settling duration.
    func timing(duration: TimeInterval) -> (model: TimingModel, duration: TimeInterval) {
        if let spring = springTimingParameters { return spring.timing(duration: duration) }
        return (.curve(cubicTimingParameters?.curve ?? .easeInOut), duration)
    }
}

/// Cubic Bézier timing for property animators: one of UIKit's curves or custom control points.
@preconcurrency @MainActor public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve (`.easeInOut` for custom control points, as UIKit reports).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a named curve, `.cubic` for custom control points.
    public let timingCurveType: UITimingCurveType
    /// The curve.
    let curve: TimingCurve

    /// Ease in and out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        self.curve = curve.timingCurve
        controlPoint1 = self.curve.control1
        controlPoint2 = self.curve.control2
        timingCurveType = .builtin
    }

    /// A curve from (0, 0) to (1, 1) through these control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        curve = TimingCurve(point1.x, point1.y, point2.x, point2.y)
        controlPoint1 = curve.control1
        controlPoint2 = curve.control2
        timingCurveType = .cubic
    }

    /// These parameters.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// Spring timing for property animators: a damping ratio that fits the animator's duration, or a mass, stiffness and
/// damping whose own settling time sets the duration.
@preconcurrency @MainActor public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The initial velocity in animation distances per second: x for horizontal motion, y for vertical, the
    /// vector's length for everything else (a magnitude of 1 covers the whole distance in a second).
    public let initialVelocity: CGVector
    private enum Spring {
        case ratio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    private let spring: Spring

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (damping ratio 4.56, as Apple documents),
    /// no initial velocity.
    public init() {
        spring = .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = .zero
    }

    /// A spring with this damping ratio that settles in the animator's duration, no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with this damping ratio that settles in the animator's duration (as
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` computes it), starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = .ratio(ratio)
        initialVelocity = velocity
    }

    /// A spring from its physical parameters; the animator then runs for the spring's settling duration, whatever
    /// duration it was given.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        spring = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
    }

    /// iOS 17's spring by feel (`CASpringAnimation(perceptualDuration:bounce:)`'s mapping): mass 1, stiffness
    /// (2π / duration)², damping ratio 1 − bounce (1 / (1 + bounce) below 0); it runs for its settling duration.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let spring = DampedSpring.perceptual(duration: duration, bounce: Double(bounce))
        self.init(mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
                  initialVelocity: velocity)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// These parameters.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The springs for x, y and everything else, and how long they run.
    func timing(duration: TimeInterval) -> (model: TimingModel, duration: TimeInterval) {
        let speed = Double(hypot(initialVelocity.dx, initialVelocity.dy))
        let base: DampedSpring
        let length: TimeInterval
        switch spring {
        case .ratio(let ratio):
            base = DampedSpring.uikit(dampingRatio: Double(ratio), duration: duration, initialVelocity: speed)
            length = duration
        case let .physical(mass, stiffness, damping):
            base = DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                initialVelocity: speed)
            length = base.settlingDuration.isFinite ? base.settlingDuration : duration
        }
        func with(_ velocity: Double) -> DampedSpring {
            DampedSpring(mass: base.mass, stiffness: base.stiffness, damping: base.damping, initialVelocity: velocity)
        }
        return (.spring(x: with(Double(initialVelocity.dx)), y: with(Double(initialVelocity.dy)), scalar: base), length)
    }
}
