import Foundation
import DynamicsGeometry

extension UICollectionView {
    /// How long the default insert, delete and move animations of an update take (see DECISIONS.md).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Takes the data source's new counts after items moved, arrived and left: each visible cell stays with its
    /// item at `newIndexPath(old)` (nil: the item left), cells of `reloaded` items (new index paths) are asked for
    /// again, and, when `animated`, cells glide from where they were to where they go, arriving cells fade in and
    /// leaving ones fade out, on the animation clock. `completion` runs when the animations end (at once without).
    func applyUpdate(newIndexPath: (IndexPath) -> IndexPath?, reloaded: Set<IndexPath>, animated: Bool,
                     completion: ((Bool) -> Void)?) {
        let oldCenters = visibleCellsByIndexPath.mapValues { convert($0.center, from: $0.superview) }
        readCounts()
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [UICollectionViewCell] = []
        var movedFrom: [IndexPath: CGPoint] = [:]
        for (old, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if let new = newIndexPath(old), !reloaded.contains(new) {
                kept[new] = cell
                movedFrom[new] = oldCenters[old]
            } else {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
                if animated, newIndexPath(old) == nil { leaving.append(cell) } else { enqueue(cell) }
            }
        }
        visibleCellsByIndexPath = kept
        selectedItems = selectedItems.compactMap(newIndexPath)
        highlightedItem = highlightedItem.flatMap(newIndexPath)
        // Self-sizing cells are measured again at their new places.
        collectionViewLayout.discardPreferredSizes()
        measuredItems = []
        removeElementViews { _ in true }
        layoutWasInvalidated()
        guard animated, AnimationClock.current != nil else {
            for cell in leaving { enqueue(cell) }
            completion?(true)
            return
        }
        animateUpdate(movedFrom: movedFrom, leaving: leaving, completion: completion)
    }

    /// Sends moved cells from their old centres to their new ones, fades new cells in and leaving cells out.
    private func animateUpdate(movedFrom: [IndexPath: CGPoint], leaving: [UICollectionViewCell],
                               completion: ((Bool) -> Void)?) {
        var targets: [(UICollectionViewCell, center: CGPoint, alpha: CGFloat)] = []
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            targets.append((cell, cell.center, cell.alpha))
            if let old = movedFrom[indexPath] {
                cell.center = convert(old, to: cell.superview)
            } else {
                cell.alpha = 0
            }
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (cell, center, alpha) in targets {
                cell.center = center
                cell.alpha = alpha
            }
            for cell in leaving { cell.alpha = 0 }
        }, completion: { [weak self] finished in
            for cell in leaving {
                cell.alpha = 1
                self?.enqueue(cell)
            }
            completion?(finished)
        })
    }
}
