import DynamicsGeometry
/// How the animator builds an item's collision shape (UIKit, iOS 9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// A box of `bounds.size`.
    case rectangle = 0
    /// A circle when the width equals the height, otherwise a convex polygon approximating the ellipse.
    case ellipse = 1
    /// The convex `collisionBoundingPath`, whose origin is the item's centre.
    case path = 2
}
