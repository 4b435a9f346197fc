import Foundation
import DynamicsGeometry

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the item; the empty
    /// set leaves the content where it is. UIKit's raw values.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// Positions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's leading edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's trailing edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The delegate, when it adopts `UICollectionViewDelegate`.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The selected items in the order they were selected; nil when nothing is selected, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects the item (deselecting the others unless `allowsMultipleSelection`) and scrolls it to
    /// `scrollPosition`; nil deselects everything. The delegate is not told, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard allowsSelection, isItem(indexPath) else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; the delegate is not told, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Scrolls so that the item sits at `scrollPosition` (one vertical and one horizontal position at most), as
    /// far as the content allows.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        setContentOffset(offset, animated: animated)
    }

    /// The item whose cell covers `point` (content coordinates), the frontmost one; nil over empty space.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath
    }

    /// The item the cell shows, while it is on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    private func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// A finger went down at `point`: the item under it is highlighted if the delegate agrees.
    func touchWentDown(at point: CGPoint) {
        unhighlight()
        guard allowsSelection, let indexPath = indexPathForItem(at: point),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItem = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// The finger lifted at `point`: the highlight goes, then, if it lifted on the item it highlighted, that item is
    /// selected (or, with multiple selection, a selected one deselected) when the delegate agrees, in UIKit's order
    /// of delegate calls.
    func touchLifted(at point: CGPoint) {
        guard let indexPath = highlightedItem else { return }
        unhighlight()
        guard indexPathForItem(at: point) == indexPath, isItem(indexPath) else { return }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let others = allowsMultipleSelection ? [] : selectedItems.filter { $0 != indexPath }
        for item in others {
            deselectItem(at: item, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: item)
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Takes the highlight off the highlighted item, telling the delegate.
    func unhighlight() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
