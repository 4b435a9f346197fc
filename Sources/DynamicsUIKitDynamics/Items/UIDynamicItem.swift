import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// Anything UIKit Dynamics can animate: a view, or any object with a centre, a size and a rotation.
///
/// The animator reads `center`, `bounds.size` and the rotation of `transform` when the item joins, and from then on
/// writes back only `center` and `transform` (as a pure rotation).
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    /// Position of the item's centre, in the animator's coordinate system.
    var center: CGPoint { get set }
    /// The item's bounds; only the size is used, read once when the item's body is created.
    var bounds: CGRect { get }
    /// The item's transform; the animator uses and writes only its rotation.
    var transform: CGAffineTransform { get set }
    /// The collision shape kind. Optional in UIKit; the default is `.rectangle`.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The convex collision outline for `.path`, with (0,0) at the item's centre. Optional in UIKit: an item that
    /// asks for `.path` without providing it is a programmer error.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// UIKit's default: a rectangle of `bounds.size`.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// UIKit's behaviour when the item does not implement the path: the animator rejects the item.
    public var collisionBoundingPath: UIBezierPath {
        raiseUIKitException(.invalidArgument, "UIDynamicItem (\(self)) provided an invalid bounding path")
    }
}

/// Rotation angle of a transform, as UIKit Dynamics reads it: `atan2(b, a)`.
func rotationAngle(of transform: CGAffineTransform) -> CGFloat {
    atan2(transform.b, transform.a)
}
