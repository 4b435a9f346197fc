import Foundation
import DynamicsGeometry

/// The base of Core Animation's explicit animations: timing (`CAMediaTiming`), a timing function, a delegate and
/// whether the layer drops the animation when it ends. Add one to a layer with `CALayer.add(_:forKey:)`, which
/// keeps a copy; the layer's presentation (and the renderer) then shows its values on the scene clock.
open class CAAnimation: CAMediaTiming {
    /// See `CAMediaTiming`.
    public var beginTime: TimeInterval = 0
    /// See `CAMediaTiming`.
    public var duration: TimeInterval = 0
    /// See `CAMediaTiming`.
    public var speed: Float = 1
    /// See `CAMediaTiming`.
    public var timeOffset: TimeInterval = 0
    /// See `CAMediaTiming`.
    public var repeatCount: Float = 0
    /// See `CAMediaTiming`.
    public var repeatDuration: TimeInterval = 0
    /// See `CAMediaTiming`.
    public var autoreverses = false
    /// See `CAMediaTiming`.
    public var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each iteration; nil is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    public var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation when it ends (the default); keep it with `false` and `fillMode`
    /// `.forwards` to hold the final value.
    public var isRemovedOnCompletion = true
    /// Called with the finished flag when the animation stops (UIKit's transitions use it for their completion).
    var stopHandler: ((Bool) -> Void)?

    /// An animation with Core Animation's defaults.
    public required init() {}

    /// A new animation with the default values (Core Animation's class factory).
    public class func animation() -> Self { self.init() }

    /// A copy of the animation with every property, as `CALayer.add(_:forKey:)` stores it.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies what this class declares from `other`; subclasses add theirs and call super.
    func copyProperties(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        stopHandler = other.stopHandler
    }

    /// The duration in effect: 0 means 0.25 s.
    var effectiveDuration: TimeInterval { duration > 0 ? duration : 0.25 }

    /// The timeline of the animation in its parent's time.
    var timeline: MediaTimeline { MediaTimeline(self, duration: effectiveDuration) }

    /// The eased fraction of an iteration at parent time `time`, or nil when the animation shows nothing then.
    func easedFraction(at time: TimeInterval) -> Double? {
        guard let fraction = timeline.fraction(at: time) else { return nil }
        guard let timingFunction else { return fraction }
        return Double(timingFunction.progress(at: CGFloat(fraction)))
    }

    /// Writes what the animation shows at parent time `time` into `state` (nothing here; subclasses animate).
    func apply(to state: inout LayerPresentation, at time: TimeInterval) {}
}

/// An animation of one layer property named by `keyPath` (`"position"`, `"opacity"`, `"transform.rotation.z"`…;
/// docs/animation.md lists them).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    public var keyPath: String?
    /// Whether the values add to the property's current value instead of replacing it.
    public var isAdditive = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
    }

    /// The parsed key path.
    var property: LayerKeyPath? { keyPath.flatMap(LayerKeyPath.init) }

    override func apply(to state: inout LayerPresentation, at time: TimeInterval) {
        guard let property, let fraction = easedFraction(at: time) else { return }
        let current = property.value(in: state)
        guard let value = value(at: fraction, current: current, property: property) else { return }
        property.write(isAdditive ? property.add(current, value) : value, to: &state)
    }

    /// The value at eased `fraction` given the property's `current` value; nil when the animation has no values.
    func value(at fraction: Double, current: AnimatableValue, property: LayerKeyPath) -> AnimatableValue? { nil }
}

/// An animation between two values of a layer property: `fromValue` → `toValue`, or by `byValue`; a missing end is
/// the property's current value (the model value beneath the animation).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (a number, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform` or colour, by key path).
    public var fromValue: Any?
    /// The end value.
    public var toValue: Any?
    /// The change, added to the start value (or subtracted from the end value).
    public var byValue: Any?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The two ends, as Core Animation reads the three values.
    func endpoints(current: AnimatableValue, property: LayerKeyPath) -> (AnimatableValue, AnimatableValue)? {
        let from = fromValue.flatMap { property.parse($0) }
        let to = toValue.flatMap { property.parse($0) }
        let by = byValue.flatMap { property.parse($0) }
        let base = isAdditive ? property.zero : current
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, property.add(from, by))
        case let (nil, to?, by?): return (property.difference(to, by) ?? base, to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, property.add(base, by))
        default: return nil
        }
    }

    override func value(at fraction: Double, current: AnimatableValue, property: LayerKeyPath) -> AnimatableValue? {
        guard let (from, to) = endpoints(current: current, property: property) else { return nil }
        return from.interpolated(to: to, fraction: CGFloat(fraction))
    }
}

