import DynamicsUIKit
import Foundation

/// The renderer's caches of one kind (backing stores, rasterised bitmaps, decoded images), in a table beside the
/// UIKit objects they belong to: each object stores only its `RenderCacheKey`, a row number and generation.
///
/// Reading is an array index and a generation compare, no hashing and no weak load: a row changes hands only after
/// its owner went away, and then its generation moves on, so a key that still matches belongs to a live owner (or
/// to an image copied from it, which shows the same pixels). Rows whose owners went away are found by their weak
/// owner and emptied when the table would otherwise grow past twice the rows live at the last sweep, so the table
/// never holds more than that, and a cache goes (and its surface back to `RecordedSurfaces`) at the latest by then.
/// Not locked: each table belongs to one isolation (`RenderCaches`).
final class RenderCacheTable<Owner: AnyObject, Value: AnyObject> {
    private struct Row {
        weak var owner: Owner?
        var generation: UInt32
        var value: Value?
    }

    private var rows: [Row] = []
    /// Emptied rows, reused before the table grows.
    private var free: [Int32] = []
    /// Rows in use after the last sweep: the table sweeps again when it would grow past twice as many.
    private var liveAtLastSweep = 0
    /// Fewest rows before sweeping is worth it.
    private static var smallestSweep: Int { 64 }

    /// The cache stored under `key`, or nil when the key is fresh or its row has since been emptied.
    func value(at key: RenderCacheKey) -> Value? {
        let index = Int(key.row)
        guard index >= 0, index < rows.count, rows[index].generation == key.generation else { return nil }
        return rows[index].value
    }

    /// Stores `value` as `owner`'s cache: in `key`'s row while it is still the owner's, else in a fresh row whose key
    /// is written to `key`.
    func store(_ value: Value, for owner: Owner, key: inout RenderCacheKey) {
        let index = Int(key.row)
        if index >= 0, index < rows.count, rows[index].generation == key.generation, rows[index].owner === owner {
            rows[index].value = value
            return
        }
        if free.isEmpty, rows.count >= max(Self.smallestSweep, 2 * liveAtLastSweep) { sweep() }
        let row: Int
        if let reused = free.popLast() {
            row = Int(reused)
            rows[row].owner = owner
            rows[row].value = value
        } else {
            row = rows.count
            rows.append(Row(owner: owner, generation: 0, value: value))
        }
        key = RenderCacheKey(row: Int32(row), generation: rows[row].generation)
    }

    /// Empties the rows whose owners went away, moving their generation on so their keys match nothing.
    private func sweep() {
        var live = 0
        for index in rows.indices {
            // Called only when no row is free, so every row without an owner is one to empty.
            if rows[index].owner != nil {
                live += 1
            } else {
                rows[index].value = nil
                rows[index].generation &+= 1
                free.append(Int32(index))
            }
        }
        liveAtLastSweep = live
    }

    /// How many rows hold a cache (for tests of the sweep).
    var occupiedRows: Int { rows.count { $0.value != nil } }
}
