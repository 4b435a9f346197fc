import Foundation

/// `CALayer` is a timing object, as on iOS (it adopts `CAMediaTiming`).
extension CALayer: @MainActor CAMediaTiming {}

/// Layer time, as Core Animation defines it: each layer's time is its superlayer's mapped through the layer's
/// `beginTime`, `speed` and `timeOffset` — local = (parent − beginTime) × speed + timeOffset — starting from the scene
/// time (`CACurrentMediaTime()`) above the root. A layer with a `duration` is a timing object like an animation: its
/// time runs from 0 to `duration`, then repeats (`repeatCount`, `repeatDuration`) and runs back (`autoreverses`); a
/// duration of 0 (the default) is an infinite one. Animations added to a layer run in its time.
extension CALayer {
    /// Whether the layer's own timing is the identity (the common case, checked before walking up).
    private var hasIdentityTiming: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 && duration == 0 }

    /// The layer's timing as an animation's, when it has a duration; `filled` holds the time at its ends whatever
    /// the fill mode.
    private func timeline(filled: Bool) -> MediaTimeline? {
        guard duration > 0 else { return nil }
        var timeline = MediaTimeline(self, duration: duration)
        if filled { timeline.fillMode = .both }
        return timeline
    }

    /// The layer's time at scene time `sceneTime`. Outside a timed layer's active period the time holds at the
    /// nearer end (whether anything shows then is `isTimeActive(atSceneTime:)`'s answer).
    package func localTime(atSceneTime sceneTime: TimeInterval) -> TimeInterval {
        let parentTime = superlayer?.localTime(atSceneTime: sceneTime) ?? sceneTime
        if hasIdentityTiming { return parentTime }
        guard let timeline = timeline(filled: true) else { return (parentTime - beginTime) * Double(speed) + timeOffset }
        return (timeline.fraction(at: parentTime) ?? 0) * duration
    }

    /// Whether the layer's time, and every superlayer's, is within its active period at scene time `sceneTime`, or
    /// held there by its `fillMode`. A layer whose time is not shows none of its animations (its model values), as
    /// an animation outside its active period shows nothing.
    package func isTimeActive(atSceneTime sceneTime: TimeInterval) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if let timeline = current.timeline(filled: false) {
                let parentTime = current.superlayer?.localTime(atSceneTime: sceneTime) ?? sceneTime
                if timeline.fraction(at: parentTime) == nil { return false }
            }
            layer = current.superlayer
        }
        return true
    }

    /// The scene time at which the layer's time reads `localTime`. A layer whose time is stopped (`speed` 0 here or
    /// above) reads one time for every scene time; then the scene time at which it started is given. A repeating
    /// layer reads each time once per iteration; the first iteration's is given.
    private func sceneTime(atLocalTime localTime: TimeInterval) -> TimeInterval {
        var parentTime = localTime
        if !hasIdentityTiming {
            parentTime = speed == 0 ? beginTime : (localTime - timeOffset) / Double(speed) + beginTime
        }
        return superlayer?.sceneTime(atLocalTime: parentTime) ?? parentTime
    }

    /// Converts `t` from the time of `l` (nil: the scene time, `CACurrentMediaTime()`) to this layer's time.
    ///
    /// The usual way to pause and resume a layer's animations:
    /// `layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil); layer.speed = 0`.
    public func convertTime(_ t: TimeInterval, from l: CALayer?) -> TimeInterval {
        localTime(atSceneTime: l?.sceneTime(atLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's time to the time of `l` (nil: the scene time).
    public func convertTime(_ t: TimeInterval, to l: CALayer?) -> TimeInterval {
        let scene = sceneTime(atLocalTime: t)
        return l?.localTime(atSceneTime: scene) ?? scene
    }
}
