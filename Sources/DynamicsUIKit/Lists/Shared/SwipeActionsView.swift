import Foundation
import DynamicsGeometry

/// The buttons a swiped row reveals: a subview of the table or collection view beside the row's cell (not inside it,
/// so a cell that clips its subviews or is masked still shows them, as iOS's swipe container does), in the part of
/// the row's place the cell moved away from. While the row moves the buttons share that width in proportion to their
/// natural widths; once a full swipe would perform the first action, the first button takes all of it.
final class SwipeActionsView: UIView {
    /// The buttons, first action first (at the outer edge).
    let buttons: [SwipeActionButton]
    /// Whether the buttons are at the row's right edge (the row moves left).
    let onRight: Bool
    /// How far the row moves to rest open: the buttons' natural widths together.
    let openWidth: CGFloat

    init(actions: [UIContextualAction], onRight: Bool) {
        let made = actions.map(SwipeActionButton.init(action:))
        buttons = made
        self.onRight = onRight
        openWidth = made.reduce(0) { $0 + $1.naturalWidth }
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        // The innermost button is added first, so the outer ones cover it while the row moves.
        for button in buttons.reversed() {
            button.rowIsOnLeft = onRight
            addSubview(button)
        }
    }

    /// Only made for a swipe: none is archived.
    required init?(coder: NSCoder) { nil }

    /// Places the view in `row` (the row's place in the table) where a cell moved `offset` points has uncovered it,
    /// and the buttons in it; with `expandsFirst` the first button covers the whole width.
    func place(offset: CGFloat, row: CGRect, expandsFirst: Bool) {
        frame = CGRect(x: onRight ? row.maxX - offset : row.minX, y: row.minY, width: offset, height: row.height)
        let scale = openWidth > 0 ? offset / openWidth : 0
        var fromOuterEdge: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            let width = expandsFirst ? (index == 0 ? offset : 0) : button.naturalWidth * scale
            let x = onRight ? offset - fromOuterEdge - width : fromOuterEdge
            button.frame = CGRect(x: x, y: 0, width: width, height: row.height)
            button.layoutIfNeeded()
            fromOuterEdge += width
        }
    }

    /// The button under `point` (this view's coordinates), nil between or beyond them.
    func button(at point: CGPoint) -> SwipeActionButton? {
        guard bounds.contains(point) else { return nil }
        return buttons.first { $0.frame.width > 0 && $0.frame.contains(point) }
    }
}
