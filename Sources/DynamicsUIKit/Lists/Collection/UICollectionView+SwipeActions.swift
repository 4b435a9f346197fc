import Foundation
import DynamicsGeometry

/// Swipe actions of list rows: a collection view whose layout has list sections
/// (`UICollectionLayoutListConfiguration`) swipes their rows as a table does, with the actions the section's
/// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider` give.
extension UICollectionView: RowSwipeHost {
    /// Rows do not swipe while the collection view is editing.
    var blocksSwipes: Bool { isEditing }

    /// The item under `point`, when it is a row of a list section.
    func swipeRow(at point: CGPoint) -> IndexPath? {
        guard let indexPath = indexPathForItem(at: point), listConfiguration(ofSection: indexPath.section) != nil
        else { return nil }
        return indexPath
    }

    /// The row's cell on screen.
    func swipeCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    /// The actions of the row's side, from its section's provider.
    func swipeConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let list = listConfiguration(ofSection: indexPath.section) else { return nil }
        let provider = leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    /// The swipe opened: the row's highlight goes, and its cell's configuration state is swiped.
    func swipeBegan(_ swipe: RowSwipe) {
        unhighlight()
        (swipe.cell as? UICollectionViewCell)?.isSwipedOpen = true
    }

    /// The swipe ended: its cell's configuration state is no longer swiped (a collection view's delegate has no
    /// editing calls for swipes).
    func swipeEnded(_ swipe: RowSwipe, at indexPath: IndexPath?) {
        (swipe.cell as? UICollectionViewCell)?.isSwipedOpen = false
    }

    /// Puts the swiped cell at its item's place (moved while it is open).
    func placeSwipedCell(_ swipe: RowSwipe) {
        guard let cell = swipe.cell as? UICollectionViewCell, let indexPath = swipeIndexPath(of: cell),
              let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return }
        apply(attributes, to: cell, in: self)
    }

    /// The item a cell shows now.
    func swipeIndexPath(of cell: UIView) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The list configuration of `section` when the layout is compositional and the section a list.
    private func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: section)
    }
}
