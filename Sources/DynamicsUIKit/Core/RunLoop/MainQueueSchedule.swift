import Foundation

/// The main queue of a scene: work that UIKit code sends to `DispatchQueue.main` while a scene runs, kept on the
/// scene clock so that it runs at a simulated time, in a fixed order, whatever the render speed.
///
/// Work runs in order of due time, then of queueing. A drain runs only what was queued before it started: work that
/// queues more work (a block that re-queues itself) gets the next drain, as a run-loop turn on iOS leaves blocks
/// queued during the turn to the next one — so a drain always ends.
struct MainQueueSchedule {
    private struct Entry {
        let due: TimeInterval
        let sequence: Int
        let work: () -> Void
    }

    private var entries: [Entry] = []
    private var nextSequence = 0

    /// Whether nothing is waiting.
    var isEmpty: Bool { entries.isEmpty }

    /// Queues `work` to run at the first drain at or after `due` seconds of scene time.
    mutating func enqueue(due: TimeInterval, _ work: @escaping () -> Void) {
        let entry = Entry(due: due, sequence: nextSequence, work: work)
        nextSequence += 1
        // Keep the list sorted by (due, sequence); a new entry goes after every entry due no later than it.
        let index = entries.lastIndex { $0.due <= due }.map { $0 + 1 } ?? 0
        entries.insert(entry, at: index)
    }

    /// Removes and returns, in running order, the work due at `now` that was queued before this call.
    mutating func takeDue(at now: TimeInterval) -> [() -> Void] {
        // A microsecond of slack: a delay of exactly n ticks is due on the n-th tick despite rounding.
        let dueCount = entries.firstIndex { $0.due > now + 1e-6 } ?? entries.count
        let due = entries.prefix(dueCount).map(\.work)
        entries.removeFirst(dueCount)
        return due
    }
}
