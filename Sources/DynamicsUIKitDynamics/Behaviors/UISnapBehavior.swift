import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// Pulls one item to a point with a damped spring and turns it upright (angle 0), as UIKit does.
///
/// Built as UIKit builds it: four 4 Hz springs of rest length 50 pt link two opposite corners of the item to an
/// axis-aligned anchor of the item's size at the snap point.
open class UISnapBehavior: UIDynamicBehavior {
    /// Spring frequency of UIKit's corner springs, in hertz.
    static let springFrequency: CGFloat = 4
    /// Rest length of UIKit's corner springs, in points.
    static let springLength: CGFloat = 50

    /// The snapped item.
    public let item: any UIDynamicItem

    /// Creates a snap of `item` to `point` (in the animator's coordinates).
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        requireFinite(point.x, point.y, for: "UISnapBehavior's snap point")
        self.item = item
        snapPoint = point
        super.init()
    }

    /// UIKit raises for `init()`: a snap needs an item.
    public override init() {
        raiseUIKitException(.invalidArgument, "init is undefined for objects of type UISnapBehavior")
    }

    override var acceptsChildBehaviors: Bool { false }
    override var associatedItems: [any UIDynamicItem] { [item] }

    /// The point the item snaps to. Moving it moves the anchor and sets the item in motion again.
    open var snapPoint: CGPoint {
        didSet {
            guard acceptsFinite(snapPoint.x, snapPoint.y, for: "UISnapBehavior.snapPoint") else {
                snapPoint = oldValue
                return
            }
            if snapPoint != oldValue { parametersDidChange() }
        }
    }

    /// Damping ratio of the springs, 0.5 by default; 0 oscillates most, 1 least. As in UIKit, the springs read it
    /// only when the snap joins an animator: a change on a live snap acts once the snap is added again.
    open var damping: CGFloat = 0.5 {
        didSet { if !acceptsFinite(damping, for: "UISnapBehavior.damping") { damping = oldValue } }
    }
}