/// A spring-driven basic animation: the value follows a damped harmonic oscillator from `fromValue` to `toValue`
/// (mass, stiffness, damping, initial velocity in distances per second), cut off at `duration` — which is why
/// code sets `duration = settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (> 0; default 1).
    public var mass: CGFloat = 1
    /// The spring constant (> 0; default 100).
    public var stiffness: CGFloat = 100
    /// The damping coefficient (≥ 0; default 10).
    public var damping: CGFloat = 10
    /// The initial speed towards the target, in animation distances per second (default 0).
    public var initialVelocity: CGFloat = 0

    /// iOS 17's spring by feel: mass 1, stiffness (2π / perceptualDuration)², damping ratio 1 − bounce for bounce
    /// ≥ 0 and 1 / (1 + bounce) below (SwiftUI's `Spring(duration:bounce:)` mapping; docs/animation.md).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = DampedSpring.perceptual(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }

    /// The period of the undamped spring, 2π√(m/k) (iOS 17).
    public var perceptualDuration: TimeInterval { 2 * .pi * Double(mass / stiffness).squareRoot() }

    /// How bouncy the spring is (iOS 17): 1 − ζ for a damping ratio ζ ≤ 1, 1/ζ − 1 above.
    public var bounce: CGFloat {
        let zeta = spring.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// How long the spring takes to come to rest: the time after which its oscillation's envelope stays within
    /// 0.1 % of the distance (docs/animation.md reproduces Apple's published values with it).
    public var settlingDuration: TimeInterval { spring.settlingDuration }

    /// The oscillator.
    var spring: DampedSpring {
        DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    override func value(at fraction: Double, current: AnimatableValue, property: LayerKeyPath) -> AnimatableValue? {
        guard let (from, to) = endpoints(current: current, property: property) else { return nil }
        return from.interpolated(to: to, fraction: CGFloat(spring.progress(at: fraction * effectiveDuration)))
    }
}

/// How a keyframe animation passes between its values (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as Core Animation spells it.
    public let rawValue: String
    /// A mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values at their key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time; `keyTimes` has one more entry than `values`.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed through the values; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    var mode: Keyframes.Mode {
        switch self {
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        case .cubicPaced: return .cubicPaced
        default: return .linear
        }
    }
}

/// Whether a layer moving along a keyframe path turns to face along it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as Core Animation spells it.
    public let rawValue: String
    /// A mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's x axis follows the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer's x axis points against the path's tangent.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through several values of a layer property, or of `position` along a path.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order (types as for `CABasicAnimation`).
    public var values: [Any]?
    /// When each value is reached, as fractions 0…1 of the duration, ascending; nil spaces them evenly.
    public var keyTimes: [NSNumber]?
    /// The pacing within each segment between two values.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between key times are computed.
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for point properties (`position`): overrides `values`. Each element after a move is one segment
    /// (equal time each unless `keyTimes` says, or at constant speed with `.paced`).
    public var path: CGPath?
    /// Whether the layer turns to follow the path's tangent.
    public var rotationMode: CAAnimationRotationMode?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        path = other.path
        rotationMode = other.rotationMode
    }

    override func apply(to state: inout LayerPresentation, at time: TimeInterval) {
        if let path, let property, let fraction = easedFraction(at: time) {
            guard let sample = KeyframePath(path.bezierPath)?.sample(at: fraction, mode: calculationMode.mode,
                                                          keyTimes: keyTimes?.map(\.doubleValue),
                                                          curves: timingFunctions?.map(\.curve)) else { return }
            let current = property.value(in: state)
            let point = AnimatableValue.point(sample.point)
            property.write(isAdditive ? property.add(current, point) : point, to: &state)
            if let rotationMode {
                let angle = sample.tangentAngle + (rotationMode == .rotateAutoReverse ? .pi : 0)
                state.transform = state.transform.concatenating(CGAffineTransform(rotationAngle: angle))
            }
            return
        }
        super.apply(to: &state, at: time)
    }

    override func value(at fraction: Double, current: AnimatableValue, property: LayerKeyPath) -> AnimatableValue? {
        let parsed = (values ?? []).compactMap { property.parse($0) }
        guard !parsed.isEmpty else { return nil }
        let keyframes = Keyframes(values: parsed, keyTimes: keyTimes?.map(\.doubleValue), mode: calculationMode.mode,
                                  segmentCurves: timingFunctions?.map(\.curve))
        return keyframes.value(at: fraction)
    }
}

