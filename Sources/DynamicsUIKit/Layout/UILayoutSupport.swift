import DynamicsGeometry
import Foundation

/// What `topLayoutGuide` and `bottomLayoutGuide` hand out (iOS 7 to 10's way to keep content clear of the bars,
/// deprecated since iOS 11 but still in the SDK): the distance from the view's edge to the content area, and anchors
/// for constraints.
@preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's extent from the view's edge, in points: the bars' height at that edge.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}
