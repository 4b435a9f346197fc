import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// UICollectionViewDelegateFlowLayout: the delegate's sizes, insets, spacings and header/footer sizes win over the
/// flow layout's properties, and what it does not implement falls back to them.
@Suite struct FlowLayoutDelegateTests {
    /// Answers every flow-layout question for section 0 with numbers unlike the layout's own.
    private final class Sizes: UICollectionViewDelegateFlowLayout {
        let itemSizes = [CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 200, height: 50),
                         CGSize(width: 60, height: 60)]
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize { itemSizes[indexPath.item] }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            insetForSectionAt section: Int) -> UIEdgeInsets {
            UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            minimumLineSpacingForSectionAt section: Int) -> CGFloat { 5 }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 10 }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 1, height: 30) }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            referenceSizeForFooterInSection section: Int) -> CGSize { CGSize(width: 1, height: 20) }
    }

    /// Implements only the item size.
    private final class OnlySizes: UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 80, height: 30) }
    }

    @Test func theDelegatesAnswersWinOverTheLayoutsProperties() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 99)
        let source = NumberedItems([4])
        let delegate = Sizes()
        let collectionView = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout,
                                                source: source)
        collectionView.delegate = delegate
        layout.invalidateLayout()
        func frame(_ item: Int) -> CGRect? { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        // Header 0–30, then the 10 pt inset. 300 pt inside: 100 + 10 + 150 fit, 200 does not. The full first line
        // spreads its two items to the edges; its 60 pt tall item sets the line's height and the 40 pt one is
        // centred in it.
        #expect(frame(0) == CGRect(x: 10, y: 50, width: 100, height: 40))
        #expect(frame(1) == CGRect(x: 160, y: 40, width: 150, height: 60))
        // Second, last line 5 pt lower: the first line's 50 pt spacing would overflow, so the minimum 10 pt.
        #expect(frame(2) == CGRect(x: 10, y: 110, width: 200, height: 50))
        #expect(frame(3) == CGRect(x: 220, y: 105, width: 60, height: 60))
        let header = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let footer = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        // Headers and footers span the width whatever width was asked for.
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(header?.representedElementCategory == .supplementaryView)
        #expect(footer?.frame == CGRect(x: 0, y: 175, width: 320, height: 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 195))
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        #expect(all.count == 6)
    }

    @Test func whatTheDelegateDoesNotAnswerComesFromTheLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 4, left: 20, bottom: 0, right: 20)
        layout.minimumInteritemSpacing = 10
        let delegate = OnlySizes()
        let collectionView = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), layout: layout,
                                                source: NumberedItems([4]))
        collectionView.delegate = delegate
        layout.invalidateLayout()
        let frames = (0..<4).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // 260 pt inside the layout's insets: three 80 pt items (spread 10 pt apart), then the fourth on a line of its own.
        #expect(frames[0] == CGRect(x: 20, y: 4, width: 80, height: 30))
        #expect(frames[2] == CGRect(x: 200, y: 4, width: 80, height: 30))
        #expect(frames[3] == CGRect(x: 110, y: 44, width: 80, height: 30))
    }

    @Test func aHorizontalLayoutsHeaderSpansTheHeight() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 40, height: 7)
        layout.footerReferenceSize = CGSize(width: 0, height: 50)   // no extent along the scroll direction: none
        let collectionView = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), layout: layout,
                                                source: NumberedItems([1]))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 40, height: 200))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                            at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 40, y: 75, width: 50, height: 50))
    }

    @Test func aFlowLayoutAndACellSubclassDecodeAndDequeueAsOnIOS() {
        #expect(UICollectionViewFlowLayout(coder: NSCoder())?.itemSize == CGSize(width: 50, height: 50))
        CountingCell.created = 0
        let collectionView = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                layout: UICollectionViewFlowLayout(), source: NumberedItems([1]))
        // CountingCell overrides init(frame:) without `required`: dequeuing ran it.
        #expect(CountingCell.created == 1)
        #expect(collectionView.visibleCells.first is CountingCell)
    }
}
