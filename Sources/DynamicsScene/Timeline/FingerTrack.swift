import Foundation
import DynamicsGeometry

/// One scripted finger on the tick clock: down on `firstTick`, at `position(tick)` on every tick until it lifts on
/// `lastTick` (the same tick for a finger that goes down and up at once).
struct FingerTrack {
    let firstTick: Int
    let lastTick: Int
    let position: (Int) -> CGPoint

    init(firstTick: Int, lastTick: Int, position: @escaping (Int) -> CGPoint) {
        self.firstTick = firstTick
        self.lastTick = lastTick
        self.position = position
    }

    /// A finger down at the first of `points` on the first tick at or after `time`, still for `holding` seconds, then
    /// along the polyline by arc length at constant speed until it lifts `duration` seconds later; nil for an empty
    /// path or times that are not finite or too far out.
    init?(along points: [CGPoint], from time: TimeInterval, holding: TimeInterval, duration: TimeInterval) {
        guard !points.isEmpty, time.isFinite, holding.isFinite, duration.isFinite,
              abs(time) + abs(holding) + abs(duration) < TickClock.longestScript,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let path = FingerPath(points: points)
        let firstTick = TickClock.firstTick(atOrAfter: time)
        let moveTick = max(firstTick, TickClock.firstTick(atOrAfter: time + max(0, holding)))
        let lastTick = max(moveTick, TickClock.firstTick(atOrAfter: time + max(0, holding) + max(0, duration)))
        self.init(firstTick: firstTick, lastTick: lastTick) { tick in
            tick <= moveTick ? points[0] : path.point(atFraction: Double(tick - moveTick) / Double(lastTick - moveTick))
        }
    }
}
