import Foundation
import DynamicsGeometry

/// One property of one view animating on behalf of an animation group: from `from` to `to`, or through keyframes;
/// or, for an additive animation, an offset (from − to) running to zero that adds to the model value and to the
/// offsets of the other animations of the property still running.
@MainActor final class Tween {
    let from: AnimatableValue
    let to: AnimatableValue
    let group: AnimationGroup
    /// Set for `UIView.animateKeyframes`: the values along the way, in the group's eased progress.
    var keyframes: Keyframes?
    /// Set for an additive tween: `from − to`, the offset at the start.
    let additiveOffset: AnimatableValue?

    init(from: AnimatableValue, to: AnimatableValue, group: AnimationGroup, additiveOffset: AnimatableValue? = nil) {
        self.from = from
        self.to = to
        self.group = group
        self.additiveOffset = additiveOffset
    }

    /// Whether the tween adds an offset instead of setting the value.
    var isAdditive: Bool { additiveOffset != nil }

    /// The offset an additive tween adds now (nil for other tweens).
    var currentOffset: AnimatableValue? {
        additiveOffset?.offset(remaining: group.progress(at: group.clock?.now ?? .infinity))
    }

    /// The presented value now: `from` before the group starts (UIKit fills backwards during a delay), the eased
    /// blend while it runs, `to` after.
    var currentValue: AnimatableValue {
        value(at: group.progress(at: group.clock?.now ?? .infinity))
    }

    /// What `view` shows of this tween alone folded into its model value: for an additive tween the model with the
    /// offset left now (the other tweens' offsets keep adding to it), for an absolute one its value now.
    func shownValue(over model: AnimatableValue) -> AnimatableValue {
        guard let offset = currentOffset else { return currentValue }
        return model.applying(offset: offset) ?? model
    }

    /// The value at `progress`.
    func value(at progress: AnimationProgress) -> AnimatableValue {
        if let additiveOffset {
            return to.applying(offset: additiveOffset.offset(remaining: progress)) ?? to
        }
        if let keyframes { return keyframes.value(at: Double(progress.scalar)) }
        return from.interpolated(to: to, progress: progress)
    }
}

/// Something the animation clock looks after on every advance, in the order it was started: `UIView.animate`
/// groups, layer animations, property animators.
@MainActor protocol ClockDriven: AnyObject {
    /// Called on every advance of the clock with its time; returns false when done, and is then dropped.
    func advance(to now: TimeInterval) -> Bool
}

/// What one `UIView.animate` call (or a property animator) started: its timing, its tweens and its completion.
@MainActor final class AnimationGroup: ClockDriven, TransactionTracked {
    /// How progress follows time: a timeline with a curve or spring, or an owner (a property animator) that says.
    enum Timing {
        case timeline(MediaTimeline, TimingModel)
        case driven(() -> AnimationProgress)
    }

    let timing: Timing
    let beginsFromCurrentState: Bool
    private let completion: ((Bool) -> Void)?
    /// The views whose tweens belong to this group, with the property each animates.
    private(set) var targets: [(view: UIView, property: AnimatableProperty)] = []
    /// The clock the group runs on.
    weak var clock: AnimationClock?
    /// Set for the animations a percent-driven transition scrubs: their time is the transition's, not the clock's.
    var transitionTime: TransitionTime?
    /// Set by `UIView.performWithoutAnimation`: changes inside make no tweens.
    var suppressesTweens = false
    /// Set when a later animation replaced one of this group's tweens or the layer's animations were removed.
    var wasInterrupted = false
    /// Whether the views this group animates take touches meanwhile (`.allowUserInteraction`; a property animator's
    /// `isUserInteractionEnabled`). UIKit documents that, without it, "user interactions are temporarily disabled for
    /// the views being animated".
    var allowsUserInteraction: () -> Bool = { true }
    /// Set while `UIView.animateKeyframes` runs a keyframe's block: the part of the group's progress it covers.
    var keyframeSpan: (start: Double, end: Double)?
    /// The keyframe calculation mode of a keyframe group (nil for other groups).
    var keyframeMode: Keyframes.Mode?
    /// Set when the owner finishes the group itself (property animators); the clock then never completes it.
    private var isFinished = false
    /// Told once when the group finishes (transaction completion blocks).
    private var finishObservers = FinishObservers()

