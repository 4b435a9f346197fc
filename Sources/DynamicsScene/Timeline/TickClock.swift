import Foundation

/// The scene's fixed simulation step: tick n happens at t = n / 60 s, like a 60 Hz display link.
public enum TickClock {
    /// Ticks per second.
    public static let ticksPerSecond = 60
    /// Seconds per tick.
    public static let tickDuration: TimeInterval = 1.0 / 60

    /// Time of tick `index`.
    public static func time(ofTick index: Int) -> TimeInterval { TimeInterval(index) / TimeInterval(ticksPerSecond) }

    /// The last tick at or before `time`; a tolerance absorbs rounding so that t = k / fps includes the tick that
    /// falls exactly on it.
    public static func lastTick(atOrBefore time: TimeInterval) -> Int {
        Int((time * TimeInterval(ticksPerSecond) + 1e-6).rounded(.down))
    }

    /// The first tick at or after `time`.
    public static func firstTick(atOrAfter time: TimeInterval) -> Int {
        Int((time * TimeInterval(ticksPerSecond) - 1e-6).rounded(.up))
    }
}
