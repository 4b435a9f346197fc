import Foundation
import DynamicsGeometry

/// Where a compositional layout puts everything, computed section by section down the view: each section's
/// headers, its top inset, its groups (down the view, or across it in a row of their own), its bottom inset and
/// its footers; the configuration's spacing between sections.
@MainActor struct CompositionalPlacement {
    private(set) var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private(set) var supplementary: [UICollectionViewLayoutAttributes] = []
    /// Every element, cells first.
    private(set) var all: [UICollectionViewLayoutAttributes] = []
    /// The items whose cells are measured (an estimated dimension).
    private(set) var estimated = Set<IndexPath>()
    /// The list sections' configurations, by section.
    private(set) var lists: [Int: UICollectionLayoutListConfiguration] = [:]
    /// The rows of the orthogonally scrolling sections, by section.
    private(set) var rows: [Int: OrthogonalRow] = [:]
    private(set) var contentSize = CGSize.zero

    /// Nothing placed.
    init() {}

    /// Places `sections` (each with its item count; nil for a section the provider left out) in `environment`;
    init(sections: [(section: NSCollectionLayoutSection, count: Int)?], environment: CompositionalEnvironment,
         spacing: CGFloat, measured: [IndexPath: CGSize]) {
        let width = environment.effectiveContentSize.width
        var y: CGFloat = 0
        var placedOne = false
        for (index, entry) in sections.enumerated() {
            guard let (section, count) = entry else { continue }
            if placedOne { y += spacing }
            placedOne = true
            let insets = section.contentInsets
            let inner = CGSize(width: max(0, width - insets.leading - insets.trailing),
                               height: max(0, environment.effectiveContentSize.height - insets.top - insets.bottom))
            for boundary in section.boundarySupplementaryItems where !boundary.isBelow {
                y += place(boundary, section: index, inner: inner, insets: insets, y: y)
            }
            y += insets.top
            var placer = CompositionalGroupPlacer(section: index, itemCount: count, measured: measured)
            if section.orthogonalScrollingBehavior == .none {
                y = placeDown(section, with: &placer, inner: inner, y: y)
            } else {
                y = placeAcross(section, index: index, with: &placer, inner: inner, width: width, y: y)
            }
            lists[index] = section.listConfiguration
            let list = section.listConfiguration.map(ListSectionStyle.init(configuration:))
            for (item, frame) in placer.frames.enumerated() {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = frame
                attributes.listPlacement = list.map {
                    ListItemPlacement(style: $0, indexPath: attributes.indexPath, isFirst: item == 0,
                                      isLast: item == placer.frames.count - 1)
                }
                items[attributes.indexPath] = attributes
                attributes.measuredAxes = placer.estimated[item]
                if placer.estimated[item].width || placer.estimated[item].height { estimated.insert(attributes.indexPath) }
            }
            y += insets.bottom
            for boundary in section.boundarySupplementaryItems where boundary.isBelow {
                y += place(boundary, section: index, inner: inner, insets: insets, y: y)
            }
        }
        contentSize = CGSize(width: width, height: y)
        all = items.values.sorted { $0.indexPath < $1.indexPath } + supplementary
    }

    /// Repeats the section's group down the view until its items run out; returns where the groups end.
    private func placeDown(_ section: NSCollectionLayoutSection, with placer: inout CompositionalGroupPlacer,
                           inner: CGSize, y top: CGFloat) -> CGFloat {
        var y = top
        var first = true
        while placer.hasItemsLeft, section.group.leafCount > 0 {
            if !first { y += section.interGroupSpacing }
            first = false
            y += placer.place(section.group, in: inner, at: CGPoint(x: section.contentInsets.leading, y: y)).height
        }
        return y
    }

    /// Repeats the section's group across the view, in a row that scrolls on its own (the layout moves the cells
    /// by the row's scrolling when asked for them). Returns where the row ends.
    private mutating func placeAcross(_ section: NSCollectionLayoutSection, index: Int,
                                      with placer: inout CompositionalGroupPlacer, inner: CGSize, width: CGFloat,
                                      y: CGFloat) -> CGFloat {
        var x = section.contentInsets.leading
        var height: CGFloat = 0
        var starts: [CGFloat] = [], widths: [CGFloat] = []
        while placer.hasItemsLeft, section.group.leafCount > 0 {
            if !starts.isEmpty { x += section.interGroupSpacing }
            let size = placer.place(section.group, in: inner, at: CGPoint(x: x, y: y))
            starts.append(x)
            widths.append(size.width)
            x += size.width
            height = max(height, size.height)
        }
        rows[index] = OrthogonalRow(frame: CGRect(x: 0, y: y, width: width, height: height),
                                    contentWidth: x + section.contentInsets.trailing,
                                    behavior: section.orthogonalScrollingBehavior, groupStarts: starts,
                                    leadingInset: section.contentInsets.leading, groupWidths: widths)
        return y + height
    }

    /// Places a header or footer at `y`, across the section inside its side insets; returns its height.
    private mutating func place(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int, inner: CGSize,
                                insets: NSDirectionalEdgeInsets, y: CGFloat) -> CGFloat {
        let size = boundary.layoutSize.resolved(in: inner)
        let x: CGFloat
        switch boundary.alignment {
        case .topLeading, .bottomLeading, .leading: x = insets.leading
        case .topTrailing, .bottomTrailing, .trailing: x = insets.leading + inner.width - size.width
        case .none, .top, .bottom: x = insets.leading + (inner.width - size.width) / 2
        @unknown default: x = insets.leading + (inner.width - size.width) / 2
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: boundary.elementKind,
                                                          with: IndexPath(item: 0, section: section))
        let padding = boundary.contentInsets
        attributes.frame = CGRect(x: x + padding.leading, y: y + padding.top,
                                  width: max(0, size.width - padding.leading - padding.trailing),
                                  height: max(0, size.height - padding.top - padding.bottom))
        supplementary.append(attributes)
        return size.height
    }
}
