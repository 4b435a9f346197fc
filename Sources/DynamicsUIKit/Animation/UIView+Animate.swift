import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

extension UIView {
    /// Options of `UIView.animate` and `UIView.transition`, with UIKit's names and raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their UIKit raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Accepted for source compatibility: the layout pass runs on every tick anyway.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted for source compatibility; user interaction is not blocked during animations here.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the currently presented value instead of the old model value. Properties that animate
        /// additively (`center`, `bounds`, `transform`) never jump with or without it.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation for ever (its completion never runs unless it is removed).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run each iteration forwards, then backwards; the model value shows when the animation ends.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration even when nested in another animation block (nested animations always use
        /// their own duration here).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this animation's curve even when nested in another animation block (nested animations always use
        /// their own curve here).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Transitions: redraw the content during the transition instead of fading snapshots (both look the same here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)`: hide and show the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Use none of the enclosing animation block's options (nested animations never inherit options here).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition (the changes show at once, the completion runs after the duration).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip about the vertical axis, left edge towards the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip about the vertical axis, right edge towards the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl upwards (drawn here as a cross dissolve; docs/animation.md).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl downwards (drawn here as a cross dissolve; docs/animation.md).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fade from the old look to the new one.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip about the horizontal axis, top edge towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip about the horizontal axis, bottom edge towards the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The timing curve the curve bits select.
        var timingCurve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// UIKit's named animation curves (`UIView.AnimationCurve`), for property animators.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias AnimationCurve = CUIKitOpenEnums.__UIViewAnimationCurve

