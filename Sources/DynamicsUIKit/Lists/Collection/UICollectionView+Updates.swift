import Foundation
import DynamicsGeometry

/// What the layout passes of an animated update placed and dropped.
@MainActor final class UpdatePass {
    /// Cells of items that left the visible rectangle (by new index path), kept out of the reuse pool so they can
    /// animate away.
    var leavers: [(IndexPath, UICollectionViewCell)] = []
    /// The attributes each shown item's cell was given, by index path.
    var placed: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// Supplementary and decoration views whose elements left the visible rectangle (by new key).
    var elementLeavers: [(ElementKey, UICollectionReusableView)] = []
    /// The attributes each shown supplementary or decoration view was given, by key.
    var placedElements: [ElementKey: UICollectionViewLayoutAttributes] = [:]
}

extension UICollectionView {
    /// How long the insert, delete, move and reload animations of an update take (see DECISIONS.md).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Applies `changes`, whose new counts the data source already reports: checks them as UIKit does, keeps each
    /// visible cell with its item, prepares the layout again and tells it the changes
    /// (`prepare(forCollectionViewUpdates:)`), then, when `animated`, sends every shown cell from the layout's
    /// initial attributes to its new ones and every leaving cell to its final attributes, on the animation clock,
    /// with `finalizeCollectionViewUpdates()` inside the animation block. `completion` runs when the animations end
    /// (at once without).
    func applyUpdate(_ changes: BatchUpdates, animated: Bool, completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        let (oldAttributes, oldElementAttributes) = attributesAroundVisibleRect()
        let oldCounts = itemCounts
        readCounts()
        changes.validate(oldCounts: oldCounts, newCounts: itemCounts, .collection)

        var kept: [IndexPath: UICollectionViewCell] = [:]
        var oldIndexPaths: [IndexPath: IndexPath] = [:]
        var leavers: [(old: IndexPath, cell: UICollectionViewCell)] = []
        for (old, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if !changes.replacesCell(at: old), let new = changes.newIndexPath(old) {
                kept[new] = cell
                oldIndexPaths[new] = old
            } else {
                leavers.append((old, cell))
            }
        }
        visibleCellsByIndexPath = kept
        swipedRowsChanged()
        selectedItems = selectedItems.compactMap(changes.newIndexPath)
        highlightedItem = highlightedItem.flatMap(changes.newIndexPath)
        // Self-sizing cells are measured again at their new places.
        layout.discardPreferredSizes()
        measuredItems = []

        guard !bounds.isEmpty else {
            // Nothing is shown yet: the first layout pass prepares the layout.
            removeElementViews { _ in true }
            retire(leavers)
            layoutWasInvalidated()
            completion?(true)
            return
        }
        guard animated, let clock = AnimationClock.current, clock.openGroup?.suppressesTweens != true else {
            // At once: the cells that go are free for the items that arrive, as in UIKit.
            removeElementViews { _ in true }
            retire(leavers)
            prepareLayout()
            layout.prepare(forCollectionViewUpdates: changes.updateItems)
            layoutCells()
            layout.finalizeCollectionViewUpdates()
            completion?(true)
            return
        }
        let pass = UpdatePass()
        updatePass = pass
        layout.runningUpdate = RunningUpdate(changes: changes, oldAttributes: oldAttributes)
        prepareLayout()
        layout.prepare(forCollectionViewUpdates: changes.updateItems)
        var elements = keepElementViews(changes, oldAttributes: oldElementAttributes)
        layoutCells()
        updatePass = nil
        leavers += pass.leavers.map { (oldIndexPaths[$0.0] ?? $0.0, $0.1) }
        elements.leavers += pass.elementLeavers.map { (elements.oldKeys[$0.0] ?? $0.0, $0.1) }
        elements.placed = pass.placedElements
        layout.runningUpdate?.elements.placed = pass.placedElements
        animate(placed: pass.placed, leavers: leavers, elements: elements, completion: completion)
        layout.runningUpdate = nil
    }

    /// Puts every shown cell at the layout's initial attributes for it, then animates shown cells to the
    /// attributes they were placed at and leaving cells to the layout's final attributes for them.
    private func animate(placed: [IndexPath: UICollectionViewLayoutAttributes],
                         leavers: [(old: IndexPath, cell: UICollectionViewCell)], elements: KeptElementViews,
                         completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        var arrivals: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            guard let end = placed[indexPath], let start = layout.initialLayoutAttributesForAppearingItem(at: indexPath)
            else { continue }
            UIView.performWithoutAnimation { apply(start, to: cell, in: cell.superview ?? self) }
            arrivals.append((cell, end))
        }
        var departures: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        var gone: [(old: IndexPath, cell: UICollectionViewCell)] = []
        for leaver in leavers {
            if let end = layout.finalLayoutAttributesForDisappearingItem(at: leaver.old) {
                departures.append((leaver.cell, end))
            } else {
                gone.append(leaver)
            }
        }
        retire(gone)
        let departing = leavers.filter { leaver in departures.contains { $0.0 === leaver.cell } }
        let elementMoves = elementAnimations(elements)
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (cell, end) in arrivals + departures { self.apply(end, to: cell, in: cell.superview ?? self) }
            for (view, end) in elementMoves.moves { self.apply(end, to: view, in: view.superview ?? self) }
            layout.finalizeCollectionViewUpdates()
        }, completion: { [weak self] finished in
            self?.retire(departing)
            self?.retireElementViews(elementMoves.departing)
            completion?(finished)
        })
    }

    /// The layout's current attributes of the items, and of the supplementary and decoration elements, in and around
    /// the visible rectangle (one screen further on every side): where the views of elements that stay start from.
    private func attributesAroundVisibleRect()
        -> ([IndexPath: UICollectionViewLayoutAttributes], [ElementKey: UICollectionViewLayoutAttributes]) {
        guard !bounds.isEmpty else { return ([:], [:]) }
        prepareLayoutIfStale()
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var elements: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: around) ?? [] {
            guard let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { continue }
            if let key = ElementKey(attributes) { elements[key] = copy } else { items[attributes.indexPath] = copy }
        }
        return (items, elements)
    }

    /// Sends the cells of items that are no longer shown to the reuse pool and tells the delegate.
    private func retire(_ leavers: [(old: IndexPath, cell: UICollectionViewCell)]) {
        for (old, cell) in leavers {
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
        }
    }
}
