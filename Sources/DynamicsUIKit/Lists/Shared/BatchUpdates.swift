import Foundation

/// The section and item changes of one collection-view update (a single call, or everything inside
/// `performBatchUpdates`), and how index paths before the update map to index paths after it.
///
/// As in UIKit, deletions, reloads and the sources of moves name sections and items as they were before the update;
/// insertions and the destinations of moves name them as they are after it. Every new slot is taken by an inserted
/// element, a moved one, or — in the order they had — by the elements that stayed.
struct BatchUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Old section → new section.
    var movedSections: [Int: Int] = [:]
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    /// Old index path → new index path.
    var movedItems: [IndexPath: IndexPath] = [:]
    /// How many nested batches are open.
    var depth = 0

    /// Where an old section ends up; nil when it is deleted.
    func newSection(_ old: Int) -> Int? {
        if deletedSections.contains(old) { return nil }
        if let moved = movedSections[old] { return moved }
        let rank = old - deletedSections.count(in: 0..<old) - movedSections.keys.filter { $0 < old }.count
        return Self.freeSlot(rank, taken: Set(insertedSections).union(movedSections.values))
    }

    /// Where an old item ends up (a reloaded item keeps its place); nil when it or its section is deleted.
    func newIndexPath(_ old: IndexPath) -> IndexPath? {
        if let moved = movedItems[old] { return moved }
        guard !deletedItems.contains(old), let section = newSection(old.section) else { return nil }
        let rank = old.item - deletedItems.filter { $0.section == old.section && $0.item < old.item }.count
            - movedItems.keys.filter { $0.section == old.section && $0.item < old.item }.count
        var taken = Set(insertedItems.filter { $0.section == section }.map(\.item))
        taken.formUnion(movedItems.values.filter { $0.section == section }.map(\.item))
        return IndexPath(item: Self.freeSlot(rank, taken: taken), section: section)
    }

    /// The `rank`-th index (from 0) that is not in `taken`.
    private static func freeSlot(_ rank: Int, taken: Set<Int>) -> Int {
        var slot = rank
        for index in taken.sorted() where index <= slot { slot += 1 }
        return slot
    }

    /// Whether nothing changes.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}
