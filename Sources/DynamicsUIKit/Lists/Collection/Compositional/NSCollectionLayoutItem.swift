import Foundation
import DynamicsGeometry

/// One cell's place in a compositional layout: its size (relative to the group that holds it) and the insets that
/// keep the cell inside that size.
@preconcurrency @MainActor open class NSCollectionLayoutItem {
    /// The item's size; fractional dimensions are fractions of the enclosing group's size.
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's size around the cell: the cell's frame is the item's rectangle inset by these.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// How many cells the item places: one (a group places all of its subitems').
    var leafCount: Int { 1 }
}
