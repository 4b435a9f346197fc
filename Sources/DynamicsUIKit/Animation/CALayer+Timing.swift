import Foundation

/// Layer time, as Core Animation defines it: each layer's time is its superlayer's mapped through the layer's
/// `beginTime`, `speed` and `timeOffset` — local = (parent − beginTime) × speed + timeOffset — starting from the scene
/// time (`CACurrentMediaTime()`) above the root. Animations added to a layer run in its time.
extension CALayer {
    /// Whether the layer's own timing is the identity (the common case, checked before walking up).
    private var hasIdentityTiming: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// The layer's time at scene time `sceneTime`.
    package func localTime(atSceneTime sceneTime: TimeInterval) -> TimeInterval {
        let parentTime = superlayer?.localTime(atSceneTime: sceneTime) ?? sceneTime
        if hasIdentityTiming { return parentTime }
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The scene time at which the layer's time reads `localTime`. A layer whose time is stopped (`speed` 0 here or
    /// above) reads one time for every scene time; then the scene time at which it started is given.
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
