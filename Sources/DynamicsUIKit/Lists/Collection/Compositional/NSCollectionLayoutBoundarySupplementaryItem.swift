import Foundation
import DynamicsGeometry

/// A header or footer of a compositional-layout section (or of the whole layout): a supplementary view of
/// `elementKind` the data source supplies, placed above (`.top…`) or below (`.bottom…`) the section's content.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem {
    /// The view's size; fractional dimensions are fractions of the section's width inside its content insets.
    public let layoutSize: NSCollectionLayoutSize
    /// The kind of supplementary view the data source is asked for.
    public let elementKind: String
    /// Which side of the section the view sits on.
    public let alignment: NSRectAlignment
    /// Space inside the view's size around it, as an item's.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// A boundary item of `layoutSize` and `elementKind` at `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }

    /// Whether the view goes below the content; every other alignment puts it above (beside the content, `.leading`
    /// and `.trailing`, is not arranged here; see DECISIONS.md).
    var isBelow: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}
