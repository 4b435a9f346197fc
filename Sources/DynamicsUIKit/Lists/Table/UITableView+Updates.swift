import Foundation
import DynamicsGeometry

extension UITableView {
    /// How long row insertions, deletions and the moves they cause take (docs/tables.md).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Inserts rows at `indexPaths` (as they are after the update): the data source must already count them. The
    /// rows below move down and the new rows come in with `animation`, on the animation clock.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for indexPath in indexPaths { $0.insertedRows[indexPath] = animation } }
    }

    /// Deletes the rows at `indexPaths` (as they were before the update): the data source must already leave them
    /// out. The rows go out with `animation` and the rows below move up.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for indexPath in indexPaths { $0.deletedRows[indexPath] = animation } }
    }

    /// Replaces the cells of the rows at `indexPaths` (as they were before the update) by new ones from the data
    /// source: the old cells go out and the new ones come in with `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for indexPath in indexPaths { $0.reloadedRows[indexPath] = animation } }
    }

    /// Inserts the sections (as they are after the update), their rows coming in with `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections { $0.insertedSections[section] = animation } }
    }

    /// Deletes the sections (as they were before the update), their rows going out with `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections { $0.deletedSections[section] = animation } }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it), keeping its cell, which
    /// slides to its new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows[indexPath] = newIndexPath }
    }

    /// Replaces the rows of the sections (as they were before the update) by the data source's new ones, the old
    /// cells going out and the new ones coming in with `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections { $0.reloadedSections[section] = animation } }
    }

    /// Moves the section `section` (before the update) to `newSection` (after it), with its rows and their cells.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections[section] = newSection }
    }

    /// Runs `updates` (insertions, deletions and reloads) as one animated change, then `completion` with true when
    /// the animation finished.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Starts collecting insertions and deletions into one animated change (calls nest).
    public func beginUpdates() {
        pendingUpdates.openBatch()
    }

    /// Applies what was collected since the matching `beginUpdates()`.
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        if let updates = pendingUpdates.closeBatch() { apply(updates, animated: true, completion: completion) }
    }

    /// Applies changes worked out elsewhere (a diffable data source's), every one with `animation`; without
    /// `animated` the rows are at their new places at once.
    func applyChanges(_ changes: BatchUpdates, with animation: RowAnimation, animated: Bool,
                      completion: ((Bool) -> Void)?) {
        var updates = TableUpdates()
        for section in changes.deletedSections { updates.deletedSections[section] = animation }
        for section in changes.insertedSections { updates.insertedSections[section] = animation }
        for section in changes.reloadedSections { updates.reloadedSections[section] = animation }
        for row in changes.deletedItems { updates.deletedRows[row] = animation }
        for row in changes.insertedItems { updates.insertedRows[row] = animation }
        for row in changes.reloadedItems { updates.reloadedRows[row] = animation }
        updates.movedSections = changes.movedSections
        updates.movedRows = changes.movedItems
        apply(updates, animated: animated, completion: completion)
    }

    /// Adds a change to the open batch, or applies it alone.
    private func update(_ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates!)
        endUpdates()
    }

    /// Checks the new counts, carries the visible cells, the selection and measured heights over to their new
    /// index paths, and animates: cells of deleted rows go out, rows that stay move to their new places, cells of
    /// inserted rows come in.
    private func apply(_ updates: TableUpdates, animated: Bool, completion: ((Bool) -> Void)?) {
        if needsReload {
            reloadData()
            completion?(true)
            return
        }
        updateGeneration += 1
        let oldCounts = rowCounts
        let newCounts = dataSource.map { source in
            (0..<max(0, source.numberOfSections(in: self))).map { max(0, source.tableView(self, numberOfRowsInSection: $0)) }
        } ?? []
        let changes = updates.changes
        changes.validate(oldCounts: oldCounts, newCounts: newCounts, .table)

        var leaving: [(UITableViewCell, IndexPath, RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if !changes.replacesCell(at: old), let new = changes.newIndexPath(old) {
                kept[new] = cell
            } else {
                leaving.append((cell, old, updates.leavingAnimation(old)))
            }
        }
        var arriving = updates.insertedRows
        for (old, animation) in updates.reloadedRows {
            if let new = changes.newIndexPath(old) { arriving[new] = animation }
        }
        var wholeSections = updates.insertedSections
        for (old, animation) in updates.reloadedSections {
            if let new = changes.newSection(old) { wholeSections[new] = animation }
        }
        for (section, animation) in wholeSections where newCounts.indices.contains(section) {
            for row in 0..<newCounts[section] { arriving[IndexPath(row: row, section: section)] = animation }
        }
        selectedRows = Set(selectedRows.compactMap { changes.replacesCell(at: $0) ? nil : changes.newIndexPath($0) })
        measuredRowHeights = Dictionary(measuredRowHeights.compactMap { old, height in
            changes.replacesCell(at: old) ? nil : changes.newIndexPath(old).map { ($0, height) }
        }, uniquingKeysWith: { first, _ in first })

        rowCounts = newCounts
        visibleCellsByIndexPath = kept
        for key in sectionViews.keys.sorted() { removeSectionView(for: key) }
        suppliedSectionViews = [:]
        invalidateGeometry()

        guard animated else {
            layoutRows()
            for (cell, old, _) in leaving { retire(cell, at: old) }
            swipedRowsChanged()
            completion?(true)
            return
        }
        let oldFrames = leaving.map { $0.0.frame }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [], animations: {
            self.layoutRows()
        }, completion: completion)
        for ((cell, old, animation), frame) in zip(leaving, oldFrames) { animateOut(cell, from: frame, at: old, with: animation) }
        for (indexPath, animation) in arriving.sorted(by: { $0.key < $1.key }) {
            if let cell = visibleCellsByIndexPath[indexPath] { animateIn(cell, with: animation) }
        }
        swipedRowsChanged()
    }

    /// Moves a cell of a removed row out as `animation` says, then into its reuse queue.
    private func animateOut(_ cell: UITableViewCell, from frame: CGRect, at indexPath: IndexPath, with animation: RowAnimation) {
        guard animation != .none else {
            retire(cell, at: indexPath)
            return
        }
        disappearingCells.append(cell)
        sendSubviewToBack(cell)
        let motion = RowMotion(animation, frame: frame, tableWidth: bounds.width)
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [], animations: {
            cell.frame = frame.offsetBy(dx: motion.dx, dy: motion.dy)
            if motion.fades { cell.alpha = 0 }
        }, completion: { [weak self] _ in
            guard let self, let index = self.disappearingCells.firstIndex(where: { $0 === cell }) else { return }
            self.disappearingCells.remove(at: index)
            self.retire(cell, at: indexPath)
        })
    }

    /// Brings a cell of an added row in as `animation` says, from outside its frame or transparent.
    private func animateIn(_ cell: UITableViewCell, with animation: RowAnimation) {
        guard animation != .none else { return }
        let frame = cell.frame
        let motion = RowMotion(animation, frame: frame, tableWidth: bounds.width)
        UIView.performWithoutAnimation {
            cell.frame = frame.offsetBy(dx: motion.dx, dy: motion.dy)
            if motion.fades { cell.alpha = 0 }
        }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [], animations: {
            cell.frame = frame
            cell.alpha = 1
        })
    }
}

/// Where a row animation moves a row's cell, relative to its frame, and whether it fades.
struct RowMotion {
    var dx: CGFloat = 0
    var dy: CGFloat = 0
    var fades = false

    init(_ animation: UITableView.RowAnimation, frame: CGRect, tableWidth: CGFloat) {
        switch animation {
        case .fade, .middle, .automatic: fades = true
        case .left: dx = -frame.maxX
        case .right: dx = tableWidth - frame.minX
        case .top:
            dy = -frame.height
            fades = true
        case .bottom:
            dy = frame.height
            fades = true
        case .none: break
        @unknown default: fades = true
        }
    }
}
