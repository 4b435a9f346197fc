import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// Headers, footers and decoration views during batch updates: they stay with their sections and glide like cells,
/// arrive and leave through the layout's supplementary and decoration hooks, which are asked in UIKit's order.
@Suite(.serialized) struct SupplementaryUpdateTests {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    // `makeSectioned` (CollectionSupplementaryTests.swift): sections of 320×50 items, 10 apart, with 40-point headers
    // and 20-point footers in a 320×300 view, so section 0's header is at 0…40, its items at 40, 100, 160, its
    // footer at 210…230, and section 1's header at 230…270.

    @Test func aHeaderBelowAnInsertedItemGlidesDownWithItsSection() throws {
        let source = HeaderedItems([3, 3])
        let view = makeSectioned(source)
        let secondHeader = try #require(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        let firstFooter = try #require(view.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)))
        let asked = source.requested
        let clock = AnimationClock()
        source.counts = [4, 3]
        clock.withCurrent { view.insertItems(at: [IndexPath(item: 3, section: 0)]) }
        // The views stay with their sections (the data source is not asked again); the model is the new place.
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) === secondHeader)
        #expect(source.requested == asked)
        #expect(secondHeader.frame == CGRect(x: 0, y: 290, width: 320, height: 40))
        clock.withCurrent { clock.advance(to: 0) }
        #expect(secondHeader.layer.presentation()?.position == CGPoint(x: 160, y: 250))
        #expect(firstFooter.layer.presentation()?.position == CGPoint(x: 160, y: 220))
        clock.withCurrent { clock.advance(to: 0.15) }
        // Half the time of the ease-in-out curve is half the way: 250 → 310 and 220 → 280.
        let headerY = try #require(secondHeader.layer.presentation()?.position.y)
        #expect(abs(headerY - 280) < 0.5)
        let footerY = try #require(firstFooter.layer.presentation()?.position.y)
        #expect(abs(footerY - 250) < 0.5)
        #expect(secondHeader.layer.presentation()?.opacity == 1)
        clock.withCurrent { clock.advance(to: 0.3) }
        #expect(secondHeader.layer.presentation()?.position == CGPoint(x: 160, y: 310))
    }

    @Test func aDeletedSectionsHeaderFadesOutWhileTheNextOneTakesItsPlace() throws {
        let source = HeaderedItems([3, 3])
        let recorder = DisplayRecorder()
        let view = makeSectioned(source, delegate: recorder)
        let leaving = try #require(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        let rising = try #require(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        recorder.events = []
        let clock = AnimationClock()
        var finished: Bool?
        source.counts = [3]
        clock.withCurrent {
            view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 0)) }) { finished = $0 }
        }
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) === rising)
        #expect(rising.accessibilityIdentifier == "header-1", "the view kept is the old section 1's")
        clock.withCurrent { clock.advance(to: 0.15) }
        #expect(leaving.superview === view)
        let opacity = try #require(leaving.layer.presentation()?.opacity)
        #expect(abs(opacity - 0.5) < 0.01)
        #expect(leaving.layer.presentation()?.position == CGPoint(x: 160, y: 20), "it fades in place")
        let risingY = try #require(rising.layer.presentation()?.position.y)
        #expect(abs(risingY - (250 + 20) / 2) < 0.5, "from 250 up to 20")
        // The old section 1's footer (440…460 before) comes into view as section 0's and is asked for; nothing
        // ends before the animation does.
        #expect(recorder.events == ["will footer 0"])
        clock.withCurrent { clock.advance(to: 0.31) }
        #expect(finished == true)
        #expect(leaving.superview == nil)
        #expect(recorder.events == ["will footer 0", "end footer 0", "end header 0"],
                "the leaving views, by their old index paths")
    }

    @Test func theSupplementaryHooksAreAskedInUIKitsOrderAndTheirAnswersAnimate() throws {
        let source = HeaderedItems([2])
        let layout = HeaderHookLayout()
        let view = makeSectioned(source, layout: layout)
        layout.log = []
        let clock = AnimationClock()
        // A new section 0 of three items pushes the old one (now section 1) down: its footer ends at 380…400,
        // below the 300-point view.
        source.counts = [3, 2]
        clock.withCurrent { view.insertSections(IndexSet(integer: 0)) }
        #expect(layout.log == [
            "prepare(forCollectionViewUpdates:)",
            "insert? footer", "delete? footer", "insert? header", "delete? header",
            "initial footer 0", "initial header 0", "initial header 1",
            "final footer 0",
            "finalize",
        ])
        // The new section's header starts where the layout says: 100 points to the left, opaque.
        let arriving = try #require(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        #expect(arriving.accessibilityIdentifier == "header-0")
        clock.withCurrent { clock.advance(to: 0) }
        #expect(arriving.layer.presentation()?.position == CGPoint(x: 60, y: 20))
        #expect(arriving.layer.presentation()?.opacity == 1)
        clock.withCurrent { clock.advance(to: 0.15) }
        let x = try #require(arriving.layer.presentation()?.position.x)
        #expect(abs(x - 110) < 0.5)
        // The old footer 0, now section 1's, moved out of view: it slides to its new place, then goes.
        let moved = try #require(layout.finals[IndexPath(item: 0, section: 0)])
        #expect(moved.frame == CGRect(x: 0, y: 380, width: 320, height: 20))
        #expect(moved.alpha == 1)
    }

    @Test func decorationViewsTheLayoutReplacesCrossFade() throws {
        let layout = ReplacingBackdropLayout()
        layout.register(BackdropView.self, forDecorationViewOfKind: "backdrop")
        let source = NumberedItems([1])
        let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), layout: layout, source: source)
        let old = try #require(view.subviews.first as? BackdropView)
        let clock = AnimationClock()
        clock.withCurrent { view.performBatchUpdates({}) }
        #expect(layout.asked == ["insert? backdrop", "delete? backdrop"])
        let backdrops = view.subviews.compactMap { $0 as? BackdropView }
        #expect(backdrops.count == 2, "the old view stays until it has faded out")
        let new = try #require(backdrops.first { $0 !== old })
        clock.withCurrent { clock.advance(to: 0.15) }
        let fading = try #require(old.layer.presentation()?.opacity)
        let arriving = try #require(new.layer.presentation()?.opacity)
        #expect(abs(fading - 0.5) < 0.01 && abs(arriving - 0.5) < 0.01)
        #expect(new.layer.presentation()?.position == CGPoint(x: 100, y: 60))
        clock.withCurrent { clock.advance(to: 0.31) }
        #expect(old.superview == nil)
        #expect(view.subviews.compactMap { $0 as? BackdropView }.map { $0 === new } == [true])
    }
}

