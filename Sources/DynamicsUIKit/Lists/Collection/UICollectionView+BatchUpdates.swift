import Foundation

extension UICollectionView {
    /// Runs `updates` (insertions, deletions, moves and reloads, made after changing the data source) as one
    /// animated change, then `completion` with true when the animations finished. The data source's counts after
    /// `updates` must match the changes, or UIKit's `NSInternalInconsistencyException` is raised with UIKit's text.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        openBatch()
        updates?()
        closeBatch(completion: completion)
    }

    /// Starts collecting changes into one update (batches nest).
    private func openBatch() {
        pendingUpdates.openBatch()
    }

    /// Applies what was collected once the outermost batch closes.
    private func closeBatch(completion: ((Bool) -> Void)?) {
        if let changes = pendingUpdates.closeBatch() { applyUpdate(changes, animated: true, completion: completion) }
    }

    /// Inserts items at `indexPaths` (as they are after the update); the data source must already count them.
    public func insertItems(at indexPaths: [IndexPath]) {
        update { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes the items at `indexPaths` (as they were before the update); the data source must already leave them out.
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it), keeping its cell.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems[indexPath] = newIndexPath }
    }

    /// Asks the data source again for the cells of the items at `indexPaths` (as they were before the update).
    public func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Inserts the sections (as they are after the update) with all their items.
    public func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections (as they were before the update) with all their items.
    public func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Moves the section `section` (before the update) to `newSection` (after it), with its items and their cells.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections[section] = newSection }
    }

    /// Asks the data source again for the item counts and cells of the sections (as they were before the update).
    public func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Adds a change to the open batch, or applies it alone (animated, as UIKit does outside a batch too).
    private func update(_ change: (inout BatchUpdates) -> Void) {
        openBatch()
        change(&pendingUpdates!)
        closeBatch(completion: nil)
    }
}
