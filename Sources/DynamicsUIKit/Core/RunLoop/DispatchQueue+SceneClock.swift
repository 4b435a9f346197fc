import Dispatch
import Foundation

/// Marks the real main queue, whose Swift wrapper is a new object on every `DispatchQueue.main`.
private let mainQueueKey = DispatchSpecificKey<Bool>()
private let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

extension DispatchQueue {
    /// `DispatchQueue.main.async { … }` as UIKit code writes it. On the thread running a scene, work for the main
    /// queue joins the scene's main queue and runs in the same tick, before the layout pass (as a run-loop turn runs
    /// it before Core Animation commits), or at the start of the next tick when queued during a drain. Work for a
    /// global queue (`DispatchQueue.global(qos:)`) sent from that thread runs at once, on it, before this returns:
    /// on a device it runs beside the main thread within a moment, and a scene has no moment to give it but now —
    /// a sound it plays starts at this scene time instead of being lost on a thread no scene runs on. Work for a
    /// queue the app made, or queued where no scene runs, goes to Dispatch unchanged.
    ///
    /// Swift prefers this overload to Dispatch's, which has defaulted `group`, `qos` and `flags` parameters; a call
    /// that names any of those is Dispatch's own and follows wall-clock time. The closure need not be `@Sendable`:
    /// UIKit code sends main-actor work here, which on iOS the compiler lets through because UIKit's classes are
    /// main-actor isolated, and this project's view classes are not.
    @preconcurrency public func async(execute work: @escaping @Sendable () -> Void) {
        if let clock = AnimationClock.current {
            if isMainQueue { return MainActor.assumeIsolated { clock.enqueueMainQueueWork(after: 0, work) } }
            if isGlobalQueue { return work() }
        }
        async(group: nil, qos: .unspecified, flags: [], execute: { work() })
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }` as UIKit code writes it. On the thread running
    /// a scene, work for the main queue, or for a global queue, runs on that thread on the first tick at least
    /// `delay` seconds of scene time later. A deadline read on the scene clock (`DispatchTime.sceneNow()`, which
    /// `dynamics port` writes for `DispatchTime.now()`) is that scene time exactly, whenever it was read; one read on
    /// the wall clock is taken as its distance from now, rounded up to whole milliseconds (`WallClockDistance`) so the
    /// time it took to get here does not move the work. Elsewhere it is Dispatch's own `asyncAfter`, a scene deadline
    /// carried over to the wall clock.
    @preconcurrency public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        if isMainQueue || isGlobalQueue, let clock = AnimationClock.current {
            MainActor.assumeIsolated {
                clock.enqueueMainQueueWork(after: SceneDeadline.sceneDelay(until: deadline, now: clock.now), work)
            }
        } else {
            asyncAfter(deadline: SceneDeadline.wallClockDeadline(deadline), qos: .unspecified, flags: [], execute: { work() })
        }
    }

    private var isMainQueue: Bool {
        _ = mainQueueMarked
        return getSpecific(key: mainQueueKey) == true
    }

    /// Whether this is one of Dispatch's global (root) queues, which libdispatch names `com.apple.root.<qos>-qos`
    /// on every platform (their specific values cannot be set to mark them, as the main queue's are).
    private var isGlobalQueue: Bool { label.hasPrefix("com.apple.root.") }
}