/// A flow layout that logs its update hooks and starts inserted sections' headers 100 points to the left, opaque.
private final class HeaderHookLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    var finals: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var insertedSections = IndexSet()

    private func name(_ kind: String) -> String { kind == UICollectionView.elementKindSectionHeader ? "header" : "footer" }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        log.append("prepare(forCollectionViewUpdates:)")
        insertedSections = IndexSet(updateItems.filter { $0.updateAction == .insert }
            .compactMap { $0.indexPathAfterUpdate?.section })
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("insert? \(name(elementKind))")
        return super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("delete? \(name(elementKind))")
        return super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(name(elementKind)) \(elementIndexPath.section)")
        let attributes = super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        if elementKind == UICollectionView.elementKindSectionHeader, insertedSections.contains(elementIndexPath.section) {
            attributes?.center.x -= 100
            attributes?.alpha = 1
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final \(name(elementKind)) \(elementIndexPath.section)")
        let attributes = super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        finals[elementIndexPath] = attributes
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalize")
    }
}

/// One cell over a "backdrop" decoration (10, 10, 180 × 100) that every update replaces with a new one.
private final class ReplacingBackdropLayout: UICollectionViewLayout {
    var asked: [String] = []

    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 200) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        return [cell, layoutAttributesForDecorationView(ofKind: "backdrop", at: IndexPath(item: 0, section: 0))!]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: .zero)?.first
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                     at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let backdrop = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        backdrop.frame = CGRect(x: 10, y: 10, width: 180, height: 100)
        return backdrop
    }

    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        asked.append("insert? \(elementKind)")
        return [IndexPath(item: 0, section: 0)]
    }

    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        asked.append("delete? \(elementKind)")
        return [IndexPath(item: 0, section: 0)]
    }
}
