import Foundation
import DynamicsGeometry

extension UITableView: RowSwipeHost {
    /// The actions a swipe reveals on one side of the row: none unless the data source lets the row edit; the
    /// delegate's configuration; else, for the trailing side, the Delete button when the row's editing style is
    /// `.delete` and the data source implements `tableView(_:commit:forRowAt:)`, as in UIKit. Nil or no actions:
    /// the side does not swipe.
    ///
    /// A commit method that ignores the style deleted (or reloaded) rows when asked with `.none`: then there is no
    /// configuration, so the swipe does not open on rows that moved under the finger.
    func swipeConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        let generation = updateGeneration
        let configuration = swipeActions(at: indexPath, leading: leading)
        return generation == updateGeneration ? configuration : nil
    }

    private func swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        if leading { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        if let configured = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configured
        }
        guard tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete == .delete,
              dataSourceCommits(dataSource, at: indexPath) else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let swipe = openSwipe else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: swipe.indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Whether the data source implements `tableView(_:commit:forRowAt:)`: asked once per data source by committing
    /// `.none`, a style UIKit never commits, which the protocol's default answers by marking the table
    /// (Sources/DynamicsUIKit/DECISIONS.md says why, and what a method that ignores the style costs).
    private func dataSourceCommits(_ dataSource: any UITableViewDataSource, at indexPath: IndexPath) -> Bool {
        let source = ObjectIdentifier(dataSource)
        if let known = commitProbe, known.source == source { return known.commits }
        commitRequirementMissing = false
        let generation = updateGeneration
        dataSource.tableView(self, commit: .none, forRowAt: indexPath)
        if generation != updateGeneration {
            logUIKitWarning("tableView(_:commit:forRowAt:) changed the table when asked with the style .none, which "
                + "UIKit never commits; Dynamics asks once to learn whether the method exists (docs/tables.md)")
        }
        let commits = !commitRequirementMissing
        commitRequirementMissing = false
        commitProbe = (source, commits)
        return commits
    }

    /// A tap in editing mode on a row's delete control turns its bar upright and slides the row over the Delete
    /// button (the trailing actions). Returns false when the tap was elsewhere.
    func tapDeleteControl(at point: CGPoint) -> Bool {
        guard editingState, let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath),
              cell.isEditing, cell.editingStyle == .delete,
              cell.editControl.superview === cell, cell.editControl.frame.contains(cell.convert(point, from: self))
        else { return false }
        guard let configuration = swipeConfiguration(at: indexPath, leading: false), !configuration.actions.isEmpty
        else { return true }
        let swipe = RowSwipe(indexPath: indexPath, cell: cell, configuration: configuration,
                               onRight: effectiveUserInterfaceLayoutDirection != .rightToLeft, fromEditControl: true)
        open(swipe)
        cell.editControl.showsConfirmation = true
        settle(swipe, at: swipe.actionsView.openWidth)
        return true
    }
}

extension UITableView {
    /// Rows do not swipe in editing mode (its delete controls reveal the Delete button instead).
    var blocksSwipes: Bool { editingState }

    /// The row under `point`.
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    /// The row's cell on screen.
    func swipeCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    /// The row a cell shows now.
    func swipeIndexPath(of cell: UIView) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The swipe opened: a swiped row (not a delete control's) puts the table in editing mode for that row, as iOS
    /// does — `isEditing` turns true, `tableView(_:willBeginEditingRowAt:)` is told, and a `UITableViewController`
    /// that is the delegate is sent `setEditing(true, animated: true)` (its Edit button turns to Done) — without
    /// giving the other rows their editing controls.
    func swipeBegan(_ swipe: RowSwipe) {
        clearHighlights()
        tableDelegate?.tableView(self, willBeginEditingRowAt: swipe.indexPath)
        if !swipe.fromEditControl { delegatingController?.setEditing(true, animated: true) }
    }

    /// The swipe ended: the delete control's bar lies down again; a swiped row leaves editing mode (`isEditing`
    /// false, `tableView(_:didEndEditingRowAt:)`, then the controller's `setEditing(false, animated: true)`).
    func swipeEnded(_ swipe: RowSwipe, at indexPath: IndexPath?) {
        (swipe.cell as? UITableViewCell)?.editControl.showsConfirmation = false
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
        if !swipe.fromEditControl { delegatingController?.setEditing(false, animated: true) }
    }

    /// Puts the swiped cell at its row's place (moved while it is open).
    func placeSwipedCell(_ swipe: RowSwipe) {
        guard let cell = swipe.cell as? UITableViewCell, let indexPath = indexPath(for: cell) else { return }
        place(cell, at: indexPath)
    }

    /// Whether a swiped row (not a delete control's Delete button) is open: the table is then editing that row.
    var isSwipeEditing: Bool { openSwipe.map { !$0.fromEditControl } ?? false }

    /// The table view controller this table reports to, as UIKit's does through its delegate methods for a swiped
    /// row: the delegate, when it is the controller whose table this is.
    private var delegatingController: UITableViewController? {
        guard let controller = tableDelegate as? UITableViewController, controller.tableView === self else { return nil }
        return controller
    }
}
