import Foundation
import DynamicsGeometry

extension UIView {
    /// Options of `UIView.animate`, with UIKit's names and raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options from their UIKit raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Start from the currently presented value instead of the old model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Accepted for source compatibility; user interaction is not blocked during animations here.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the curve bits select.
        var timingCurve: TimingCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// Animates the changes `animations` makes to frame, bounds, center, alpha, backgroundColor and transform.
    ///
    /// As in UIKit the model values change at once and the presentation moves from the old values (or the presented
    /// ones with `.beginFromCurrentState`) over `duration` seconds after `delay`, with the option's curve; a new
    /// animation of a property replaces a running one. `completion` runs once, with `true` when the animation ran to
    /// its end and `false` when it was replaced or removed. Times follow `AnimationClock.current`; without a current
    /// clock the changes apply immediately and `completion(true)` runs at once.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let clock = AnimationClock.current else {
            animations()
            completion?(true)
            return
        }
        let group = AnimationGroup(
            startTime: clock.now + max(delay, 0), duration: duration.isFinite ? duration : 0,
            curve: options.timingCurve, beginsFromCurrentState: options.contains(.beginFromCurrentState),
            completion: completion)
        clock.run(group, animations: animations)
    }

    /// Animates with the default curve and no delay.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with the default curve and no delay, then runs `completion`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `actions` with animations disabled: changes inside apply at once even within an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        guard let clock = AnimationClock.current else { return actions() }
        let group = AnimationGroup(startTime: clock.now, duration: 0, curve: .linear,
                                   beginsFromCurrentState: false, completion: nil)
        group.suppressesTweens = true
        clock.run(group, animations: actions)
    }

    /// Records a change of an animatable property: inside an animation block, starts a tween from the old (or the
    /// presented) value to `newValue`, replacing a running tween of the same property.
    func recordChange(of property: AnimatableProperty, from oldValue: AnimatableValue, to newValue: AnimatableValue) {
        guard let clock = AnimationClock.current, let group = clock.openGroup, !group.suppressesTweens,
              oldValue != newValue else { return }
        let start = group.beginsFromCurrentState ? presentedValue(of: property) : oldValue
        if let running = tweens[property] { running.group.wasInterrupted = true }
        tweens[property] = Tween(from: start, to: newValue, group: group)
        group.add(self, property)
    }

    /// The value shown on screen for `property` now.
    func presentedValue(of property: AnimatableProperty) -> AnimatableValue {
        tweens[property]?.currentValue ?? modelValue(of: property)
    }
}
