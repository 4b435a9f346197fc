import Foundation
import DynamicsGeometry

/// What Auto Layout keeps for one view, made on first use so views that never meet a constraint carry one nil
/// reference.
@MainActor final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// Constraints installed on this view (it is their items' nearest common ancestor), in installation order.
    var constraints: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`, then the built-in ones once asked for.
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var huggingPriority = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionPriority = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var needsUpdateConstraints = true
    /// The intrinsic size as last read, kept until `invalidateIntrinsicContentSize()` (UIKit's caching).
    var cachedIntrinsicSize: CGSize?
    /// The layout width `cachedIntrinsicSize` was measured at, for views whose size wraps to their width.
    var intrinsicSizeWidth: CGFloat?
    /// Whether the layout engine reads this view's frame (a constrained view that keeps its autoresizing
    /// constraints, a view between a constrained item and its ancestor, or the owner of a built-in guide): its
    /// geometry changes then make the engine look again.
    var isReadByEngine = false
    /// The engine of the tree this view is the root of.
    var engine: LayoutEngine?
}
