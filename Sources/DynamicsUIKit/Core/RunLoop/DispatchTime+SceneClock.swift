import Dispatch

extension DispatchTime {
    /// `DispatchTime.now()` read on the scene clock: while a scene runs on this thread, its time (as a deadline
    /// `asyncAfter` knows), elsewhere `now()`. `dynamics port` writes it for the `DispatchTime.now()` of an iOS
    /// app, so a deadline computed once (`let when = DispatchTime.now() + 1`) and used on a later tick is still one
    /// second after the moment it was read, as on a device with an idle CPU, whatever the render's speed
    /// (Sources/DynamicsUIKit/DECISIONS.md, "Deadlines on the scene clock"). Such a deadline means nothing to
    /// Dispatch's own waits: a semaphore waiting until it waits for good.
    public static func sceneNow() -> DispatchTime {
        guard let clock = AnimationClock.current else { return .now() }
        return MainActor.assumeIsolated { SceneDeadline.reading(at: clock.now) }
    }
}
