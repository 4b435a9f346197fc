import Foundation
import DynamicsGeometry

/// Places the cells of one compositional-layout section, group by group: hands out the section's items in order
/// to the leaf items of the groups and records each cell's frame.
@MainActor struct CompositionalGroupPlacer {
    let section: Int
    let itemCount: Int
    /// Sizes that self-sizing cells measured, for items whose dimensions are estimated.
    let measured: [IndexPath: CGSize]
    /// The next item to place.
    private(set) var next = 0
    /// The frames placed so far, in item order.
    private(set) var frames: [CGRect] = []
    /// For each frame, which dimensions of its leaf item are estimated (its cell measures those).
    private(set) var estimated: [(width: Bool, height: Bool)] = []

    init(section: Int, itemCount: Int, measured: [IndexPath: CGSize]) {
        self.section = section
        self.itemCount = itemCount
        self.measured = measured
    }

    /// Whether items are left to place.
    var hasItemsLeft: Bool { next < itemCount }

    /// Places `item` (a leaf or a group) with its top-left corner at `origin`, its fractional dimensions taken of
    /// `container`; `length` overrides its extent along `axis` (a counted group's share). Returns the size it takes.
    /// A leaf with no item left to show still takes its room, as the last, partly filled group does in UIKit.
    mutating func place(_ item: NSCollectionLayoutItem, in container: CGSize, at origin: CGPoint,
                        length: (axis: NSCollectionLayoutGroup.Axis, value: CGFloat)? = nil) -> CGSize {
        var size = item.layoutSize.resolved(in: container)
        if let length { size[length.axis] = length.value }
        guard let group = item as? NSCollectionLayoutGroup else {
            guard hasItemsLeft else { return size }
            let insets = item.contentInsets
            if let cell = measured[IndexPath(item: next, section: section)] {
                if item.layoutSize.widthDimension.isEstimated { size.width = cell.width + insets.leading + insets.trailing }
                if item.layoutSize.heightDimension.isEstimated { size.height = cell.height + insets.top + insets.bottom }
            }
            frames.append(CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                                 width: max(0, size.width - insets.leading - insets.trailing),
                                 height: max(0, size.height - insets.top - insets.bottom)))
            estimated.append((item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated))
            next += 1
            return size
        }
        return placeSubitems(of: group, size: size, at: origin)
    }

    /// Places a group's subitems one after another along its axis; an estimated group takes the extent its
    /// subitems need.
    private mutating func placeSubitems(of group: NSCollectionLayoutGroup, size groupSize: CGSize,
                                        at origin: CGPoint) -> CGSize {
        var size = groupSize
        let axis = group.axis
        let minimum = group.interItemSpacing?.spacing ?? 0
        let subitems = repeated(group.placedSubitems, of: group, size: size, spacing: minimum)
        let share: CGFloat? = group.repeatCount.map { count in
            max(0, (size[axis] - minimum * CGFloat(count - 1)) / CGFloat(count))
        }
        var spacing = minimum
        if group.interItemSpacing?.isFlexibleSpacing == true, subitems.count > 1, !group.dimension(along: axis).isEstimated {
            // A trial run (on a copy) finds the subitems' extent; the room left is shared out between them.
            var trial = self
            let used = subitems.reduce(CGFloat(0)) { total, subitem in
                total + trial.place(subitem, in: size, at: .zero, length: share.map { (axis, $0) })[axis]
            }
            spacing = max(minimum, (size[axis] - used) / CGFloat(subitems.count - 1))
        }
        var cursor: CGFloat = 0
        var across: CGFloat = 0
        for (index, subitem) in subitems.enumerated() {
            guard hasItemsLeft || !group.dimension(along: axis).isEstimated else { break }
            let offset = axis == .horizontal ? CGPoint(x: cursor, y: 0) : CGPoint(x: 0, y: cursor)
            let taken = place(subitem, in: size, at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y),
                              length: share.map { (axis, $0) })
            cursor += taken[axis] + (index < subitems.count - 1 ? spacing : 0)
            across = max(across, taken[axis.other])
        }
        if group.dimension(along: axis).isEstimated { size[axis] = cursor }
        if group.dimension(along: axis.other).isEstimated, across > 0 { size[axis.other] = across }
        return size
    }
}

extension CompositionalGroupPlacer {
    /// The subitems a group places: as in UIKit, a group of a fixed (not estimated) length along its axis repeats
    /// its subitems, in turn, while the next one still fits (`[item]` of a fifth of the width gives five a row); a
    /// counted or estimated group places its subitems once.
    fileprivate func repeated(_ subitems: [NSCollectionLayoutItem], of group: NSCollectionLayoutGroup, size: CGSize,
                              spacing: CGFloat) -> [NSCollectionLayoutItem] {
        let axis = group.axis
        guard group.repeatCount == nil, !group.dimension(along: axis).isEstimated, !subitems.isEmpty else { return subitems }
        var sequence: [NSCollectionLayoutItem] = []
        var used: CGFloat = 0
        while sequence.count < 10_000 {
            let next = subitems[sequence.count % subitems.count]
            let length = next.layoutSize.resolved(in: size)[axis]
            let needed = sequence.isEmpty ? length : used + spacing + length
            // A hundredth of a point of slack: fractions of the group must still fit.
            guard sequence.isEmpty || (length > 0 && needed <= size[axis] + 0.01) else { break }
            sequence.append(next)
            used = needed
            if length <= 0 { break }
        }
        return sequence
    }
}

extension NSCollectionLayoutGroup.Axis {
    /// The axis across this one.
    var other: Self { self == .horizontal ? .vertical : .horizontal }
}

extension NSCollectionLayoutItem {
    /// The dimension along `axis`: the width for horizontal, the height for vertical.
    func dimension(along axis: NSCollectionLayoutGroup.Axis) -> NSCollectionLayoutDimension {
        axis == .horizontal ? layoutSize.widthDimension : layoutSize.heightDimension
    }
}

extension CGSize {
    /// The width (horizontal) or the height (vertical).
    subscript(axis: NSCollectionLayoutGroup.Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}
