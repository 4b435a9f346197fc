import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit
import OrderedCollections

/// What a shape of the world stands for.
enum ShapeOwner {
    /// An item's body shape.
    case item(ObjectIdentifier)
    /// A boundary of a collision behaviour; nil identifier for the reference bounds.
    case boundary(behavior: ObjectIdentifier, identifier: AnyHashable?)
}

/// The collision state of one animator: which item or boundary every shape stands for, the filter bits handed to
/// collision behaviours, the collision records in association order, and the delivery of each step's contacts to
/// the behaviours' delegates.
@MainActor final class CollisionRegistry {
    /// Which item or boundary each shape belongs to.
    private var owners: [ShapeID: ShapeOwner] = [:]
    /// How many collision behaviours have taken filter bits (32 share the 64 bits, then the bits wrap).
    private var bitsHandedOut = 0
    /// The associated collision behaviours' records, in association order.
    private(set) var records: OrderedDictionary<ObjectIdentifier, CollisionPhysics> = [:]

    /// The owner of a shape, or nil for a shape the animator did not make (an anchor body has none).
    func owner(of shape: ShapeID) -> ShapeOwner? { owners[shape] }

    /// Records what a new shape stands for.
    func setOwner(_ owner: ShapeOwner, of shape: ShapeID) { owners[shape] = owner }

    /// Forgets a shape that is being destroyed.
    func removeOwner(of shape: ShapeID) { owners[shape] = nil }

    /// The next collision behaviour's item and boundary bits.
    func takeFilterBits() -> (item: UInt64, boundary: UInt64) {
        let bit = bitsHandedOut % 32
        bitsHandedOut += 1
        return (1 << UInt64(bit), 1 << UInt64(32 + bit))
    }

    /// Adds a collision behaviour's record as it is associated.
    func register(_ record: CollisionPhysics, for behavior: ObjectIdentifier) { records[behavior] = record }

    /// Removes a collision behaviour's record as it leaves.
    func unregister(_ behavior: ObjectIdentifier) { records[behavior] = nil }

    /// Delivers the step's contacts to the collision delegates: all began, then all ended. `items` finds the item of
    /// an item body.
    func deliverContacts(of world: World, tree collisions: [UICollisionBehavior],
                         item: (ObjectIdentifier) -> (any UIDynamicItem)?) {
        for event in world.contactBeginEvents {
            deliver(event.shapeA, event.shapeB, collisions, item) { behavior, delegate, first, other in
                let point = event.point.points
                switch other {
                case .item(let item): delegate.collisionBehavior(behavior, beganContactFor: first, with: item, at: point)
                case .boundary(let key):
                    delegate.collisionBehavior(behavior, beganContactFor: first,
                                               withBoundaryIdentifier: behavior.boundaryIdentifier(forKey: key), at: point)
                }
            }
        }
        for event in world.contactEndEvents {
            deliver(event.shapeA, event.shapeB, collisions, item) { behavior, delegate, first, other in
                switch other {
                case .item(let item): delegate.collisionBehavior(behavior, endedContactFor: first, with: item)
                case .boundary(let key):
                    delegate.collisionBehavior(behavior, endedContactFor: first,
                                               withBoundaryIdentifier: behavior.boundaryIdentifier(forKey: key))
                }
            }
        }
    }

    private enum ContactPartner {
        case item(any UIDynamicItem)
        case boundary(AnyHashable?)
    }

    /// Calls `report` for every collision behaviour that owns the contact between two shapes: each behaviour holding
    /// both items (in `.items` or `.everything` mode), or the behaviour owning the boundary.
    private func deliver(_ shapeA: ShapeID, _ shapeB: ShapeID, _ collisions: [UICollisionBehavior],
                         _ item: (ObjectIdentifier) -> (any UIDynamicItem)?,
                         _ report: (UICollisionBehavior, any UICollisionBehaviorDelegate, any UIDynamicItem, ContactPartner) -> Void) {
        guard let ownerA = owners[shapeA], let ownerB = owners[shapeB] else { return }
        switch (ownerA, ownerB) {
        case (.item(let keyA), .item(let keyB)):
            guard keyA != keyB, let itemA = item(keyA), let itemB = item(keyB) else { return }
            for collision in collisions where collision.collisionMode.contains(.items) {
                guard let delegate = collision.collisionDelegate,
                      collision.items.contains(where: { $0 === itemA }),
                      collision.items.contains(where: { $0 === itemB }) else { continue }
                report(collision, delegate, itemA, .item(itemB))
            }
        case (.item(let key), .boundary(let behaviorKey, let identifier)),
             (.boundary(let behaviorKey, let identifier), .item(let key)):
            guard let item = item(key),
                  let collision = records[behaviorKey]?.collision,
                  let delegate = collision.collisionDelegate,
                  collision.items.contains(where: { $0 === item }) else { return }
            report(collision, delegate, item, .boundary(identifier))
        default:
            return
        }
    }
}
