import Foundation

/// How an animation shows outside its active time (Core Animation's `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as Core Animation spells it.
    public let rawValue: String
    /// A mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing shows before the start or after the end (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (while the animation is still on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the start (during a begin-time delay).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both of the above.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing of one animation in its parent's time, as `CAMediaTiming` defines it: the active period starts at
/// `beginTime` and runs at `speed`; `timeOffset` shifts where in the active period it starts (wrapping round);
/// iterations of `duration` (twice that with `autoreverses`) repeat `repeatCount` times or for `repeatDuration`.
struct MediaTimeline {
    var beginTime: Double
    var duration: Double
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    /// One iteration, forwards and (with `autoreverses`) back.
    private var cycle: Double { duration * (autoreverses ? 2 : 1) }

    /// The length of the active period in local time: `repeatDuration` when set, else `repeatCount` cycles (at
    /// least part of one; 0 means one), infinite for `.infinity`.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return cycle * (repeatCount > 0 ? repeatCount : 1)
    }

    /// The parent time at which the active period ends; infinite when it never does (endless repeats, speed 0).
    var endTime: Double {
        let active = activeDuration
        guard active.isFinite, speed != 0 else { return .infinity }
        return beginTime + active / abs(speed)
    }

    /// Whether the active period has begun at parent time `time`.
    func hasBegun(at time: Double) -> Bool { (time - beginTime) * speed >= -1e-9 || speed == 0 && time >= beginTime }

    /// The fraction 0…1 of the simple duration shown at parent time `time` (before any timing function), or nil
    /// when the animation shows nothing then (before its start or after its end, unless filled).
    func fraction(at time: Double) -> Double? {
        let elapsed = (time - beginTime) * abs(speed)
        let active = activeDuration
        if elapsed < -1e-9 {
            return fillMode == .backwards || fillMode == .both ? position(timeOffset.truncatingRemainder(dividingBy: cycleGuard)) : nil
        }
        if active.isFinite, elapsed >= active - 1e-9 {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            return endFraction
        }
        var local = elapsed + timeOffset
        if active.isFinite, active > 0 { local = local.truncatingRemainder(dividingBy: active) }
        return position(local)
    }

    /// Guards the remainder against a zero cycle.
    private var cycleGuard: Double { cycle > 0 ? cycle : 1 }

    /// Where the last iteration ends (1, or 0 after an autoreversed one, or part of the way for fractional counts).
    private var endFraction: Double {
        guard duration > 0 else { return 1 }
        let active = activeDuration
        let inCycle = active.truncatingRemainder(dividingBy: cycle)
        if inCycle < 1e-9 { return autoreverses ? 0 : 1 }
        return position(inCycle)
    }

    /// The fraction of the simple duration at local time `local` within the active period.
    private func position(_ local: Double) -> Double {
        guard duration > 0 else { return 1 }
        var inCycle = local.truncatingRemainder(dividingBy: cycle)
        if inCycle < 0 { inCycle += cycle }
        if autoreverses, inCycle > duration { inCycle = cycle - inCycle }
        return min(max(inCycle / duration, 0), 1)
    }
}

extension MediaTimeline {
    /// The timeline of a timing object (an animation, a layer) whose iterations last `duration` (an extension, so
    /// the memberwise initialiser stays).
    init(_ timing: some CAMediaTiming, duration: Double) {
        self.init(beginTime: timing.beginTime, duration: duration)
        speed = Double(timing.speed)
        timeOffset = timing.timeOffset
        repeatCount = Double(timing.repeatCount)
        repeatDuration = timing.repeatDuration
        autoreverses = timing.autoreverses
        fillMode = timing.fillMode
    }
}
