import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// UICollectionView: cells from the data source, placed from the layout's attributes, reused as they scroll away.
@Suite(.serialized) struct CollectionViewTests {
    /// A one-column list: 100 items 50 tall, 10 apart, in a 320×200 view.
    private func makeList(_ source: NumberedItems) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 10
        return makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), layout: layout, source: source)
    }

    @Test func onlyVisibleItemsGetCellsAndScrolledAwayCellsAreReused() throws {
        CountingCell.created = 0
        let source = NumberedItems([100])
        let list = makeList(source)
        #expect(list.numberOfSections == 1 && list.numberOfItems(inSection: 0) == 100)
        // Items at 0, 60, 120, 180 meet the first 200 points.
        #expect(list.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        #expect(list.contentSize == CGSize(width: 320, height: 5990))
        #expect(CountingCell.created == 4)
        let cell = try #require(list.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 120, width: 320, height: 50))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(cell.reuseIdentifier == "cell")

        source.requested = []
        list.contentOffset = CGPoint(x: 0, y: 130)
        // 130…330 shows items 2…5: only 4 and 5 are new, made from the two cells that left.
        #expect(list.indexPathsForVisibleItems.map(\.item) == [2, 3, 4, 5])
        #expect(source.requested.map(\.item) == [4, 5])
        #expect(CountingCell.created == 4)
        let reuses: Int = list.visibleCells.reduce(0) { $0 + (($1 as? CountingCell)?.reuses ?? 0) }
        #expect(reuses == 2)
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) === cell, "a cell still visible stays with its item")

        list.contentOffset = CGPoint(x: 0, y: 3000)
        #expect(list.indexPathsForVisibleItems.map(\.item) == [50, 51, 52, 53])
        #expect(CountingCell.created == 4, "the four cells that left are the four that arrive")
        // Cells off screen leave the view tree; the visible ones are its cell subviews.
        #expect(list.subviews.compactMap { $0 as? UICollectionViewCell }.count == 4)
        #expect(list.visibleCells.map(\.accessibilityIdentifier) == ["0-50", "0-51", "0-52", "0-53"])
    }

    @Test func reloadDataReadsTheCountsAgain() {
        let source = NumberedItems([3])
        let list = makeList(source)
        #expect(list.indexPathsForVisibleItems.count == 3)
        source.counts = [1]
        #expect(list.indexPathsForVisibleItems.count == 3)
        list.reloadData()
        #expect(list.indexPathsForVisibleItems.map(\.item) == [0])
    }

    @Test func cellsTakeEveryAttributeAndStackByZIndex() throws {
        let layout = FixedLayout()
        let first = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        first.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        first.zIndex = 2
        first.alpha = 0.5
        first.transform = CGAffineTransform(rotationAngle: 0.3)
        let second = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        second.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let hidden = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        hidden.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        hidden.isHidden = true
        layout.attributes = [first, second, hidden]
        let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), layout: layout,
                                      source: NumberedItems([3]))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell)
        #expect(cell.center == CGPoint(x: 50, y: 30))
        #expect(cell.bounds.size == CGSize(width: 80, height: 40))
        #expect(cell.transform == CGAffineTransform(rotationAngle: 0.3))
        #expect(cell.alpha == 0.5)
        #expect(cell.applied === first)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        // zIndex 2 is in front of zIndex 0.
        #expect(view.subviews.last === cell)
        first.zIndex = -1
        layout.invalidateLayout()
        #expect(view.subviews.first { $0 is UICollectionViewCell } === cell)
        #expect(layout.preparations == 2)
    }

    @Test func theLayoutSeesTheOldBoundsWhenAskedAboutABoundsChange() {
        let layout = FixedLayout()
        layout.invalidatesOnBoundsChange = true
        let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), layout: layout,
                                      source: NumberedItems([0]))
        view.contentSize = CGSize(width: 200, height: 1000)
        #expect(layout.preparations == 1)
        view.contentOffset = CGPoint(x: 0, y: 40)
        view.contentOffset = CGPoint(x: 0, y: 90)
        #expect(layout.boundsChanges.map(\.old.minY) == [0, 40])
        #expect(layout.boundsChanges.map(\.new.minY) == [40, 90])
        #expect(layout.preparations == 3)
        #expect(layout.collectionView === view)
    }
}

/// A layout that returns fixed attributes and records what it is asked.
final class FixedLayout: UICollectionViewLayout {
    var attributes: [UICollectionViewLayoutAttributes] = []
    var invalidatesOnBoundsChange = false
    var preparations = 0
    var boundsChanges: [(old: CGRect, new: CGRect)] = []

    override func prepare() { preparations += 1 }
    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 1000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributes }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChanges.append((collectionView?.bounds ?? .null, newBounds))
        return invalidatesOnBoundsChange
    }
}
