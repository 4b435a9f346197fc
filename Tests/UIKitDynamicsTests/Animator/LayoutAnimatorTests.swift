import Foundation
import Testing
import Dynamics
import UIKitTestSupport

/// `UIDynamicAnimator(collectionViewLayout:)`: behaviours on layout attributes, in content coordinates.
@Suite struct LayoutAnimatorTests {
    /// A layout whose items are whatever its animator holds (the usual dynamic-layout pattern).
    final class AnimatedLayout: UICollectionViewLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        var invalidations = 0
        override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 300) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath)
        }
        override func invalidateLayout() {
            invalidations += 1
            super.invalidateLayout()
        }
    }

    private func attributes(item: Int, center: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: center.x - 20, y: center.y - 10, width: 40, height: 20)
        return attributes
    }

    @Test func gravityMovesAttributesAndTheirCellsFollow() throws {
        let layout = AnimatedLayout()
        let falling = attributes(item: 0, center: CGPoint(x: 100, y: 50))
        layout.animator.addBehavior(UIGravityBehavior(items: [falling]))
        let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), layout: layout,
                                      source: NumberedItems([1]))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.center == CGPoint(x: 100, y: 50))
        let before = layout.invalidations
        for _ in 0..<30 { layout.animator.advance(by: 1.0 / 60) }
        #expect(layout.invalidations == before + 30, "every step invalidates the layout")
        // Half a second of gravity (1000 pt/s²) from rest: about ½·1000·0.5² = 125 pt, less the item's damping.
        #expect(falling.center.y > 160 && falling.center.y < 175)
        #expect(cell.center == falling.center, "the cell is where the animator put its attributes")
        #expect(layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === falling)
        #expect(layout.animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) == nil)
    }

    @Test func theReferenceBoundaryIsTheContentSize() {
        let layout = AnimatedLayout()
        let falling = attributes(item: 0, center: CGPoint(x: 100, y: 50))
        let collision = UICollisionBehavior(items: [falling])
        collision.translatesReferenceBoundsIntoBoundary = true
        layout.animator.addBehavior(UIGravityBehavior(items: [falling]))
        layout.animator.addBehavior(collision)
        let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), layout: layout,
                                      source: NumberedItems([1]))
        for _ in 0..<300 { layout.animator.advance(by: 1.0 / 60) }
        // Content 300 tall (the view is 200): the 20 pt item comes to rest on y = 300 (+1 pt outset), centre 291.
        #expect(abs(falling.center.y - 291) < 1)
        #expect(view.contentSize.height == 300)
    }

    @Test func itemsInARectUseContentCoordinates() {
        let layout = AnimatedLayout()
        let high = attributes(item: 0, center: CGPoint(x: 100, y: 40))
        let low = attributes(item: 1, center: CGPoint(x: 100, y: 1000))
        layout.animator.addBehavior(UIDynamicItemBehavior(items: [high, low]))
        let inLow = layout.animator.items(in: CGRect(x: 0, y: 950, width: 200, height: 100))
        #expect(inLow.count == 1 && inLow.first === low)
        let inHigh = layout.animator.items(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(inHigh.count == 1 && inHigh.first === high)
    }

    @Test func supplementaryAndDecorationAttributesAreFoundByKind() {
        let layout = AnimatedLayout()
        let path = IndexPath(item: 0, section: 0)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: path)
        header.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        let badge = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "badge", with: path)
        badge.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
        let cell = attributes(item: 0, center: CGPoint(x: 100, y: 100))
        layout.animator.addBehavior(UIDynamicItemBehavior(items: [header, badge, cell]))
        #expect(layout.animator.layoutAttributesForSupplementaryView(ofKind: "header", at: path) === header)
        #expect(layout.animator.layoutAttributesForSupplementaryView(ofKind: "footer", at: path) == nil)
        #expect(layout.animator.layoutAttributesForDecorationView(ofKind: "badge", at: path) === badge)
        #expect(layout.animator.layoutAttributesForCell(at: path) === cell)
        #expect(layout.animator.referenceView == nil)
    }

    @Test func attributesCopyEveryValue() throws {
        let original = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 3, section: 1))
        original.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        original.alpha = 0.25
        original.zIndex = 7
        original.transform = CGAffineTransform(rotationAngle: 1)
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy !== original)
        #expect(copy.frame == original.frame && copy.alpha == 0.25 && copy.zIndex == 7)
        #expect(copy.transform == original.transform && copy.indexPath == IndexPath(item: 3, section: 1))
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "header")
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }
}