    init(timing: Timing, beginsFromCurrentState: Bool, completion: ((Bool) -> Void)?) {
        self.timing = timing
        self.beginsFromCurrentState = beginsFromCurrentState
        self.completion = completion
    }

    /// A group for `UIView.animate`: `duration` seconds from `startTime` with `model`, filled backwards during a delay.
    convenience init(startTime: TimeInterval, duration: TimeInterval, model: TimingModel, options: UIView.AnimationOptions,
                     completion: ((Bool) -> Void)?) {
        var timeline = MediaTimeline(beginTime: startTime, duration: max(duration, 0))
        timeline.fillMode = .both
        timeline.autoreverses = options.contains(.autoreverse)
        timeline.repeatCount = options.contains(.repeat) ? .infinity : 0
        self.init(timing: .timeline(timeline, model), beginsFromCurrentState: options.contains(.beginFromCurrentState),
                  completion: completion)
        let allows = options.contains(.allowUserInteraction)
        allowsUserInteraction = { allows }
    }

    /// Whether changes in this group animate additively where the property allows it: `UIView.animate` (curves and
    /// springs) does since iOS 8 and property animators since iOS 10; keyframe animations here animate absolutely.
    var makesAdditiveTweens: Bool { keyframeMode == nil }

    /// When the group completes by itself; infinite for repeating and driven groups.
    var endTime: TimeInterval {
        if case .timeline(let timeline, _) = timing { return timeline.endTime }
        return .infinity
    }

    /// Progress at `time`.
    func progress(at time: TimeInterval) -> AnimationProgress {
        let time = transitionTime?.local(at: time) ?? time
        switch timing {
        case let .timeline(timeline, model):
            guard timeline.duration > 0 else { return time >= timeline.beginTime ? .end : .start }
            guard let fraction = timeline.fraction(at: time) else { return .end }
            return model.progress(fraction: fraction, duration: timeline.duration)
        case .driven(let progress):
            return progress()
        }
    }

    func add(_ view: UIView, _ property: AnimatableProperty) { targets.append((view, property)) }

    /// The tweens of this group still shown by their views (an additive one under newer ones included).
    var liveTweens: [(view: UIView, property: AnimatableProperty, tween: Tween)] {
        var seen: Set<ObjectIdentifier> = []
        return targets.flatMap { target in
            (target.view.tweenStacks[target.property] ?? []).compactMap { tween in
                guard tween.group === self, seen.insert(ObjectIdentifier(tween)).inserted else { return nil }
                return (target.view, target.property, tween)
            }
        }
    }

    /// True when no view still shows one of this group's tweens.
    var isEmpty: Bool { liveTweens.isEmpty }

    func advance(to now: TimeInterval) -> Bool {
        if isFinished { return false }
        if let transitionTime, transitionTime.hasReturned(at: now) {
            returnToStart()
            return false
        }
        guard endTime <= (transitionTime?.local(at: now) ?? now) || isEmpty else { return true }
        finish()
        return false
    }

    /// Ends the group of a cancelled percent-driven transition once its time is back at the start: the views take
    /// back the values they had before the animation block (UIKit returns them there), then the completion runs.
    private func returnToStart() {
        for (view, property, tween) in liveTweens {
            view.removeTween(tween, of: property)
            view.setModelValue(tween.from, of: property)
        }
        finish()
    }

    /// Removes this group's tweens from its views (leaving tweens of newer groups alone) and runs the completion
    /// with `!wasInterrupted`.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        for (view, property, tween) in liveTweens { view.removeTween(tween, of: property) }
        completion?(!wasInterrupted)
        for observer in finishObservers.fired() { observer() }
    }

    func whenFinished(_ block: @escaping () -> Void) { finishObservers.add(block) }
}
