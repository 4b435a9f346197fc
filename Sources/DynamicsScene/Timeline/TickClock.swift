import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// The scene's fixed simulation step: tick n happens at t = n / 60 s, like a 60 Hz display link.
public enum TickClock {
    /// Ticks per second.
    public static let ticksPerSecond = 60
    /// Seconds per tick.
    public static let tickDuration: TimeInterval = 1.0 / 60

    /// Time of tick `index`.
    public static func time(ofTick index: Int) -> TimeInterval { TimeInterval(index) / TimeInterval(ticksPerSecond) }

    /// Longest scripted time in seconds (about 48 years of ticks), far below where tick numbers could overflow.
    public static let longestScript: TimeInterval = 1e9

    /// The last tick at or before `time` (clamped to ±`longestScript`); a tolerance absorbs rounding so that t = k / fps includes the tick that
    /// falls exactly on it.
    public static func lastTick(atOrBefore time: TimeInterval) -> Int {
        Int((clamped(time) * TimeInterval(ticksPerSecond) + 1e-6).rounded(.down))
    }

    /// The first tick at or after `time` (clamped to ±`longestScript`).
    public static func firstTick(atOrAfter time: TimeInterval) -> Int {
        Int((clamped(time) * TimeInterval(ticksPerSecond) - 1e-6).rounded(.up))
    }

    /// `time` limited to ±`longestScript`; NaN becomes 0.
    private static func clamped(_ time: TimeInterval) -> TimeInterval {
        time.isNaN ? 0 : min(max(time, -longestScript), longestScript)
    }
}
