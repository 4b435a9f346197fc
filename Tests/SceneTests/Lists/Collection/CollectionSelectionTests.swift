import Dynamics
import Foundation
import Testing

/// UICollectionView selection by scripted taps, with UIKit's order of delegate calls, and the programmatic
/// selection that tells the delegate nothing.
@Suite struct CollectionSelectionTests {
    /// A cell subclass written as for iOS: `init(frame:)` without `required`, and `init?(coder:)`.
    final class Tile: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemBlue
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Four tiles; logs every delegate call, refuses to select item 2.
    final class Grid: UICollectionViewDataSource, UICollectionViewDelegate {
        let log: Log
        init(log: Log) { self.log = log }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                            forItemAt indexPath: IndexPath) { log.entries.append("display \(indexPath.item)") }
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            log.entries.append("highlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            log.entries.append("unhighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.entries.append("should \(indexPath.item)")
            return indexPath.item != 2
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.entries.append("select \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.entries.append("deselect \(indexPath.item)")
        }
    }

    /// A 200×200 collection view of four 90-point tiles, two to a line (items at x 0 and 110, y 0 and 100).
    private func grid(_ log: Log, holder: Holder, multiple: Bool = false) -> Scene {
        scene { context in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 90)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200),
                                                  collectionViewLayout: layout)
            collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
            collectionView.allowsMultipleSelection = multiple
            let grid = Grid(log: log)
            holder.grid = grid
            holder.collectionView = collectionView
            collectionView.delegate = grid
            collectionView.dataSource = grid
            context.view.addSubview(collectionView)
        }
    }

    final class Holder: @unchecked Sendable {
        var grid: Grid?
        var collectionView: UICollectionView?
    }

    @Test func tapsSelectWithUIKitsDelegateOrder() throws {
        let log = Log(), holder = Holder()
        let runner = SceneRunner(scene: grid(log, holder: holder))
        runner.advance(to: 0.05)
        let collectionView = try #require(holder.collectionView)
        #expect(log.entries == ["display 0", "display 1", "display 2", "display 3"])
        log.entries = []
        #expect(collectionView.visibleCells.allSatisfy { $0 is Tile })
        runner.context.tap(at: CGPoint(x: 45, y: 45), time: 0.1)
        runner.context.tap(at: CGPoint(x: 155, y: 45), time: 0.2)
        runner.context.tap(at: CGPoint(x: 45, y: 145), time: 0.3)
        runner.advance(to: 0.4)
        #expect(log.entries == ["highlight 0", "unhighlight 0", "should 0", "select 0",
                                "highlight 1", "unhighlight 1", "should 1", "deselect 0", "select 1",
                                "highlight 2", "unhighlight 2", "should 2"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 100, y: 45)) == nil)

        log.entries = []
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        collectionView.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func withMultipleSelectionASecondTapDeselects() throws {
        let log = Log(), holder = Holder()
        let runner = SceneRunner(scene: grid(log, holder: holder, multiple: true))
        runner.context.tap(at: CGPoint(x: 45, y: 45), time: 0.1)
        runner.context.tap(at: CGPoint(x: 155, y: 145), time: 0.2)
        runner.context.tap(at: CGPoint(x: 45, y: 45), time: 0.3)
        runner.advance(to: 0.4)
        let collectionView = try #require(holder.collectionView)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(log.entries.filter { $0.hasPrefix("select") || $0.hasPrefix("deselect") }
                == ["select 0", "select 3", "deselect 0"])
    }
}
