import Foundation
import DynamicsGeometry

/// A row whose actions a swipe (or the delete control of editing mode) revealed: which row and cell, which side its
/// buttons are on and how far the row has moved. It ends when the row closes or is deleted; a closing row finishes
/// its animation on its own.
@MainActor final class TableSwipe {
    /// The row, kept current across updates.
    var indexPath: IndexPath
    /// The row's cell while it shows the buttons.
    let cell: UITableViewCell
    /// The configuration the buttons come from.
    let configuration: UISwipeActionsConfiguration
    /// The buttons, beside the cell.
    let actionsView: TableSwipeActionsView
    /// The row's place in the table: the cell's frame when not moved.
    var home: CGRect
    /// Whether the delete control of editing mode opened it (its bar turns upright while the button shows).
    let fromEditControl: Bool
    /// How far the row has moved away from the buttons' side (never negative).
    var offset: CGFloat = 0
    /// The offset when the current drag began.
    var dragStartOffset: CGFloat = 0
    /// Whether releasing now performs the first action (the row is past the full-swipe threshold).
    var armsFullSwipe = false
    /// Set once an action was chosen: the row then waits for the action's completion and ignores drags.
    var isPerforming = false

    init(indexPath: IndexPath, cell: UITableViewCell, configuration: UISwipeActionsConfiguration, onRight: Bool,
         fromEditControl: Bool) {
        self.indexPath = indexPath
        self.cell = cell
        self.configuration = configuration
        self.fromEditControl = fromEditControl
        home = cell.frame
        actionsView = TableSwipeActionsView(actions: configuration.actions, onRight: onRight)
    }

    /// The cell's frame for the row's place `home`: moved by the offset, away from the buttons.
    func movedFrame(_ home: CGRect) -> CGRect {
        self.home = home
        return home.offsetBy(dx: actionsView.onRight ? -offset : offset, dy: 0)
    }

    /// Lays the buttons out for the current offset.
    func placeButtons() {
        actionsView.place(offset: offset, row: home, expandsFirst: armsFullSwipe)
    }
}
