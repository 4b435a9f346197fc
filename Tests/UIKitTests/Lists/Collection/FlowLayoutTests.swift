import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// UICollectionViewFlowLayout: frames for item size, spacing and insets in both directions.
@Suite struct FlowLayoutTests {
    /// The collection views the layouts belong to (a layout holds its collection view weakly).
    private final class Keeper { var views: [UICollectionView] = [] }
    private let keeper = Keeper()

    private func frames(_ layout: UICollectionViewFlowLayout, in size: CGSize, counts: [Int]) -> [[CGRect]] {
        let source = NumberedItems(counts)
        let collectionView = makeCollectionView(frame: CGRect(origin: .zero, size: size), layout: layout, source: source)
        keeper.views.append(collectionView)
        return counts.indices.map { section in
            (0..<counts[section]).map { item in
                collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
            }
        }
    }

    private func layout(_ direction: UICollectionView.ScrollDirection) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 15, right: 5)
        return layout
    }

    @Test func verticalLinesFillTheWidthAndStackDown() {
        let layout = layout(.vertical)
        // 310 pt inside the insets: two 100 pt items per line, spread to the edges (110 pt apart).
        let result = frames(layout, in: CGSize(width: 320, height: 480), counts: [5, 2])
        #expect(result[0][0] == CGRect(x: 5, y: 10, width: 100, height: 50))
        #expect(result[0][1] == CGRect(x: 215, y: 10, width: 100, height: 50))
        #expect(result[0][2] == CGRect(x: 5, y: 80, width: 100, height: 50))
        #expect(result[0][3] == CGRect(x: 215, y: 80, width: 100, height: 50))
        // A line holding a single item centres it.
        #expect(result[0][4] == CGRect(x: 110, y: 150, width: 100, height: 50))
        // The next section starts after the bottom inset (15) and its own top inset (10).
        #expect(result[1][0] == CGRect(x: 5, y: 225, width: 100, height: 50))
        #expect(result[1][1] == CGRect(x: 215, y: 225, width: 100, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 290))
    }

    @Test func aShortLastLineKeepsTheFullLinesSpacing() {
        let layout = layout(.vertical)
        // 430 pt inside: four items per line, 10 pt apart exactly (4·100 + 3·10 = 430).
        let result = frames(layout, in: CGSize(width: 440, height: 480), counts: [6])
        #expect(result[0].map(\.minX) == [5, 115, 225, 335, 5, 115])
        #expect(result[0].map(\.minY) == [10, 10, 10, 10, 80, 80])
    }

    @Test func horizontalLinesFillTheHeightAndStackRight() {
        let layout = layout(.horizontal)
        // 200 pt tall view, 175 pt inside the top/bottom insets: three 50 pt items per column, 12.5 pt apart.
        let result = frames(layout, in: CGSize(width: 320, height: 200), counts: [7])
        #expect(result[0][0] == CGRect(x: 5, y: 10, width: 100, height: 50))
        #expect(result[0][1] == CGRect(x: 5, y: 72.5, width: 100, height: 50))
        #expect(result[0][2] == CGRect(x: 5, y: 135, width: 100, height: 50))
        #expect(result[0][3] == CGRect(x: 125, y: 10, width: 100, height: 50))
        // The seventh item is alone in the third column: centred across it.
        #expect(result[0][6] == CGRect(x: 245, y: 72.5, width: 100, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 350, height: 200))
    }

    @Test func contentInsetNarrowsTheLines() {
        let layout = layout(.vertical)
        let source = NumberedItems([2])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 50)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        // 220 − 10 = 210 pt inside: still two items, 10 pt apart.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 115)
        #expect(layout.collectionViewContentSize.width == 220)
    }

    @Test func elementsInARectAreThoseWhoseFramesMeetIt() {
        let layout = layout(.vertical)
        _ = frames(layout, in: CGSize(width: 320, height: 480), counts: [20])
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 130, width: 320, height: 100)) ?? []
        // Lines at y 150 and 220 meet 130…230; the line at 80 ends at 130 and does not.
        #expect(found.map(\.indexPath.item) == [4, 5, 6, 7])
        #expect(found.allSatisfy { $0.representedElementCategory == .cell })
        // They are copies: changing one leaves the layout alone.
        found[0].center = .zero
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.center == CGPoint(x: 55, y: 175))
    }

    @Test func onlyASizeChangeInvalidatesAFlowLayout() {
        let layout = layout(.vertical)
        _ = frames(layout, in: CGSize(width: 320, height: 480), counts: [20])
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 300, width: 320, height: 480)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 480)))
    }
}