/// Animations that run together on one timeline: each child's times are in the group's local time, and the group's
/// duration cuts them off.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    public var animations: [CAAnimation]?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func apply(to state: inout LayerPresentation, at time: TimeInterval) {
        guard let fraction = easedFraction(at: time) else { return }
        let local = fraction * effectiveDuration
        for child in animations ?? [] { child.apply(to: &state, at: local) }
    }
}

/// The kinds of layer transition (`CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's string, as Core Animation spells it.
    public let rawValue: String
    /// A type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old look fades out as the new one fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides away, revealing the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving transition (`CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's string, as Core Animation spells it.
    public let rawValue: String
    /// A subtype from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Moving in from the right edge towards the left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// Moving in from the left edge towards the right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// Moving in from the top edge downwards.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// Moving in from the bottom edge upwards.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition of a layer's whole look: added to a layer, it takes a picture of the layer (with its sublayers) as
/// it is then, and over its duration passes from that picture to whatever the layer shows — so make the changes
/// after adding it, in the same turn. Needs a scene (whose renderer takes the picture).
open class CATransition: CAAnimation {
    /// How the old look gives way to the new one.
    public var type: CATransitionType = .fade
    /// The direction of `.moveIn`, `.push` and `.reveal` (from the left when nil).
    public var subtype: CATransitionSubtype?
    /// The progress (0…1) at which the transition starts.
    public var startProgress: Float = 0
    /// The progress (0…1) at which it ends.
    public var endProgress: Float = 1
    /// The old look, taken when the transition was added to a layer.
    var snapshot: UIImage?
    /// The flip UIKit's transition options ask for (not a Core Animation type).
    var flip: LayerTransition.Kind?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        snapshot = other.snapshot
        flip = other.flip
    }

    override func apply(to state: inout LayerPresentation, at time: TimeInterval) {
        guard let fraction = easedFraction(at: time), let snapshot else { return }
        let start = CGFloat(min(max(startProgress, 0), 1)), end = CGFloat(min(max(endProgress, 0), 1))
        let progress = start + (end - start) * CGFloat(fraction)
        state.transition = LayerTransition(snapshot: snapshot, progress: progress, kind: flip ?? kind)
    }

    /// The drawing the type and subtype ask for.
    private var kind: LayerTransition.Kind {
        let direction: LayerTransition.Direction
        switch subtype {
        case .fromRight?: direction = .fromRight
        case .fromTop?: direction = .fromTop
        case .fromBottom?: direction = .fromBottom
        default: direction = .fromLeft
        }
        switch type {
        case .moveIn: return .moveIn(direction)
        case .push: return .push(direction)
        case .reveal: return .reveal(direction)
        default: return .fade
        }
    }
}

/// A transition in flight, as the renderer draws it: the old picture and how far the new look has taken over.
public struct LayerTransition: Equatable {
    /// The edge a moving transition comes from.
    public enum Direction: Equatable, Sendable {
        /// From the left edge.
        case fromLeft
        /// From the right edge.
        case fromRight
        /// From the top edge.
        case fromTop
        /// From the bottom edge.
        case fromBottom
    }

    /// How the old look gives way to the new one.
    public enum Kind: Equatable, Sendable {
        /// Cross dissolve.
        case fade
        /// The new look slides in over the old.
        case moveIn(Direction)
        /// The new look pushes the old out.
        case push(Direction)
        /// The old look slides away over the new.
        case reveal(Direction)
        /// A flip about the vertical axis in perspective (edge-on at the middle); `fromLeft` turns the left edge
        /// towards the viewer.
        case flipHorizontal(fromLeft: Bool)
        /// A flip about the horizontal axis; `fromTop` turns the top edge towards the viewer.
        case flipVertical(fromTop: Bool)
        /// A page curl: `up` lifts the old look from the bottom edge round a cylinder, revealing the new look;
        /// otherwise the new look rolls down from the top over the old (the reverse).
        case curl(up: Bool)
    }

    /// The old look, in the layer's bounds.
    public var snapshot: UIImage
    /// 0 shows only the old look, 1 only the new.
    public var progress: CGFloat
    /// The kind of transition.
    public var kind: Kind

    /// Two transitions are equal when they show the same picture the same way.
    public static func == (lhs: LayerTransition, rhs: LayerTransition) -> Bool {
        lhs.snapshot === rhs.snapshot && lhs.progress == rhs.progress && lhs.kind == rhs.kind
    }
}
