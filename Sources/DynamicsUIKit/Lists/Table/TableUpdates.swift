import Foundation
import DynamicsGeometry

/// The row and section changes of one table update (a single call, or everything inside `performBatchUpdates`)
/// with the animation each was asked with. The index mapping and UIKit's consistency check are the collection
/// view's (`BatchUpdates`): deletions, reloads and move sources name rows and sections as they were before the
/// update, insertions and move destinations as they are after it.
struct TableUpdates {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [Int: Int] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var movedRows: [IndexPath: IndexPath] = [:]
    /// How many nested `beginUpdates()` are open.
    var depth = 0

    /// The changes without their animations.
    var changes: BatchUpdates {
        var changes = BatchUpdates()
        changes.deletedSections = IndexSet(deletedSections.keys)
        changes.insertedSections = IndexSet(insertedSections.keys)
        changes.reloadedSections = IndexSet(reloadedSections.keys)
        changes.movedSections = movedSections
        changes.deletedItems = Set(deletedRows.keys)
        changes.insertedItems = Set(insertedRows.keys)
        changes.reloadedItems = Set(reloadedRows.keys)
        changes.movedItems = movedRows
        return changes
    }

    /// The animation a row that loses its cell (old index path) leaves with.
    func leavingAnimation(_ old: IndexPath) -> UITableView.RowAnimation {
        reloadedRows[old] ?? deletedRows[old] ?? deletedSections[old.section] ?? reloadedSections[old.section] ?? .automatic
    }
}
