import CCairo
import Foundation

/// Keeps every Cairo surface a frame snapshot may read alive, and unchanged, until that snapshot is rasterised.
///
/// A `FrameSnapshot` records its frame's drawing commands on the main actor and is rasterised later on a worker
/// thread. Its commands point at the image surfaces the frame painted (backing stores, decoded images, particle
/// sprites, shadow masks) through Cairo's copy-on-write snapshots, which are safe to read from another thread only
/// while nothing finishes or modifies the surface beneath them, and whose bookkeeping lists are not locked. So:
/// - the renderer never draws into a surface after creating it (a redrawn backing store is a new surface);
/// - a surface whose owner goes away is parked here (`release`) and destroyed only once every snapshot recorded
///   before that moment is gone, so a worker never drops its last reference;
/// - snapshots themselves are destroyed here too, on the thread that records (`drain`), never on a worker.
/// The lock guards the lists only; every `cairo_surface_destroy` happens in `drain` or when nothing is recorded.
enum RecordedSurfaces {
    private struct State {
        /// Snapshots recorded and not yet destroyed, by sequence number.
        var live: Set<UInt64> = []
        /// The last sequence number given out.
        var newest: UInt64 = 0
        /// Snapshots whose owners let go of them, to be destroyed by `drain`.
        var finished: [(id: UInt64, surface: OpaquePointer)] = []
        /// Surfaces let go while snapshots were live, with the newest sequence number at that moment.
        var parked: [(newest: UInt64, surface: OpaquePointer)] = []
    }

    nonisolated(unsafe) private static var state = State()
    private static let lock = NSLock()

    /// Registers a snapshot about to be recorded; returns its sequence number.
    static func beginSnapshot() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        state.newest += 1
        state.live.insert(state.newest)
        return state.newest
    }

    /// Hands a snapshot's recording surface back for destruction by the next `drain` (from any thread).
    static func finishSnapshot(_ id: UInt64, surface: OpaquePointer) {
        lock.lock()
        state.finished.append((id, surface))
        lock.unlock()
    }

    /// Destroys `surface` now when no snapshot is live, else once every snapshot live now is gone.
    static func release(_ surface: OpaquePointer) {
        lock.lock()
        if state.live.isEmpty {
            lock.unlock()
            cairo_surface_destroy(surface)
            return
        }
        state.parked.append((state.newest, surface))
        lock.unlock()
    }

    /// Destroys the snapshots handed back and the parked surfaces no live snapshot can read. Called on the
    /// recording thread before each recording, so destruction never races a recording in progress.
    static func drain() {
        lock.lock()
        let finished = state.finished
        state.finished.removeAll()
        for entry in finished { state.live.remove(entry.id) }
        let oldestLive = state.live.min() ?? .max
        var freed: [OpaquePointer] = []
        state.parked.removeAll { entry in
            guard entry.newest < oldestLive else { return false }
            freed.append(entry.surface)
            return true
        }
        lock.unlock()
        for entry in finished { cairo_surface_destroy(entry.surface) }
        for surface in freed { cairo_surface_destroy(surface) }
    }
}
