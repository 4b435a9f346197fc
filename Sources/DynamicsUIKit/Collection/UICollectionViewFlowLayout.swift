import Foundation
import DynamicsGeometry

/// UIKit's line-based layout: items of `itemSize` fill lines across the scroll direction, lines stack along it.
///
/// Within a section, as many items as fit (with at least `minimumInteritemSpacing` between them) share a line, and
/// lines are `minimumLineSpacing` apart; `sectionInset` surrounds each section. As in UIKit, a full line spreads its
/// items edge to edge (the spacing grows), a line with a single item centres it, and the last, shorter line of a
/// section keeps the full lines' spacing from the leading edge.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item (UIKit's default 50×50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines (UIKit's default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (UIKit's default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Whether lines stack downwards (`.vertical`, the default) or to the right.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Places every item from the collection view's current counts and bounds.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            itemAttributes = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let viewCross = vertical ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        let item = FlowAxes(itemSize, vertical: vertical)
        let section = FlowInsets(sectionInset, vertical: vertical)
        let available = viewCross - section.crossStart - section.crossEnd
        let fit = ((available + minimumInteritemSpacing) / (item.cross + minimumInteritemSpacing)).rounded(.down)
        // Non-finite or degenerate sizes put one item per line rather than trapping on the conversion.
        let perLine = item.cross > 0 && fit.isFinite && fit >= 1 ? Int(min(fit, 100_000)) : 1
        // A full line spreads its items edge to edge.
        let fullLineSpacing = perLine > 1 ? (available - CGFloat(perLine) * item.cross) / CGFloat(perLine - 1) : 0

        var main: CGFloat = 0
        itemAttributes = (0..<collectionView.numberOfSections).map { sectionIndex in
            let count = collectionView.numberOfItems(inSection: sectionIndex)
            main += section.mainStart
            var attributes: [UICollectionViewLayoutAttributes] = []
            attributes.reserveCapacity(count)
            let lines = (count + perLine - 1) / perLine
            for line in 0..<lines {
                let first = line * perLine
                let inLine = min(perLine, count - first)
                let spacing = lines == 1 && inLine > 1
                    ? (available - CGFloat(inLine) * item.cross) / CGFloat(inLine - 1) : fullLineSpacing
                for position in 0..<inLine {
                    let cross = inLine == 1
                        ? section.crossStart + (available - item.cross) / 2
                        : section.crossStart + CGFloat(position) * (item.cross + spacing)
                    let element = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: first + position,
                                                                                           section: sectionIndex))
                    element.frame = vertical
                        ? CGRect(x: cross, y: main, width: item.cross, height: item.main)
                        : CGRect(x: main, y: cross, width: item.main, height: item.cross)
                    attributes.append(element)
                }
                main += item.main + (line < lines - 1 ? minimumLineSpacing : 0)
            }
            main += section.mainEnd
            return attributes
        }
        contentSize = vertical ? CGSize(width: max(viewCross, 0), height: main) : CGSize(width: main, height: max(viewCross, 0))
    }

    /// The extent of all sections along the scroll direction and the view's inner size across it.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Copies of the attributes of the items whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        itemAttributes.joined().filter { $0.frame.overlaps(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    /// A copy of the attributes of the item at `indexPath`; nil when there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, itemAttributes.indices.contains(indexPath.section),
              itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemAttributes[indexPath.section][indexPath.item].copy() as? UICollectionViewLayoutAttributes
    }

    /// True when the view's size changes (the lines must be refilled); scrolling alone keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}

/// A size split along the scroll direction (`main`) and across it (`cross`).
private struct FlowAxes {
    var main: CGFloat, cross: CGFloat
    init(_ size: CGSize, vertical: Bool) {
        main = vertical ? size.height : size.width
        cross = vertical ? size.width : size.height
    }
}

/// Insets split along and across the scroll direction.
private struct FlowInsets {
    var mainStart: CGFloat, mainEnd: CGFloat, crossStart: CGFloat, crossEnd: CGFloat
    init(_ insets: UIEdgeInsets, vertical: Bool) {
        mainStart = vertical ? insets.top : insets.left
        mainEnd = vertical ? insets.bottom : insets.right
        crossStart = vertical ? insets.left : insets.top
        crossEnd = vertical ? insets.right : insets.bottom
    }
}
