import Foundation
import DynamicsGeometry

/// How a list section of a compositional layout looks (iOS 14): the appearance of a table style, separators, the
/// background, headers and footers, and the swipe actions of its rows. Make sections from it with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, or a whole layout with
/// `UICollectionViewCompositionalLayout.list(using:)`; show rows in `UICollectionViewListCell`s (docs/tables.md,
/// "List collection views").
@preconcurrency @MainActor public struct UICollectionLayoutListConfiguration {
    /// The look of a list: those of the table styles, and the sidebar's.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the system background, a separator under each row.
        case plain
        /// Sections of rows edge to edge on the grouped background.
        case grouped
        /// Sections inset from the sides with rounded corners, on the grouped background.
        case insetGrouped
        /// A sidebar: on a phone (compact width) drawn as `insetGrouped` without separators, as iOS does.
        case sidebar
        /// A plain sidebar: drawn as `plain` without separators.
        case sidebarPlain
    }

    /// Whether sections have headers.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` above each section.
        case supplementary
        /// The first item of each section is its header (its cell is drawn as the other rows here).
        case firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` below each section.
        case supplementary
    }

    /// Gives the swipe actions of the row at an index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The appearance given at creation.
    public let appearance: Appearance
    /// Whether rows have separators: true, except for the sidebar appearances.
    public var showsSeparators: Bool
    /// The list's background; nil for the appearance's (`systemBackground` for the plain ones,
    /// `systemGroupedBackground` for the others).
    public var backgroundColor: UIColor?
    /// The actions a swipe towards the trailing edge reveals at the leading edge of a row.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe towards the leading edge reveals at the trailing edge of a row.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Whether sections have headers (none by default).
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers (none by default).
    public var footerMode: FooterMode = .none
    /// Extra space above each supplementary header; nil for the appearance's (none here).
    public var headerTopPadding: CGFloat?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }
}