    /// Animates the changes `animations` makes to frame, bounds, center, alpha, backgroundColor and transform.
    ///
    /// As in UIKit the model values change at once and the presentation moves from the old values (or the presented
    /// ones with `.beginFromCurrentState`) over `duration` seconds after `delay`, with the option's curve, repeating
    /// with `.repeat` and running back with `.autoreverse`. A new animation of `center`, `bounds` or `transform`
    /// while one runs is additive, as since iOS 8: both run to their ends and their offsets add up; one of `alpha` or
    /// `backgroundColor` replaces the running one. `completion` runs once, with `true` when the animation ran to its
    /// end and `false` when it was replaced or removed. Times follow `AnimationClock.current`; without a current clock the changes apply immediately and
    /// `completion(true)` runs at once.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, options: options, model: .curve(options.timingCurve),
            animations: animations, completion: completion)
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

    /// Animates the changes `animations` makes with a spring that settles in `duration` seconds, as UIKit's spring
    /// animation does: mass 1, damping ratio `dampingRatio` (1 glides in without overshoot, lower values oscillate)
    /// and `velocity` the initial speed in animation distances per second (1 covers the whole change in a second).
    /// The stiffness is the one for which the oscillation has died down to 0.1 % of the distance at `duration`
    /// (docs/animation.md). Everything else is as in `animate(withDuration:delay:options:animations:completion:)`;
    /// the option's curve is ignored.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = DampedSpring.uikit(dampingRatio: Double(dampingRatio), duration: duration,
                                        initialVelocity: Double(velocity))
        run(duration: duration, delay: delay, options: options, model: .spring(spring), animations: animations,
            completion: completion)
    }

    /// Starts one animation group on the current clock (a keyframe group when `keyframeMode` is set), or applies
    /// the changes at once without one.
    static func run(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, model: TimingModel,
                    keyframeMode: Keyframes.Mode? = nil, animations: () -> Void, completion: ((Bool) -> Void)?) {
        guard let clock = AnimationClock.current else {
            animations()
            completion?(true)
            return
        }
        let group = AnimationGroup(startTime: clock.now + (delay.isFinite ? max(delay, 0) : 0),
                                   duration: duration.isFinite ? max(duration, 0) : 0, model: model,
                                   options: options, completion: completion)
        group.keyframeMode = keyframeMode
        clock.run(group, animations: animations)
    }

    /// Runs `actions` with animations disabled: changes inside apply at once even within an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        guard let clock = AnimationClock.current else { return actions() }
        let group = AnimationGroup(startTime: clock.now, duration: 0, model: .curve(.linear), options: [],
                                   completion: nil)
        group.suppressesTweens = true
        clock.run(group, animations: actions)
    }

    /// Records a change of an animatable property: inside an animation block, starts a tween from the old (or the
    /// presented) value to `newValue`, replacing a running tween of the same property; inside a keyframe's block,
    /// adds a keyframe to the keyframe animation's tween of the property.
    func recordChange(of property: AnimatableProperty, from oldValue: AnimatableValue, to newValue: AnimatableValue) {
        guard let clock = AnimationClock.current, let group = clock.openGroup, !group.suppressesTweens,
              oldValue != newValue else { return }
        if let mode = group.keyframeMode {
            addKeyframe(of: property, from: oldValue, to: newValue, group: group, mode: mode)
            return
        }
        let stack = tweenStacks[property] ?? []
        if group.makesAdditiveTweens, stack.allSatisfy(\.isAdditive),
           let offset = oldValue.additiveOffset(to: newValue) {
            // iOS 8+: the running animations go on; this one adds old − new running to zero with its own curve.
            tweenStacks[property] = stack + [Tween(from: oldValue, to: newValue, group: group, additiveOffset: offset)]
            group.add(self, property)
            return
        }
        // Absolute: replaces what runs. A property UIKit animates additively never jumps, so it starts from the
        // value on screen when an absolute animation (a property animator's, keyframes) or offsets were running.
        let continues = group.beginsFromCurrentState || (!stack.isEmpty && oldValue.additiveOffset(to: newValue) != nil)
        let start = continues ? presentedValue(of: property) : oldValue
        interruptTweens(of: property)
        tweenStacks[property] = [Tween(from: start, to: newValue, group: group)]
        group.add(self, property)
    }

    /// The newest running tween of each property. Setting a property's entry replaces all its tweens (nil removes
    /// them), keeping the stack when the entry is still its newest tween.
    var tweens: [AnimatableProperty: Tween] {
        get { tweenStacks.compactMapValues(\.last) }
        set {
            for property in AnimatableProperty.allCases {
                guard let tween = newValue[property] else {
                    tweenStacks[property] = nil
                    continue
                }
                if tweenStacks[property]?.last !== tween { tweenStacks[property] = [tween] }
            }
        }
    }

    /// Marks the groups of every running tween of `property` interrupted (their completions get `false`).
    func interruptTweens(of property: AnimatableProperty) {
        for tween in tweenStacks[property] ?? [] { tween.group.wasInterrupted = true }
    }

    /// Drops one tween of `property`, leaving the others running.
    func removeTween(_ tween: Tween, of property: AnimatableProperty) {
        guard var stack = tweenStacks[property] else { return }
        stack.removeAll { $0 === tween }
        tweenStacks[property] = stack.isEmpty ? nil : stack
    }

    /// Adds `newValue` at the end of the open keyframe's span to the group's keyframe tween of `property`, which
    /// starts from the value before the keyframe animation.
    private func addKeyframe(of property: AnimatableProperty, from oldValue: AnimatableValue,
                             to newValue: AnimatableValue, group: AnimationGroup, mode: Keyframes.Mode) {
        let span = group.keyframeSpan ?? (0, 1)
        if let tween = tweens[property], tween.group === group, var keyframes = tween.keyframes {
            let last = keyframes.values[keyframes.values.count - 1]
            keyframes.values += [last, newValue]
            keyframes.keyTimes! += [span.start, span.end]
            tween.keyframes = keyframes
            return
        }
        let start = group.beginsFromCurrentState || tweenStacks[property]?.last?.isAdditive == true
            ? presentedValue(of: property) : oldValue
        interruptTweens(of: property)
        let tween = Tween(from: start, to: newValue, group: group)
        tween.keyframes = Keyframes(values: [start, start, newValue], keyTimes: [0, span.start, span.end], mode: mode)
        tweens[property] = tween
        group.add(self, property)
    }

    /// Whether a running animation of the view keeps touches from it (one started without `.allowUserInteraction`).
    var isAnimatingWithoutInteraction: Bool {
        tweenStacks.values.joined().contains { !$0.group.allowsUserInteraction() }
    }

    /// The value shown on screen for `property` now: an absolute tween's value, or the model value with every
    /// additive tween's offset applied (the newest innermost, so for transforms the oldest offset goes first).
    func presentedValue(of property: AnimatableProperty) -> AnimatableValue {
        guard let stack = tweenStacks[property], let newest = stack.last else { return modelValue(of: property) }
        guard newest.isAdditive else { return newest.currentValue }
        var value = modelValue(of: property)
        for tween in stack.reversed() {
            guard let offset = tween.currentOffset, let sum = value.applying(offset: offset) else { continue }
            value = sum
        }
        return value
    }
}

extension UIView.AnimationCurve {
    /// The cubic curve.
    var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: return .easeInOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        @unknown default: return .easeInOut
        }
    }

}
