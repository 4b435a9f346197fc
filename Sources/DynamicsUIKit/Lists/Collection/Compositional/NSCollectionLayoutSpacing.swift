import Foundation
import DynamicsGeometry

/// The space between the items of a group: exactly `spacing` (fixed), or at least `spacing` with the group's spare
/// room shared out between them (flexible), as in UIKit.
@preconcurrency @MainActor open class NSCollectionLayoutSpacing {
    /// The space, or the least space for flexible spacing.
    public let spacing: CGFloat
    /// Whether the space is exact.
    public let isFixedSpacing: Bool
    /// Whether the space grows to fill the group.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(_ spacing: CGFloat, fixed: Bool) {
        if spacing.isFinite {
            self.spacing = spacing
        } else {
            reportInvalidLayoutValue("collection layout spacing", spacing)
            self.spacing = 0
        }
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points, more when the group has room to spare.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(flexibleSpacing, fixed: false) }
}
