import Foundation
import DynamicsGeometry

/// UIKit's line-based layout: items fill lines across the scroll direction, lines stack along it.
///
/// Within a section, as many items as fit (with at least the interitem spacing between them) share a line, and
/// lines are the line spacing apart; the section inset surrounds each section's items, a header comes before the
/// inset and a footer after it. As in UIKit, a full line spreads its items edge to edge (the spacing grows), a line
/// with a single item centres it, the last, shorter line of a section keeps the spacing of the line before it from
/// the leading edge, and items smaller than their line are centred in it. Sizes, insets and spacings come from the
/// collection view's delegate when it adopts `UICollectionViewDelegateFlowLayout`, else from the properties below.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item (UIKit's default 50×50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size items start at before their cells are measured; non-zero makes the items self-sizing: each cell's
    /// `preferredLayoutAttributesFitting(_:)` then decides its item's size. `automaticSize` starts the items at
    /// `itemSize`. Zero (no self-sizing) by default.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard estimatedItemSize.width.isFinite, estimatedItemSize.height.isFinite else {
                estimatedItemSize = oldValue
                return
            }
            invalidateLayout()
        }
    }
    /// The `estimatedItemSize` that sizes items from their cells with no estimate of one's own, as in UIKit (the
    /// greatest finite size).
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// The least space between lines (UIKit's default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (UIKit's default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Every section header's size; only the extent along the scroll direction counts, the header spans the
    /// content across it. Zero (no headers) by default.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Every section footer's size, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether lines stack downwards (`.vertical`, the default) or to the right.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var supplementaryAttributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    /// The sizes self-sizing items measured, until the data is reloaded or `estimatedItemSize` goes back to zero.
    private var preferredSizes: [IndexPath: CGSize] = [:]

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// A flow layout with UIKit's defaults (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The answers that shape one section: from the delegate when it adopts the flow-layout protocol.
    private struct SectionMetrics {
        var inset: UIEdgeInsets, lineSpacing: CGFloat, interitemSpacing: CGFloat, header: CGSize, footer: CGSize
    }

    private func metrics(of section: Int, in collectionView: UICollectionView,
                         delegate: (any UICollectionViewDelegateFlowLayout)?) -> SectionMetrics {
        guard let delegate else {
            return SectionMetrics(inset: sectionInset, lineSpacing: minimumLineSpacing,
                                  interitemSpacing: minimumInteritemSpacing, header: headerReferenceSize,
                                  footer: footerReferenceSize)
        }
        return SectionMetrics(
            inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
            lineSpacing: delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
            interitemSpacing: delegate.collectionView(collectionView, layout: self,
                                                      minimumInteritemSpacingForSectionAt: section),
            header: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
            footer: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section))
    }

    /// An item's size: measured by its cell when items size themselves (the estimate until then), else from the
    /// delegate or `itemSize`.
    private func size(ofItemAt indexPath: IndexPath, in collectionView: UICollectionView,
                      delegate: (any UICollectionViewDelegateFlowLayout)?) -> CGSize {
        let given = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        guard sizesItemsThemselves else { return given }
        if let measured = preferredSizes[indexPath] { return measured }
        return estimatedItemSize == Self.automaticSize ? given : estimatedItemSize
    }

    override var sizesItemsThemselves: Bool { estimatedItemSize != .zero }

    /// True for a self-sizing item whose preferred size differs from the one laid out, as UIKit's flow layout.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        sizesItemsThemselves && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    override func takePreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) { preferredSizes[indexPath] = size }

    override func discardPreferredSizes() { preferredSizes = [:] }

    /// Places every item, header and footer from the collection view's current counts, bounds and delegate.
    open override func prepare() {
        super.prepare()
        supplementaryAttributes = []
        guard let collectionView else {
            itemAttributes = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let viewCross = vertical ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout

        var main: CGFloat = 0
        itemAttributes = (0..<collectionView.numberOfSections).map { sectionIndex in
            let metrics = metrics(of: sectionIndex, in: collectionView, delegate: delegate)
            let count = collectionView.numberOfItems(inSection: sectionIndex)
            let sizes = (0..<count).map { item in
                FlowAxes(size(ofItemAt: IndexPath(item: item, section: sectionIndex), in: collectionView,
                              delegate: delegate), vertical: vertical)
            }
            main = addSupplementary(UICollectionView.elementKindSectionHeader, size: metrics.header,
                                    section: sectionIndex, at: main, cross: viewCross, vertical: vertical)
            let section = FlowInsets(metrics.inset, vertical: vertical)
            main += section.mainStart
            let attributes = placeLines(of: sizes, section: sectionIndex, metrics: metrics, insets: section,
                                        available: viewCross - section.crossStart - section.crossEnd,
                                        main: &main, vertical: vertical)
            main += section.mainEnd
            main = addSupplementary(UICollectionView.elementKindSectionFooter, size: metrics.footer,
                                    section: sectionIndex, at: main, cross: viewCross, vertical: vertical)
            return attributes
        }
        contentSize = vertical ? CGSize(width: max(viewCross, 0), height: main) : CGSize(width: main, height: max(viewCross, 0))
    }

    /// Fills lines with the items of one section from `main` on, moving `main` past the last line.
    private func placeLines(of sizes: [FlowAxes], section sectionIndex: Int, metrics: SectionMetrics,
                            insets section: FlowInsets, available: CGFloat, main: inout CGFloat,
                            vertical: Bool) -> [UICollectionViewLayoutAttributes] {
        let lines = Self.lines(of: sizes, available: available, spacing: metrics.interitemSpacing)
        var attributes: [UICollectionViewLayoutAttributes] = []
        attributes.reserveCapacity(sizes.count)
        var previousSpacing: CGFloat?
        for (lineIndex, line) in lines.enumerated() {
            let items = sizes[line]
            let used = items.reduce(0) { $0 + $1.cross }
            let lineMain = items.map(\.main).max() ?? 0
            var spacing: CGFloat = 0
            if items.count > 1 {
                let spread = (available - used) / CGFloat(items.count - 1)
                // The last, shorter line of several lines up with the line before it where its items still fit.
                if lineIndex == lines.count - 1, lines.count > 1, let previousSpacing,
                   used + previousSpacing * CGFloat(items.count - 1) <= available {
                    spacing = previousSpacing
                } else if lineIndex == lines.count - 1, lines.count > 1 {
                    spacing = metrics.interitemSpacing
                } else {
                    spacing = spread
                }
                previousSpacing = spacing
            }
            var cross = items.count == 1 ? section.crossStart + (available - items[items.startIndex].cross) / 2 : section.crossStart
            for (offset, item) in zip(line, items) {
                let element = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: offset, section: sectionIndex))
                let itemMain = main + (lineMain - item.main) / 2
                element.frame = vertical
                    ? CGRect(x: cross, y: itemMain, width: item.cross, height: item.main)
                    : CGRect(x: itemMain, y: cross, width: item.main, height: item.cross)
                attributes.append(element)
                cross += item.cross + spacing
            }
            main += lineMain + (lineIndex < lines.count - 1 ? metrics.lineSpacing : 0)
        }
        return attributes
    }

    /// The items of each line: as many as fit across `available` with `spacing` between them, at least one (an
    /// item without a positive extent across the lines gets a line of its own).
    private static func lines(of sizes: [FlowAxes], available: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, used: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            let needed = index == start ? size.cross : used + spacing + size.cross
            // A hundredth of a point of slack: sizes computed as fractions of the width must still fit.
            if index > start, !(size.cross > 0 && needed <= available + 0.01) {
                lines.append(start..<index)
                start = index
                used = size.cross
            } else {
                used = needed
            }
        }
        if start < sizes.count { lines.append(start..<sizes.count) }
        return lines
    }

    /// Adds a header or footer of `size` at `main` when it has extent along the scroll direction; returns where
    /// the section continues.
    private func addSupplementary(_ kind: String, size: CGSize, section: Int, at main: CGFloat, cross: CGFloat,
                                  vertical: Bool) -> CGFloat {
        let extent = vertical ? size.height : size.width
        guard extent > 0, extent.isFinite else { return main }
        let element = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind,
                                                       with: IndexPath(item: 0, section: section))
        element.frame = vertical ? CGRect(x: 0, y: main, width: max(cross, 0), height: extent)
            : CGRect(x: main, y: 0, width: extent, height: max(cross, 0))
        supplementaryAttributes.append(element)
        return main + extent
    }

    /// The extent of all sections along the scroll direction and the view's inner size across it.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Copies of the attributes of the items, headers and footers whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (itemAttributes.joined() + supplementaryAttributes).filter { $0.frame.overlaps(rect) }
            .map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    /// A copy of the attributes of the header or footer of `elementKind` at `indexPath` (item 0 of its section);
    /// nil when that section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                             at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }?
            .copy() as? UICollectionViewLayoutAttributes
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
