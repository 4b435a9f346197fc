import Foundation
import DynamicsGeometry

/// One section of a compositional layout: a group repeated until the section's items run out, the space between
/// the repeats, insets around them, and headers and footers.
@preconcurrency @MainActor open class NSCollectionLayoutSection {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups (and at the sides of its headers and footers).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one group and the next.
    open var interGroupSpacing: CGFloat = 0 {
        didSet {
            guard !interGroupSpacing.isFinite else { return }
            reportInvalidLayoutValue("interGroupSpacing", interGroupSpacing)
            interGroupSpacing = oldValue
        }
    }
    /// Whether the groups go across the scroll direction, in a row that scrolls on its own.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
