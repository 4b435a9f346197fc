import Dispatch
import Foundation

/// Deadlines read on the scene clock (`DispatchTime.sceneNow()`), told apart from the wall clock's by their range.
///
/// A `DispatchTime` is one number of nanoseconds, and code adds its delay to it (`sceneNow() + 1`) before Dynamics
/// sees it, so the reading must map scene time onto that number with an offset alone: scene time 0 is `origin`,
/// 2^61 ns (73 years) of uptime, far above any machine's uptime and below the bits libdispatch keeps for its other
/// clocks (62 and 63). A deadline in `origin ..< limit` is scene time; anything lower is the wall clock's uptime.
package enum SceneDeadline {
    /// Scene time 0 as a `DispatchTime`'s uptime.
    static let origin: UInt64 = 1 << 61
    /// The first uptime that is not scene time: libdispatch reads bit 62 as its monotonic clock.
    static let limit: UInt64 = 1 << 62

    /// The last scene reading: its scene time and the wall clock's uptime then, so that a scene deadline used where
    /// no scene runs (a queue the app made, another thread) becomes a wall-clock deadline as far away.
    private nonisolated(unsafe) static var lastReading: (sceneTime: TimeInterval, uptime: UInt64)?
    private static let lock = NSLock()

    /// The `DispatchTime` of scene time `seconds` (not negative), remembered as the last reading.
    package static func reading(at seconds: TimeInterval) -> DispatchTime {
        let uptime = DispatchTime.now().uptimeNanoseconds
        lock.withLock { lastReading = (seconds, uptime) }
        return DispatchTime(uptimeNanoseconds: origin + UInt64((max(0, seconds) * 1e9).rounded()))
    }

    /// The scene time `deadline` names, or nil when it is a wall-clock deadline (or `distantFuture`).
    package static func sceneTime(of deadline: DispatchTime) -> TimeInterval? {
        let uptime = deadline.uptimeNanoseconds
        guard uptime >= origin, uptime < limit else { return nil }
        return Double(uptime - origin) / 1e9
    }

    /// The scene delay until `deadline` from scene time `now`: exact for a scene deadline (none for one past), and
    /// for a wall-clock deadline its distance from the wall clock now (`WallClockDistance`).
    package static func sceneDelay(until deadline: DispatchTime, now: TimeInterval) -> TimeInterval {
        if let due = sceneTime(of: deadline) { return max(0, due - now) }
        let wallNow = DispatchTime.now().uptimeNanoseconds
        let ahead = deadline.uptimeNanoseconds > wallNow ? deadline.uptimeNanoseconds - wallNow : 0
        return WallClockDistance.sceneDelay(nanoseconds: ahead)
    }

    /// `deadline` on the wall clock: a scene deadline as far from now as it was from the last scene reading (now if
    /// there was none), any other unchanged.
    package static func wallClockDeadline(_ deadline: DispatchTime) -> DispatchTime {
        guard let due = sceneTime(of: deadline) else { return deadline }
        guard let last = lock.withLock({ lastReading }) else { return .now() }
        let ahead = max(0, due - last.sceneTime)
        return DispatchTime(uptimeNanoseconds: last.uptime) + ahead
    }
}
