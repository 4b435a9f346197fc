import Foundation
import DynamicsGeometry

/// The haptic events of one scene run, on its clock. The scene runner installs one per run with `withCurrent(_:)`,
/// as it installs its `AnimationClock`, so scenes sharing a process never see each other's events; feedback
/// generators, Core Haptics players and system vibrations record into `HapticLog.current`. Outside a scene there is
/// none and haptics play nowhere, as on a device without a Taptic Engine.
///
/// The log is confined to the thread that installed it (the scene's main actor); Core Haptics, which the SDK does not
/// mark main-actor, reaches it from the same thread through `current`.
public final class HapticLog {
    /// Events in time order (those recorded for the same time in recording order), including ones a Core Haptics
    /// player scheduled for later.
    private var entries: [(event: HapticEvent, owner: ObjectIdentifier?)] = []
    /// The longest duration of an event recorded so far: how far before a time an event can start and still play.
    private var longestDuration: TimeInterval = 0
    /// What plans its events a little ahead of the clock (a looping Core Haptics player), told each new time, in the
    /// order they asked: the same scene records the same events in the same order.
    private var planners: [(owner: ObjectIdentifier, plan: (TimeInterval) -> Void)] = []
    /// The scene time now; the runner moves it at every tick, and the planners plan up to it.
    public package(set) var now: TimeInterval = 0 {
        didSet { for planner in planners { planner.plan(now) } }
    }
    /// Where the latest scripted finger was (down, moved or lifted), in window coordinates.
    package var latestTouch: CGPoint?
    /// Where events with no view and no touch are shown: the window's centre.
    package let windowCenter: CGPoint

    private nonisolated static let slot = ThreadScoped<HapticLog>()

    /// A log for a window of `windowSize` points.
    public init(windowSize: CGSize) {
        windowCenter = CGPoint(x: windowSize.width / 2, y: windowSize.height / 2)
    }

    /// The log installed on this thread by `withCurrent(_:)`, if any.
    public static var current: HapticLog? { slot.value }

    /// Runs `body` with this log as `HapticLog.current`, then restores the previous one.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try HapticLog.slot.withValue(self, body)
    }

    /// Every event due by `time` (at or before it), in time order; by default all, those a Core Haptics player
    /// scheduled for later included.
    public func events(through time: TimeInterval = .infinity) -> [HapticEvent] {
        entries.map(\.event).filter { $0.time <= time }
    }

    /// Events due after `start` and at or before `end`, in time order.
    public func events(after start: TimeInterval, through end: TimeInterval) -> [HapticEvent] {
        entries.map(\.event).filter { $0.time > start && $0.time <= end }
    }

    /// Where an event is shown and why: `location` (already in window coordinates) when given, else the latest
    /// touch, else the window's centre.
    package func place(_ location: CGPoint?) -> (CGPoint, HapticEvent.Origin) {
        if let location { return (location, .view) }
        if let latestTouch { return (latestTouch, .touch) }
        return (windowCenter, .window)
    }

    /// Records `event`, keeping time order; `owner` (a Core Haptics player) can take back its events not yet due.
    package func record(_ event: HapticEvent, owner: ObjectIdentifier? = nil) {
        let index = entries.lastIndex { $0.event.time <= event.time }.map { $0 + 1 } ?? 0
        entries.insert((event, owner), at: index)
        longestDuration = max(longestDuration, event.duration)
    }

    /// Calls `plan` with every new time from now on (after `planners` added earlier), until `stopPlanning(owner:)`:
    /// a looping player records its events only a little ahead of the clock, so a change re-plans only those.
    package func keepPlanning(owner: ObjectIdentifier, _ plan: @escaping (TimeInterval) -> Void) {
        if let index = planners.firstIndex(where: { $0.owner == owner }) {
            planners[index].plan = plan
        } else {
            planners.append((owner, plan))
        }
    }

    /// Stops telling `owner` the time.
    package func stopPlanning(owner: ObjectIdentifier) {
        planners.removeAll { $0.owner == owner }
    }

    /// Records `event`, the rest of a continuous event of `owner` from its time on: joined to `owner`'s continuous
    /// event ending exactly then when it plays the same (same intensity, sharpness and place), else recorded as a
    /// piece of its own.
    package func recordContinuation(_ event: HapticEvent, owner: ObjectIdentifier) {
        if let index = entries.lastIndex(where: { entry in
            entry.owner == owner && entry.event.kind == .continuous
                && abs(entry.event.time + entry.event.duration - event.time) < 1e-9
                && entry.event.intensity == event.intensity && entry.event.sharpness == event.sharpness
                && entry.event.location == event.location
        }) {
            entries[index].event.duration = event.time + event.duration - entries[index].event.time
            longestDuration = max(longestDuration, entries[index].event.duration)
        } else {
            record(event, owner: owner)
        }
    }

    /// Removes `owner`'s events due at or after `time` and ends its continuous events still playing then (a player
    /// stopped, paused or changed).
    ///
    /// Only the entries that can still play at `time` are looked at (those starting less than the longest duration
    /// before it, or at it), so a player changed every frame costs what it has planned, not the whole log.
    package func cancel(owner: ObjectIdentifier, from time: TimeInterval) {
        var first = entries.endIndex
        while first > entries.startIndex, entries[first - 1].event.time >= time - longestDuration { first -= 1 }
        var index = first
        while index < entries.endIndex {
            guard entries[index].owner == owner else { index += 1; continue }
            let event = entries[index].event
            if event.time >= time {
                entries.remove(at: index)
                continue
            }
            if event.time + event.duration > time { entries[index].event.duration = time - event.time }
            index += 1
        }
    }

    /// Records an event of `kind` now on the current log, shown at `location` (window coordinates) or by the
    /// touch-then-centre rule; nothing without a log or with an intensity that is not a number. For other modules
    /// that play haptics (a system vibration from Audio Services): `HapticLog.record(.vibration, duration: 0.4)`.
    package static func record(_ kind: HapticEvent.Kind, style: String? = nil, intensity: Double = 1,
                               sharpness: Double? = nil, duration: TimeInterval = 0, at location: CGPoint? = nil) {
        guard let log = current, !intensity.isNaN else { return }
        let (point, origin) = log.place(location)
        log.record(HapticEvent(time: log.now, kind: kind, style: style, intensity: min(max(intensity, 0), 1),
                               sharpness: sharpness, duration: max(0, duration.isFinite ? duration : 0),
                               location: point, origin: origin))
    }
}
