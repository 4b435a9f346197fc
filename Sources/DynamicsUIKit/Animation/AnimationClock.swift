import Foundation
import DynamicsGeometry

/// The time base of view animations. `UIView.animate` schedules on `AnimationClock.current`; whoever drives the
/// scene installs its clock with `withCurrent(_:)` and moves it with `advance(to:)`.
///
/// Time is explicit: nothing moves unless `advance(to:)` is called, so renders are deterministic.
@preconcurrency @MainActor public final class AnimationClock {
    /// The current time in seconds.
    public private(set) var now: TimeInterval
    /// Animations started and not yet completed (view animation groups, layer animations, property animators), in
    /// start order.
    private var entries: [ClockDriven] = []
    /// Groups of `UIView.animate` calls whose animation block is running (innermost last).
    private var openGroups: [AnimationGroup] = []
    /// Per-frame callbacks (scroll-view deceleration): each runs on every `advance(to:)` until it returns false.
    private var frameCallbacks: [(TimeInterval) -> Bool] = []
    /// Work sent to `DispatchQueue.main` while this clock is current.
    private var mainQueue = MainQueueSchedule()
    /// Foundation timers made or scheduled while this clock is current; they fire from its main queue.
    package private(set) lazy var timers = SceneTimers(clock: self)

    private nonisolated static let slot = ThreadScoped<AnimationClock>()

    /// Scene times are multiples of 1/60 s computed in floating point: a time threshold (a press held 0.5 s, a
    /// sample due every 0.1 s) counts as reached on the tick that reaches it within this much.
    nonisolated static let timeTolerance: TimeInterval = 1e-9

    /// A clock starting at `now` seconds.
    public init(now: TimeInterval = 0) { self.now = now }

    /// The clock installed on this thread by `withCurrent(_:)`, if any.
    public nonisolated static var current: AnimationClock? { slot.value }

    /// Runs `body` with this clock as `AnimationClock.current`, then restores the previous one.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try AnimationClock.slot.withValue(self, body)
    }

    /// Renders a view's current look into an image, for transitions that cross-fade from it; installed by whoever
    /// renders the scene (without one, transitions have no old picture to fade out).
    package var snapshotter: ((UIView) -> UIImage?)?

    /// The implicit Core Animation transaction of this clock's scene, open until the next advance.
    var implicitTransaction: AnyObject?

    /// True while some animation has not completed yet.
    public var hasRunningAnimations: Bool { !entries.isEmpty }

    /// Moves the clock to `time` (never backwards), commits the implicit Core Animation transaction, and lets every
    /// animation, in start order, see the new time: layer animations that begin tell their delegates, and those
    /// that ended (or lost all their tweens to newer animations, or were removed) complete, each completion running
    /// once with this clock current. Animations started by those completions begin at `time` and complete on a
    /// later call.
    public func advance(to time: TimeInterval) {
        if time > now { now = time }
        withCurrent { CATransaction.commitImplicitTransaction(of: self) }
        runFrameCallbacks()
        guard !entries.isEmpty else { return }
        let running = entries
        entries = []
        let kept = withCurrent { running.filter { $0.advance(to: now) } }
        entries = kept + entries
    }

    /// Starts looking after `entry` on every advance.
    func schedule(_ entry: ClockDriven) {
        entries.append(entry)
    }

    /// Calls `callback` with the clock's time on every later `advance(to:)`, before animations complete, until it
    /// returns false; this is the display link that drives scroll-view deceleration.
    package func addFrameCallback(_ callback: @escaping (TimeInterval) -> Bool) {
        frameCallbacks.append(callback)
    }

    private func runFrameCallbacks() {
        guard !frameCallbacks.isEmpty else { return }
        let running = frameCallbacks
        frameCallbacks = []
        let kept = withCurrent { running.filter { $0(now) } }
        frameCallbacks = kept + frameCallbacks
    }

    /// Queues `work` on the scene's main queue, to run at the first drain `delay` seconds of scene time from now or
    /// later (`DispatchQueue.main.async` and `asyncAfter` inside a scene come here).
    public func enqueueMainQueueWork(after delay: TimeInterval, _ work: @escaping () -> Void) {
        mainQueue.enqueue(due: now + max(0, delay), work)
    }

    /// Runs `work` on the current scene's main queue `delay` seconds of scene time from now, or at once where no scene
    /// runs: where iOS frameworks (Core Haptics, UserNotifications) call an app's handlers on a queue of their own, a
    /// scene calls them at a fixed point of a tick, so renders repeat.
    package nonisolated static func enqueueOnCurrentScene(after delay: TimeInterval, _ work: @escaping () -> Void) {
        guard let clock = current else { work(); return }
        nonisolated(unsafe) let work = work
        MainActor.assumeIsolated { clock.enqueueMainQueueWork(after: delay) { work() } }
    }

    /// Runs, with this clock current, the main-queue work due by now that was queued before this call; the scene
    /// runner drains at the start of every tick and again before the layout pass.
    public func drainMainQueue() {
        guard !mainQueue.isEmpty else { return }
        let due = mainQueue.takeDue(at: now)
        withCurrent { for work in due { work() } }
    }

    /// Starts a group: runs `animations` with the group open so property changes become tweens.
    func run(_ group: AnimationGroup, animations: () -> Void) {
        group.clock = self
        group.transitionTime = group.transitionTime ?? scrubbedTransitionTime
        openGroups.append(group)
        animations()
        openGroups.removeLast()
        entries.append(group)
        CATransaction.track(group)
    }

    /// Set while a percent-driven transition runs its animator: the view animations started meanwhile follow its time.
    var scrubbedTransitionTime: TransitionTime?

    /// The group whose animation block is running, if any.
    var openGroup: AnimationGroup? { openGroups.last }
}
