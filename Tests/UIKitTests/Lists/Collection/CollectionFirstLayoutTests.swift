import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// A collection view made with a zero frame (a lazily built grid sized later in its superview's layoutSubviews)
/// prepares its layout only once it has a size, as on iOS, where the first preparation is in the first layout pass.
@Suite struct CollectionFirstLayoutTests {
    /// Records the collection view's width at every preparation.
    final class WidthRecordingLayout: UICollectionViewFlowLayout {
        var preparedWidths: [CGFloat] = []
        override func prepare() {
            preparedWidths.append(collectionView?.bounds.width ?? -1)
            super.prepare()
        }
    }

    @Test func theFirstPreparationWaitsForASize() {
        let layout = WidthRecordingLayout()
        let source = NumberedItems([3])
        let collectionView = makeCollectionView(frame: .zero, layout: layout, source: source)
        #expect(layout.preparedWidths.isEmpty && collectionView.visibleCells.isEmpty)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.addSubview(collectionView)
        collectionView.frame = container.bounds
        container.layoutIfNeeded()
        #expect(layout.preparedWidths == [300])
        #expect(collectionView.visibleCells.count == 3)
    }

    @Test func askingForAnItemPreparesAStaleLayout() {
        let layout = WidthRecordingLayout()
        let collectionView = makeCollectionView(frame: .zero, layout: layout, source: NumberedItems([1]))
        collectionView.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        // A single item is centred in its line: (120 − 50) / 2.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 35)
        #expect(layout.preparedWidths == [120])
    }
}
