import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// UICollectionViewCompositionalLayout: items in groups in sections, sized by fractions, absolutes and estimates.
/// The expected frames follow UIKit's rules (fractions of the enclosing group or of the section inside its insets,
/// item insets inside the item's size, a counted group sharing its width); the grid is Apple's "Implementing Modern
/// Collection Views" grid section (five items a row, 5-point insets) on a 375-point-wide view.
@Suite(.serialized) struct CompositionalLayoutTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func makeView(_ layout: UICollectionViewLayout, source: NumberedItems,
                          frame: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667)) -> UICollectionView {
        makeCollectionView(frame: frame, layout: layout, source: source)
    }

    @Test func theGridOfTheModernCollectionViewsSample() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .fractionalWidth(0.2)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = NumberedItems([12])
        let view = makeView(layout, source: source)
        for index in 0..<12 {
            let (row, column) = (CGFloat(index / 5), CGFloat(index % 5))
            #expect(view.cellForItem(at: IndexPath(item: index, section: 0))?.frame
                    == CGRect(x: 75 * column + 5, y: 75 * row + 5, width: 65, height: 65), "item \(index)")
        }
        // Three rows of 75: the last, with two items, still takes a whole group's height.
        #expect(view.contentSize == CGSize(width: 375, height: 225))
    }

    @Test func countedGroupsInsetsSpacingAndAHeader() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(44)),
                                                       subitem: item, count: 2)
        group.interItemSpacing = .fixed(5)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1.0), .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let source = NumberedItems([3, 1])
        let view = makeView(layout, source: source, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        // Inside the 10-point insets the section is 300 wide: two items of (300 − 5) / 2 = 147.5.
        let frames = (0..<3).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 10, y: 40, width: 147.5, height: 44), CGRect(x: 162.5, y: 40, width: 147.5, height: 44),
                           CGRect(x: 10, y: 92, width: 147.5, height: 44)])
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                             at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 0, width: 300, height: 30))
        // Section 0 ends at 92 + 44 + 10 = 146; section 1 starts 20 later: header 166…196, item at 206.
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                             at: IndexPath(item: 0, section: 1))?.frame.minY == 166)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 10, y: 206, width: 147.5, height: 44))
        #expect(view.contentSize == CGSize(width: 320, height: 260))
    }

    @Test func flexibleSpacingSharesTheGroupsSpareRoomAndVerticalGroupsStack() {
        let small = NSCollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(40)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(40)),
                                                     subitems: [small, small, small])
        row.interItemSpacing = .flexible(10)
        let tall = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0), .absolute(100)),
                                                      subitems: [tall, tall])
        let nested = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0), .absolute(140)),
                                                      subitems: [row, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested))
        let source = NumberedItems([5])
        let view = makeView(layout, source: source, frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        let frames = (0..<5).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Three 80-point items fit at 10 apart (a fourth would not); 300 − 3 × 80 = 60 spare: 30 between them. The
        // column's halves of 100 under the row.
        #expect(frames == [CGRect(x: 0, y: 0, width: 80, height: 40), CGRect(x: 110, y: 0, width: 80, height: 40),
                           CGRect(x: 220, y: 0, width: 80, height: 40), CGRect(x: 0, y: 40, width: 300, height: 50),
                           CGRect(x: 0, y: 90, width: 300, height: 50)])
    }

    @Test func aSectionProviderShapesEachSectionAndCanLeaveOneOut() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            guard index != 1 else { return nil }
            let columns = index == 0 ? 2 : 4
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .absolute(50)))
            return NSCollectionLayoutSection(group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
                subitems: [item]))
        }
        let source = NumberedItems([2, 3, 4])
        let view = makeView(layout, source: source, frame: CGRect(x: 0, y: 0, width: 400, height: 480))
        #expect(widths == [400, 400, 400])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 0, width: 200, height: 50))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 2))?.frame == CGRect(x: 300, y: 50, width: 100, height: 50))
        #expect(view.contentSize.height == 100)
    }

    /// A row of five cards, 80 % of the 288-point section wide, paging a group at a time, above a plain section.
    private func makeCarousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(index == 0 ? 0.8 : 1.0), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            if index == 0 { section.orthogonalScrollingBehavior = behavior }
            return section
        }
    }

    @Test func anOrthogonalSectionLaysItsGroupsInARowThatScrollsOnItsOwn() throws {
        let source = NumberedItems([5, 2])
        let view = makeView(makeCarousel(.continuous), source: source, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        // Groups 230.4 wide from x 16, 10 apart; the next section starts under the 100-point row (its two rows
        // 10 apart: 100…200, 210…310).
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 256.4, y: 0, width: 230.4, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 100)
        #expect(view.contentSize == CGSize(width: 320, height: 310))
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                                                  IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        // The row's cells live in a scroll view of the row's size whose content is all five groups.
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let row = try #require(first.superview as? UIScrollView)
        #expect(row.superview === view && row.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(abs(row.contentSize.width - (16 + 5 * 230.4 + 4 * 10 + 16)) < 1e-9)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === view)

        row.contentOffset = CGPoint(x: 500, y: 0)
        // Scrolled 500: items 2 (496.8…727.2) and 3 show; 0 and 1 left; the plain section did not move.
        #expect(view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [2, 3])
        let third = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(abs(third.frame.minX - (496.8 - 500)) < 1e-9)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.superview === row)
        #expect(view.contentOffset == .zero)
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 50)) == IndexPath(item: 2, section: 0))
    }

    @Test func groupPagingBringsTheNextGroupToTheLeadingEdge() throws {
        let source = NumberedItems([5])
        let view = makeView(makeCarousel(.groupPaging), source: source, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let harness = ScrollHarness(view)
        let row = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        // A slow drag 60 points left: the row comes to rest with group 1 (at 256.4) 16 points from the edge.
        harness.touchDown(at: CGPoint(x: 200, y: 50))
        harness.move(through: (1...12).map { CGPoint(x: 200 - 5 * CGFloat($0), y: 50) })
        harness.lift(at: CGPoint(x: 140, y: 50))
        harness.run(until: harness.time + 3)
        // The deceleration stops once less than a quarter point is left to travel (docs/scrolling.md).
        #expect(abs(row.contentOffset.x - 240.4) < 0.5)
        #expect(view.contentOffset == .zero)
    }

    @Test func estimatedItemsTakeTheirCellsMeasuredHeight() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .estimated(44)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = TallItems(heights: [30, 60, 90])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(PinnedBoxCell.self, forCellWithReuseIdentifier: "tall")
        view.dataSource = source
        let frames = (0..<3).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Full width fixed by the layout, heights from Auto Layout: 30, 60, 90, 4 apart.
        #expect(frames == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 34, width: 320, height: 60),
                           CGRect(x: 0, y: 98, width: 320, height: 90)])
        #expect(view.contentSize.height == 188)
    }
}

/// Items whose cells' content is as tall as `heights[item]`.
final class TallItems: UICollectionViewDataSource {
    let heights: [CGFloat]
    init(heights: [CGFloat]) { self.heights = heights }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath) as! PinnedBoxCell
        cell.height.constant = heights[indexPath.item]
        return cell
    }
}

