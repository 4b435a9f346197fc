import Foundation
import DynamicsGeometry

/// A row (horizontal) or column (vertical) of items or nested groups in a compositional layout. A section repeats
/// its group along the scroll direction (or across it, when it scrolls orthogonally) until its items run out.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// Along which axis the subitems follow one another.
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items (or groups) the group places, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// For a group made with a count: how many times its one subitem repeats, each sized to share the group.
    let repeatCount: Int?
    /// The space between subitems; none by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// A group placing `subitems` left to right, each sized from its own layout size.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A group placing `subitems` top to bottom, each sized from its own layout size.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` side by side, each as wide as makes the copies (with the interitem
    /// spacing) fill the group, whatever the subitem's own width says.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count))
    }

    /// A group of `count` copies of `subitem` stacked, each as tall as makes the copies fill the group.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count))
    }

    /// The name before iOS 16 of `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The name before iOS 16 of `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The cells the group places: its subitems', once per repeat.
    override var leafCount: Int {
        (repeatCount ?? 1) * subitems.reduce(0) { $0 + $1.leafCount }
    }

    /// The subitems in placing order (the one subitem `repeatCount` times for a counted group).
    var placedSubitems: [NSCollectionLayoutItem] {
        guard let repeatCount, let subitem = subitems.first else { return subitems }
        return Array(repeating: subitem, count: repeatCount)
    }
}
