import Foundation

/// Whether a compositional-layout section lays its groups out across the scroll direction, in a row of its own
/// that scrolls separately, and how that row comes to rest. UIKit's raw values.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// Groups follow the main scroll direction (the default).
    case none = 0
    /// A row that scrolls freely and decelerates.
    case continuous
    /// A row that comes to rest with a group's leading edge at the row's leading edge.
    case continuousGroupLeadingBoundary
    /// A row that pages by the row's width.
    case paging
    /// A row that pages one group at a time.
    case groupPaging
    /// A row that pages one group at a time, centring it.
    case groupPagingCentered
}
