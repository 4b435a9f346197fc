import Foundation
import DynamicsGeometry

/// A row of a table or list collection view whose actions a swipe (or a table's delete control in editing mode)
/// revealed: which row and cell, which side its buttons are on and how far the row has moved. It ends when the row
/// closes or is deleted; a closing row finishes its animation on its own.
@MainActor final class RowSwipe {
    /// How long an open or closing row takes to settle, a full swipe to carry the row off, and a deleted row's
    /// buttons to fade.
    static let settleDuration: TimeInterval = 0.3
    /// A release faster than this (points per second) opens or closes the row whatever its offset.
    static let flickSpeed: CGFloat = 300
    /// The share of the row's width a full swipe must pass (beyond the buttons) to perform the first action.
    static let fullSwipeFraction: CGFloat = 0.6

    /// The row, kept current across updates.
    var indexPath: IndexPath
    /// The row's cell while it shows the buttons.
    let cell: UIView
    /// The configuration the buttons come from.
    let configuration: UISwipeActionsConfiguration
    /// The buttons, beside the cell.
    let actionsView: SwipeActionsView
    /// The row's place in the table: the cell's frame when not moved.
    var home: CGRect
    /// Whether a table's delete control in editing mode opened it (its bar turns upright while the button shows).
    let fromEditControl: Bool
    /// How far the row has moved away from the buttons' side (never negative).
    var offset: CGFloat = 0
    /// The offset when the current drag began.
    var dragStartOffset: CGFloat = 0
    /// Whether releasing now performs the first action (the row is past the full-swipe threshold).
    var armsFullSwipe = false
    /// Set once an action was chosen: the row then waits for the action's completion and ignores drags.
    var isPerforming = false

    init(indexPath: IndexPath, cell: UIView, configuration: UISwipeActionsConfiguration, onRight: Bool,
         fromEditControl: Bool) {
        self.indexPath = indexPath
        self.cell = cell
        self.configuration = configuration
        self.fromEditControl = fromEditControl
        home = cell.frame
        actionsView = SwipeActionsView(actions: configuration.actions, onRight: onRight)
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
