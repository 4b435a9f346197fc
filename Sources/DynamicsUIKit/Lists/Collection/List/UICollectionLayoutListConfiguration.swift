import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// How a list section of a compositional layout looks (iOS 14): the appearance of a table style, separators, the
/// background, headers and footers, and the swipe actions of its rows. Make sections from it with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, or a whole layout with
/// `UICollectionViewCompositionalLayout.list(using:)`; show rows in `UICollectionViewListCell`s (docs/tables.md,
/// "List collection views").
@preconcurrency @MainActor public struct UICollectionLayoutListConfiguration {
    /// The look of a list: those of the table styles (`.plain`, `.grouped`, `.insetGrouped`), and the sidebar's
    /// (`.sidebar`: on a phone drawn as `.insetGrouped` without separators, as iOS does; `.sidebarPlain`: drawn as
    /// `.plain` without separators).
    /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
    /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
    public typealias Appearance = CUIKitOpenEnums.__UICollectionLayoutListAppearance

    /// Whether sections have headers: `.none`, `.supplementary` (a supplementary view of kind
    /// `UICollectionView.elementKindSectionHeader` above each section) or `.firstItemInSection` (the first item of
    /// each section is its header; its cell is drawn as the other rows here).
    /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
    /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
    public typealias HeaderMode = CUIKitOpenEnums.__UICollectionLayoutListHeaderMode

    /// Whether sections have footers: `.none` or `.supplementary` (a supplementary view of kind
    /// `UICollectionView.elementKindSectionFooter` below each section).
    /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
    /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
    public typealias FooterMode = CUIKitOpenEnums.__UICollectionLayoutListFooterMode

    /// Gives the swipe actions of the row at an index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Gives the separator configuration of the row at an index path, from the section's.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The appearance given at creation.
    public let appearance: Appearance
    /// Whether rows have separators: true, except for the sidebar appearances. Without them `separatorConfiguration`
    /// has no effect.
    public var showsSeparators: Bool
    /// The separators of every row of the sections (`UIListSeparatorConfiguration(listAppearance:)` by default).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of one row: given its index path and `separatorConfiguration`, returns the row's.
    /// Called each time the row is laid out.
    public var itemSeparatorHandler: ItemSeparatorHandler?
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
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}
