import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Self-sizing items: a flow layout with `estimatedItemSize` sizes each item from its cell's Auto Layout content.
@Suite(.serialized) struct CollectionSelfSizingTests {
    /// Items whose content is a box of 60+20·item × 30+10·item points pinned to the content view's edges.
    private final class Boxes: UICollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! FixedWidthBoxCell
            cell.width.constant = 60 + 20 * CGFloat(indexPath.item)
            cell.height.constant = 30 + 10 * CGFloat(indexPath.item)
            return cell
        }
    }


    /// A 320×400 view whose flow layout estimates `estimated`, showing `source` (which the caller keeps: the data
    /// source is weak) in cells of `cellClass`.
    private func makeView(estimated: CGSize, source: any UICollectionViewDataSource,
                          cellClass: AnyClass = FixedWidthBoxCell.self) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimated
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(cellClass, forCellWithReuseIdentifier: "box")
        view.dataSource = source
        return view
    }

    @Test func automaticSizeTakesEachCellsAutoLayoutSize() throws {
        let source = Boxes(4)
        let view = makeView(estimated: UICollectionViewFlowLayout.automaticSize, source: source)
        let frames = (0..<4).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Widths 60, 80, 100 fill the first line (60+10+80+10+100 = 260 ≤ 320, spread edge to edge: spacing 40);
        // 120 does not fit and starts the second line. Heights 30, 40, 50 centred in a 50-point line.
        #expect(frames[0] == CGRect(x: 0, y: 10, width: 60, height: 30))
        #expect(frames[1] == CGRect(x: 100, y: 5, width: 80, height: 40))
        #expect(frames[2] == CGRect(x: 220, y: 0, width: 100, height: 50))
        // A lone item on its line is centred: (320 − 120) / 2.
        #expect(frames[3] == CGRect(x: 100, y: 60, width: 120, height: 60))
        #expect(view.contentSize == CGSize(width: 320, height: 120))
    }

    @Test func anEstimateIsWhereItemsStartAndReloadMeasuresAgain() throws {
        let source = Boxes(2)
        let view = makeView(estimated: CGSize(width: 300, height: 100), source: source)
        // The estimate put the items on lines of their own (at y 0 and 110); measured, 60 and 80 wide, they share
        // one line, spread edge to edge, centred in its 40-point height.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 5, width: 60, height: 30))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 240, y: 0, width: 80, height: 40))
        let layout = try #require(view.collectionViewLayout as? UICollectionViewFlowLayout)
        layout.estimatedItemSize = .zero
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 50, height: 50),
                "without an estimate the item size rules")
    }

    @Test func aCellCanFixItsWidthAndMeasureOnlyItsHeight() throws {
        final class FullWidthCell: UICollectionViewCell {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.topAnchor.constraint(equalTo: contentView.topAnchor),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            required init?(coder: NSCoder) { nil }
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                attributes.size = systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                          withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel)
                return attributes
            }
        }
        let source = PlainItems(count: 3, identifier: "box")
        let view = makeView(estimated: CGSize(width: 320, height: 100), source: source, cellClass: FullWidthCell.self)
        #expect(view.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 320, height: 44),
            CGRect(x: 0, y: 54, width: 320, height: 44),
            CGRect(x: 0, y: 108, width: 320, height: 44),
        ])
    }
}

/// `count` items in one section, all cells dequeued with `identifier` and left as they are.
final class PlainItems: UICollectionViewDataSource {
    let count: Int, identifier: String
    init(count: Int, identifier: String) { (self.count, self.identifier) = (count, identifier) }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}
