import Foundation

extension UIView {
    /// Options of `UIView.animateKeyframes`, with UIKit's names and raw values. The curve bits of
    /// `UIView.AnimationOptions` (`UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)`)
    /// choose the curve over the whole animation, ease-in-out when none is given.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their UIKit raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Accepted for source compatibility: the layout pass runs on every tick anyway.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Accepted for source compatibility; user interaction is not blocked during animations here.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the currently presented values.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration even when nested in another animation block (always so here).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Use none of the enclosing animation block's options (never inherited here).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframe values at their times (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value shows from its start time, without interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed through the values; the keyframes' times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A Catmull-Rom spline through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The spline at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode bits.
        var calculationMode: Keyframes.Mode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The same bits read as view animation options (curve, repeat, autoreverse, begin from current state).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue) }
    }

    /// Animates the changes made by the `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` calls in
    /// `animations` as one keyframe animation of `duration` seconds after `delay`: each property passes through the
    /// value each keyframe gives it at the end of the keyframe's span (in fractions of the whole), holding between
    /// keyframes. Changes outside a keyframe span the whole animation. Completion as in `animate`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, options: options.animationOptions,
            model: .curve(options.animationOptions.timingCurve), keyframeMode: options.calculationMode,
            animations: animations, completion: completion)
    }

    /// Inside `animateKeyframes`' block: the changes `animations` makes reach their values over the span from
    /// `frameStartTime` to `frameStartTime + frameDuration`, both fractions (0…1) of the keyframe animation.
    /// Outside one, the changes apply at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let group = AnimationClock.current?.openGroup, group.keyframeMode != nil else { return animations() }
        let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        let end = min(max(start + (frameDuration.isFinite ? max(frameDuration, 0) : 0), start), 1)
        let outer = group.keyframeSpan
        group.keyframeSpan = (start, end)
        animations()
        group.keyframeSpan = outer
    }
}
