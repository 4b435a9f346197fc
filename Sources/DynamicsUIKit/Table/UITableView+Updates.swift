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

    /// Runs `updates` (insertions, deletions and reloads) as one animated change, then `completion` with true when
    /// the animation finished.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Starts collecting insertions and deletions into one animated change (calls nest).
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = TableUpdates() }
        pendingUpdates?.depth += 1
    }

    /// Applies what was collected since the matching `beginUpdates()`.
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        guard var updates = pendingUpdates else { return }
        updates.depth -= 1
        guard updates.depth == 0 else {
            pendingUpdates = updates
            return
        }
        pendingUpdates = nil
        apply(updates, completion: completion)
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
    private func apply(_ updates: TableUpdates, completion: ((Bool) -> Void)?) {
        if needsReload {
            reloadData()
            completion?(true)
            return
        }
        let oldCounts = rowCounts
        let newCounts = dataSource.map { source in
            (0..<max(0, source.numberOfSections(in: self))).map { max(0, source.tableView(self, numberOfRowsInSection: $0)) }
        } ?? []
        updates.validate(oldCounts: oldCounts, newCounts: newCounts)

        var leaving: [(UITableViewCell, IndexPath, RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if let reload = updates.reloadedRows[old] {
                leaving.append((cell, old, reload))
            } else if let new = updates.newIndexPath(old) {
                kept[new] = cell
            } else {
                leaving.append((cell, old, updates.deletedRows[old] ?? updates.deletedSections[old.section] ?? .automatic))
            }
        }
        var arriving = updates.insertedRows
        for (old, animation) in updates.reloadedRows {
            if let new = updates.newIndexPath(old) { arriving[new] = animation }
        }
        for (section, animation) in updates.insertedSections where newCounts.indices.contains(section) {
            for row in 0..<newCounts[section] { arriving[IndexPath(row: row, section: section)] = animation }
        }
        selectedRows = Set(selectedRows.compactMap { updates.reloadedRows[$0] == nil ? updates.newIndexPath($0) : nil })
        measuredRowHeights = Dictionary(measuredRowHeights.compactMap { old, height in
            updates.reloadedRows[old] == nil ? updates.newIndexPath(old).map { ($0, height) } : nil
        }, uniquingKeysWith: { first, _ in first })

        rowCounts = newCounts
        visibleCellsByIndexPath = kept
        for key in sectionViews.keys.sorted() { removeSectionView(for: key) }
        suppliedSectionViews = [:]
        invalidateGeometry()

        let oldFrames = leaving.map { $0.0.frame }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [], animations: {
            self.layoutRows()
        }, completion: completion)
        for ((cell, old, animation), frame) in zip(leaving, oldFrames) { animateOut(cell, from: frame, at: old, with: animation) }
        for (indexPath, animation) in arriving.sorted(by: { $0.key < $1.key }) {
            if let cell = visibleCellsByIndexPath[indexPath] { animateIn(cell, with: animation) }
        }
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
        }
    }
}
