import Foundation
import DynamicsGeometry

/// One property of one view animating from `from` to `to` on behalf of an animation group.
final class Tween {
    let from: AnimatableValue
    let to: AnimatableValue
    let group: AnimationGroup

    init(from: AnimatableValue, to: AnimatableValue, group: AnimationGroup) {
        self.from = from
        self.to = to
        self.group = group
    }

    /// The presented value now: `from` before the group starts (UIKit fills backwards during a delay), the eased
    /// blend while it runs, `to` after.
    var currentValue: AnimatableValue {
        from.interpolated(to: to, fraction: group.progress(at: group.clock?.now ?? group.endTime))
    }
}

/// What one `UIView.animate` call started: its timing, its tweens and its completion.
final class AnimationGroup {
    let startTime: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    let beginsFromCurrentState: Bool
    private let completion: ((Bool) -> Void)?
    /// The views whose tweens belong to this group, with the property each animates.
    private(set) var targets: [(view: UIView, property: AnimatableProperty)] = []
    /// The clock the group runs on.
    weak var clock: AnimationClock?
    /// Set by `UIView.performWithoutAnimation`: changes inside make no tweens.
    var suppressesTweens = false
    /// Set when a later animation replaced one of this group's tweens or the layer's animations were removed.
    var wasInterrupted = false

    init(startTime: TimeInterval, duration: TimeInterval, curve: TimingCurve, beginsFromCurrentState: Bool,
         completion: ((Bool) -> Void)?) {
        self.startTime = startTime
        self.duration = max(duration, 0)
        self.curve = curve
        self.beginsFromCurrentState = beginsFromCurrentState
        self.completion = completion
    }

    var endTime: TimeInterval { startTime + duration }

    /// Eased progress 0…1 at `time`.
    func progress(at time: TimeInterval) -> CGFloat {
        guard duration > 0 else { return time >= startTime ? 1 : 0 }
        return curve.progress(at: CGFloat((time - startTime) / duration))
    }

    func add(_ view: UIView, _ property: AnimatableProperty) { targets.append((view, property)) }

    /// True when no view still shows one of this group's tweens.
    var isEmpty: Bool { targets.allSatisfy { $0.view.tweens[$0.property]?.group !== self } }

    /// Removes this group's tweens from its views (leaving tweens of newer groups alone) and runs the completion.
    func finish() {
        for (view, property) in targets where view.tweens[property]?.group === self {
            view.tweens[property] = nil
        }
        completion?(!wasInterrupted)
    }
}
