import Foundation

/// Scripted events waiting for their time, run in time order and, at equal times, in the order they were scheduled.
struct EventQueue {
    private struct Event {
        let time: TimeInterval
        let body: () -> Void
    }

    private var pending: [Event] = []

    /// Schedules `body` to run at the first tick whose time is ≥ `time`; a time that is not finite never comes.
    mutating func schedule(at time: TimeInterval, _ body: @escaping () -> Void) {
        guard time.isFinite else { return }
        let event = Event(time: time, body: body)
        // Sorted insertion after every event with time ≤ `time`, so equal times keep scheduling order.
        let index = pending.firstIndex { $0.time > time } ?? pending.count
        pending.insert(event, at: index)
    }

    /// Removes and returns the earliest event due at or before `time`, if any.
    mutating func popDue(atOrBefore time: TimeInterval) -> (() -> Void)? {
        guard let first = pending.first, first.time <= time else { return nil }
        pending.removeFirst()
        return first.body
    }
}
