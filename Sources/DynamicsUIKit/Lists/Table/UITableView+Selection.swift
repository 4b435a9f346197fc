import Foundation
import DynamicsGeometry

extension UITableView {
    /// The first selected row, in row order; nil when none is selected.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// Every selected row, in row order; nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls it to
    /// `scrollPosition`; nil deselects every row. The delegate is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        updateVisibleCellsIfNeeded()
        guard let indexPath else {
            for row in selectedRows.sorted() { deselectRow(at: row, animated: animated) }
            return
        }
        guard geometry.rowSpan(indexPath) != nil else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row (its selected background fades out over 0.3 s with `animated`). The delegate is not
    /// told, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// A finger down on a row highlights its cell.
    func highlightTouchedRow(_ touches: Set<UITouch>) {
        if let indexPath = touchedRow(touches) { cellForRow(at: indexPath)?.setHighlighted(true, animated: false) }
    }

    /// A finger lifted on a row (without scrolling) selects it and tells the delegate: the row selected before is
    /// deselected first in single selection; in multiple selection a selected row is deselected instead.
    func selectTouchedRow(_ touches: Set<UITouch>) {
        clearHighlights()
        if let indexPath = touchedRow(touches) {
            if allowsMultipleSelection && selectedRows.contains(indexPath) {
                deselectRow(at: indexPath, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
            } else {
                for row in selectedRows.sorted() where row != indexPath && !allowsMultipleSelection {
                    deselectRow(at: row, animated: false)
                    tableDelegate?.tableView(self, didDeselectRowAt: row)
                }
                selectedRows.insert(indexPath)
                cellForRow(at: indexPath)?.setSelected(true, animated: false)
                tableDelegate?.tableView(self, didSelectRowAt: indexPath)
                // A storyboard cell's segue fires after the delegate heard of the selection, as in UIKit.
                cellForRow(at: indexPath)?.archivedSelectionAction?()
            }
        }
    }

    /// The row under the first touch, when selection is allowed (`allowsSelectionDuringEditing` while editing).
    private func touchedRow(_ touches: Set<UITouch>) -> IndexPath? {
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection, let touch = touches.first else { return nil }
        return indexPathForRow(at: touch.location(in: self))
    }

    /// Removes the highlight of a touch that ended or that a drag took over.
    func clearHighlights() {
        // A row deleted by the gesture that took the touch (a swipe) is fading out, no longer among the visible rows.
        for cell in Array(visibleCellsByIndexPath.values) + disappearingCells where cell.isHighlighted {
            cell.setHighlighted(false, animated: false)
        }
    }
}
