import Foundation
import DynamicsGeometry

/// The time base of view animations. `UIView.animate` schedules on `AnimationClock.current`; whoever drives the
/// scene installs its clock with `withCurrent(_:)` and moves it with `advance(to:)`.
///
/// Time is explicit: nothing moves unless `advance(to:)` is called, so renders are deterministic.
public final class AnimationClock {
    /// The current time in seconds.
    public private(set) var now: TimeInterval
    /// Groups started and not yet completed, in start order.
    private var groups: [AnimationGroup] = []
    /// Groups of `UIView.animate` calls whose animation block is running (innermost last).
    private var openGroups: [AnimationGroup] = []

    private static let slot = ThreadScoped<AnimationClock>()

    /// A clock starting at `now` seconds.
    public init(now: TimeInterval = 0) { self.now = now }

    /// The clock installed on this thread by `withCurrent(_:)`, if any.
    public static var current: AnimationClock? { slot.value }

    /// Runs `body` with this clock as `AnimationClock.current`, then restores the previous one.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try AnimationClock.slot.withValue(self, body)
    }

    /// True while some animation has not completed yet.
    public var hasRunningAnimations: Bool { !groups.isEmpty }

    /// Moves the clock to `time` (never backwards) and completes, in start order, every animation that has ended
    /// by then or lost all its tweens to newer animations; each completion runs once with this clock current.
    /// Animations started by those completions begin at `time` and complete on a later call.
    public func advance(to time: TimeInterval) {
        if time > now { now = time }
        let due = groups.filter { $0.endTime <= now || $0.isEmpty }
        guard !due.isEmpty else { return }
        groups.removeAll { group in due.contains { $0 === group } }
        withCurrent {
            for group in due { group.finish() }
        }
    }

    /// Starts a group: runs `animations` with the group open so property changes become tweens.
    func run(_ group: AnimationGroup, animations: () -> Void) {
        group.clock = self
        openGroups.append(group)
        animations()
        openGroups.removeLast()
        groups.append(group)
    }

    /// The group whose animation block is running, if any.
    var openGroup: AnimationGroup? { openGroups.last }
}
