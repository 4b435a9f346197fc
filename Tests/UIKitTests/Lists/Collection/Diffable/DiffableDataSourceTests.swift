import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// NSDiffableDataSourceSnapshot and UICollectionViewDiffableDataSource: identifiers in, cells out, differences
/// animated on the animation clock.
@Suite(.serialized) struct DiffableDataSourceTests {
    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([7, 8])
        snapshot.insertSections(["b"], afterSection: "a")
        snapshot.appendItems([4], toSection: "b")
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([5], afterItem: 4)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 5, 7, 8])
        #expect(snapshot.numberOfItems == 8 && snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        snapshot.moveItem(0, afterItem: 8)
        snapshot.moveItem(3, beforeItem: 1)
        snapshot.deleteItems([2, 99])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 1])
        #expect(snapshot.itemIdentifiers(inSection: "c") == [7, 8, 0])
        #expect(snapshot.sectionIdentifier(containingItem: 0) == "c")
        #expect(snapshot.indexOfItem(4) == 2 && snapshot.indexOfItem(2) == nil)
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
        #expect(snapshot.indexOfSection("b") == 2)
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([4])
        #expect(snapshot.reloadedItemIdentifiers == [1] && snapshot.reconfiguredItemIdentifiers == [4])
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [7, 8, 0, 4, 5])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.sectionIdentifiers == ["c", "b"])
    }

    /// A 320×480 list of 50-point rows, 10 apart, fed by a diffable data source naming its cells by identifier.
    private func makeList() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 10
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<CountingCell, String> { cell, _, name in
            cell.accessibilityIdentifier = name
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        return (view, dataSource)
    }

    private func snapshot(_ names: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        return snapshot
    }

    @Test func applyShowsTheSnapshotAndAnswersIdentifierQuestions() {
        let (view, dataSource) = makeList()
        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 3)
        #expect(view.visibleCells.map(\.accessibilityIdentifier) == ["a", "b", "c"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        #expect(dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0))
        #expect(dataSource.indexPath(for: "z") == nil)
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    @Test func cellsStayWithTheirItemsAndGlideToTheirNewPlaces() throws {
        let (view, dataSource) = makeList()
        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        let cells = view.visibleCells
        let clock = AnimationClock()
        var finished = false
        clock.withCurrent {
            // "c" moves to the top, "a" leaves, "n" arrives between.
            dataSource.apply(snapshot(["c", "n", "b"])) { finished = true }
        }
        #expect(view.visibleCells.map(\.accessibilityIdentifier) == ["c", "n", "b"])
        let moved = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(moved === cells[2], "the cell of c is kept")
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === cells[1])
        // Model values are the new places at once; the presentation starts where the cells were.
        #expect(moved.center == CGPoint(x: 160, y: 25))
        let arriving = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        clock.withCurrent { clock.advance(to: 0) }
        #expect(moved.layer.presentation()?.position == CGPoint(x: 160, y: 145))
        #expect(arriving.layer.presentation()?.opacity == 0)
        #expect(cells[0].superview === view, "the leaving cell fades out in place")
        clock.withCurrent { clock.advance(to: 0.15) }
        let halfway = try #require(moved.layer.presentation()?.position.y)
        #expect(halfway > 25 && halfway < 145)
        let opacity = try #require(arriving.layer.presentation()?.opacity)
        #expect(opacity > 0 && opacity < 1)
        #expect(!finished)
        clock.withCurrent { clock.advance(to: 0.5) }
        #expect(finished)
        #expect(cells[0].superview == nil, "the leaving cell went to the reuse pool")
        #expect(moved.layer.presentation()?.position == CGPoint(x: 160, y: 25))
    }

    @Test func reloadedItemsAreAskedForAgainAndSupplementaryViewsComeFromTheProvider() throws {
        let (view, dataSource) = makeList()
        let layout = try #require(view.collectionViewLayout as? UICollectionViewFlowLayout)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            view.accessibilityIdentifier = "header \(indexPath.section)"
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        #expect(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                       at: IndexPath(item: 0, section: 0))?.accessibilityIdentifier == "header 0")
        let before = view.visibleCells
        var next = snapshot(["a", "b"])
        next.reloadItems(["b"])
        dataSource.apply(next, animatingDifferences: false)
        #expect(view.visibleCells[0] === before[0])
        #expect(view.visibleCells[1] === before[1], "the reloaded item's old cell was the one waiting for reuse")
        #expect((view.visibleCells[1] as? CountingCell)?.reuses == 1)
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }
}
