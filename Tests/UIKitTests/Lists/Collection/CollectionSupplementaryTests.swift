import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// Supplementary views (headers, footers) from the data source and decoration views from the layout, shown and
/// reused like cells.
/// A 320×300 view of sections of 320×50 items, 10 apart, each with a 40-point header and a 20-point footer (headers
/// "header", footers "footer", both `LabelView`s), laid out by `layout` (a new flow layout by default).
@MainActor func makeSectioned(_ source: HeaderedItems, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
                              delegate: (any UICollectionViewDelegate)? = nil) -> UICollectionView {
    layout.itemSize = CGSize(width: 320, height: 50)
    layout.minimumLineSpacing = 10
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
    view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    view.register(LabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                  withReuseIdentifier: "header")
    view.register(LabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                  withReuseIdentifier: "footer")
    view.delegate = delegate
    view.dataSource = source
    return view
}

@Suite(.serialized) struct CollectionSupplementaryTests {
    @Test func headersAndFootersAreShownAtTheFlowLayoutsFrames() throws {
        let source = HeaderedItems([3, 3])
        let view = makeSectioned(source)
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        // Section 0: header 0…40, items at 40, 100, 160, footer 210…230; section 1: header 230…270, items from 270.
        #expect(view.contentSize == CGSize(width: 320, height: 460))
        let firstHeader = try #require(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        #expect(firstHeader.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(firstHeader.reuseIdentifier == "header")
        #expect(firstHeader.accessibilityIdentifier == "header-0")
        let firstFooter = try #require(view.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)))
        #expect(firstFooter.frame == CGRect(x: 0, y: 210, width: 320, height: 20))
        let secondHeader = try #require(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        #expect(secondHeader.frame == CGRect(x: 0, y: 230, width: 320, height: 40))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 270, width: 320, height: 50))
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: header).map(\.section) == [0, 1])
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: footer).map(\.section) == [0])
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 440, width: 320, height: 20))
        // The views are in the view tree, in front of the cells (equal zIndex).
        #expect(firstHeader.superview === view)
        let cellIndex = try #require(view.subviews.lastIndex { $0 is UICollectionViewCell })
        #expect(view.subviews.firstIndex { $0 === firstHeader }! > cellIndex)
    }

    @Test func supplementaryViewsThatScrollAwayAreReusedForTheirKindOnly() throws {
        LabelView.created = 0
        let source = HeaderedItems([3, 3, 3])
        let view = makeSectioned(source)
        let header = UICollectionView.elementKindSectionHeader
        #expect(LabelView.created == 3, "two headers and one footer")
        let secondHeader = try #require(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        source.requested = []
        // Sections are 230 tall: 300…600 shows section 1's last items and footer (440…460) and section 2's header
        // (460…500); headers 0 and 1 and footer 0 leave.
        view.contentOffset = CGPoint(x: 0, y: 300)
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: header).map(\.section) == [2])
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) === secondHeader,
                "the last header that left is the one that arrives")
        #expect(secondHeader.accessibilityIdentifier == "header-2")
        #expect(secondHeader.frame == CGRect(x: 0, y: 460, width: 320, height: 40))
        #expect((secondHeader as? LabelView)?.reuses == 1)
        #expect(source.requested == ["footer-1", "header-2"])
        #expect(LabelView.created == 3)
        // Off-screen supplementary views leave the view tree.
        #expect(view.subviews.filter { $0 is LabelView }.count == 2)
    }

    @Test func theDelegateHearsSupplementaryViewsComeAndGo() {
        let delegate = DisplayRecorder()
        let source = HeaderedItems([3, 3])
        let view = makeSectioned(source, delegate: delegate)
        // Same zIndex and index path: by kind, and "…Footer" sorts before "…Header".
        #expect(delegate.events == ["will footer 0", "will header 0", "will header 1"])
        delegate.events = []
        view.contentOffset = CGPoint(x: 0, y: 160)
        #expect(delegate.events == ["end header 0", "will footer 1"])
        delegate.events = []
        view.reloadData()
        #expect(delegate.events.prefix(3) == ["end footer 0", "end footer 1", "end header 1"])
    }

    @Test func aDataSourceWithoutSupplementaryViewsShowsOnlyCells() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), layout: layout,
                                      source: NumberedItems([2]))
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 40)
        #expect(view.subviews.allSatisfy { $0 is UICollectionViewCell })
    }

    @Test func decorationViewsComeFromTheLayoutsRegisteredClassBehindTheCells() throws {
        let layout = FixedLayout()
        layout.register(BackdropView.self, forDecorationViewOfKind: "backdrop")
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let backdrop = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "backdrop", with: IndexPath(item: 0, section: 0))
        backdrop.frame = CGRect(x: 10, y: 10, width: 180, height: 100)
        backdrop.alpha = 0.5
        let unregistered = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "other", with: IndexPath(item: 0, section: 0))
        unregistered.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layout.attributes = [cell, backdrop, unregistered]
        let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), layout: layout,
                                      source: NumberedItems([1]))
        let decorations = view.subviews.compactMap { $0 as? BackdropView }
        #expect(decorations.count == 1)
        let decoration = try #require(decorations.first)
        #expect(decoration.frame == CGRect(x: 10, y: 10, width: 180, height: 100))
        #expect(decoration.alpha == 0.5)
        #expect(view.subviews.count == 2, "nothing for the kind without a class")
        #expect(view.subviews.first === decoration && view.subviews.last is UICollectionViewCell)
        // In front once its zIndex says so; gone (and reused on return) when the layout stops returning it.
        backdrop.zIndex = 1
        layout.invalidateLayout()
        #expect(view.subviews.last === decoration)
        layout.attributes = [cell]
        layout.invalidateLayout()
        #expect(decoration.superview == nil)
        layout.attributes = [cell, backdrop]
        layout.invalidateLayout()
        #expect(view.subviews.compactMap { $0 as? BackdropView }.first === decoration)
        #expect(decoration.reuses == 1)
    }
}

/// A data source like `NumberedItems` that also supplies headers and footers named "header-s" and "footer-s".
final class HeaderedItems: UICollectionViewDataSource {
    var counts: [Int]
    /// The supplementary elements asked for, by name.
    var requested: [String] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let name = kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
        requested.append("\(name)-\(indexPath.section)")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: name, for: indexPath)
        view.accessibilityIdentifier = "\(name)-\(indexPath.section)"
        return view
    }
}

/// A header or footer view that counts how often it was created and reused.
final class LabelView: UICollectionReusableView {
    static var created: Int {
        get { Thread.current.threadDictionary["LabelView.created"] as? Int ?? 0 }
        set { Thread.current.threadDictionary["LabelView.created"] = newValue }
    }
    var reuses = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        LabelView.created += 1
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() { reuses += 1 }
}

/// A decoration view that counts its reuses.
final class BackdropView: UICollectionReusableView {
    var reuses = 0
    override func prepareForReuse() { reuses += 1 }
}

/// A delegate that records supplementary views arriving and leaving.
final class DisplayRecorder: UICollectionViewDelegate {
    var events: [String] = []
    private func name(_ kind: String) -> String { kind == UICollectionView.elementKindSectionHeader ? "header" : "footer" }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        events.append("will \(name(elementKind)) \(indexPath.section)")
    }
    func collectionView(_ collectionView: UICollectionView,
                        didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        events.append("end \(name(elementKind)) \(indexPath.section)")
    }
}
