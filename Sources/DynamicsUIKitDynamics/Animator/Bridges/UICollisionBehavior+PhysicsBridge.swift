import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// UIKit outsets the reference-bounds boundary by 1 pt (measured).
let referenceBoundaryOutset: CGFloat = 1

extension UICollisionBehavior: PhysicsBridge {
    /// A collision behaviour gets a filter bit for its items and one for its boundaries (32 behaviours share the
    /// 64 bits, as UIKit's own limit of distinct collision groups), and a static body holding its boundaries.
    func associate(_ association: Association, in animator: UIDynamicAnimator) {
        let bit = animator.nextCollisionBit % 32
        animator.nextCollisionBit += 1
        association.itemBit = 1 << UInt64(bit)
        association.boundaryBit = 1 << UInt64(32 + bit)
        association.boundaryBody = animator.world.createBody(BodyDef(type: .static))
        animator.updateBoundaries(of: self, association)
    }

    func parametersDidChange(_ association: Association, in animator: UIDynamicAnimator) {
        animator.updateBoundaries(of: self, association)
        animator.updateBodyRoles(animator.allBehaviors.filter { !$0.acceptsChildBehaviors })
    }

    /// Its items are in its item group; they collide with the group's items and boundaries as the mode says.
    func contribute(to role: inout BodyRole, association: Association?) {
        guard let association else { return }
        role.filter.categoryBits |= association.itemBit
        if collisionMode.contains(.items) { role.filter.maskBits |= association.itemBit }
        if collisionMode.contains(.boundaries) { role.filter.maskBits |= association.boundaryBit }
    }
}

extension UIDynamicAnimator {
    /// The reference-bounds boundary rectangle of a collision behaviour, or nil when it has none.
    func referenceBoundaryRect(of collision: UICollisionBehavior) -> CGRect? {
        guard collision.translatesReferenceBoundsIntoBoundary, let bounds = referenceSystemBounds else { return nil }
        let insets = collision.referenceBoundsInsets
        return CGRect(x: bounds.minX + insets.left - referenceBoundaryOutset,
                      y: bounds.minY + insets.top - referenceBoundaryOutset,
                      width: bounds.width - insets.left - insets.right + 2 * referenceBoundaryOutset,
                      height: bounds.height - insets.top - insets.bottom + 2 * referenceBoundaryOutset)
    }

    /// Brings a collision behaviour's boundary shapes in line with its boundaries, rebuilding only what changed,
    /// and refreshes their filters.
    func updateBoundaries(of collision: UICollisionBehavior, _ association: Association) {
        guard let boundaryBody = association.boundaryBody else { return }
        let key = ObjectIdentifier(collision)
        let filter = Filter(categoryBits: association.boundaryBit,
                            maskBits: collision.collisionMode.contains(.boundaries) ? association.itemBit : 0)
        var shapeDef = ShapeDef(density: 0, friction: 0.2, restitution: 0.2)
        shapeDef.filter = filter

        var kept: [(identifier: AnyHashable, path: UIBezierPath, shapes: [ShapeID])] = []
        for built in association.boundaries {
            if collision.boundaries.contains(where: { $0.identifier == built.identifier && $0.path === built.path }) {
                kept.append(built)
            } else {
                destroyBoundaryShapes(built.shapes)
            }
        }
        association.boundaries = collision.boundaries.map { boundary in
            if let existing = kept.first(where: { $0.identifier == boundary.identifier }) { return existing }
            let shapes = makeBoundaryShapes(boundary.path, on: boundaryBody, shapeDef)
            for shape in shapes { shapeOwners[shape] = .boundary(behavior: key, identifier: boundary.identifier) }
            return (boundary.identifier, boundary.path, shapes)
        }

        let rect = referenceBoundaryRect(of: collision)
        if rect != association.referenceRect {
            destroyBoundaryShapes(association.referenceShapes)
            association.referenceShapes = []
            association.referenceRect = rect
            if let rect {
                let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                               CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
                association.referenceShapes = world.createChain(on: boundaryBody, points: corners.map { Vec2(points: $0) },
                                                                isLoop: true, shapeDef)
                for shape in association.referenceShapes { shapeOwners[shape] = .boundary(behavior: key, identifier: nil) }
            }
        }
        for boundary in association.boundaries { for shape in boundary.shapes { world.setFilter(shape, filter) } }
        for shape in association.referenceShapes { world.setFilter(shape, filter) }
    }

    /// Whether any collision behaviour's reference-bounds rectangle differs from the one built.
    func referenceBoundsChanged() -> Bool {
        associationOrder.contains { key in
            guard let association = associations[key],
                  let collision = association.behavior as? UICollisionBehavior else { return false }
            return referenceBoundaryRect(of: collision) != association.referenceRect
        }
    }

    /// Refreshes every reference-bounds boundary whose rectangle changed (UIKit does this each step).
    func refreshReferenceBoundaries() {
        for key in associationOrder {
            guard let association = associations[key], let collision = association.behavior as? UICollisionBehavior,
                  referenceBoundaryRect(of: collision) != association.referenceRect else { continue }
            updateBoundaries(of: collision, association)
        }
    }

    private func destroyBoundaryShapes(_ shapes: [ShapeID]) {
        for shape in shapes {
            shapeOwners[shape] = nil
            world.destroyShape(shape)
        }
    }

    /// The shapes of a path boundary: UIKit's collision outline of the first subpath (curves in chords of about
    /// 10 pt), always a chain loop as UIKit builds it — an open subpath is closed by a chord back to its start — and
    /// a two-sided segment for two points. UIKit rejects paths with fewer than two distinct points.
    private func makeBoundaryShapes(_ path: UIBezierPath, on body: BodyID, _ def: ShapeDef) -> [ShapeID] {
        let outline = CollisionOutline(path).points
        guard outline.count >= 2 else {
            raiseUIKitException(.internalInconsistency, "invalid path for collision boundary")
        }
        let points = outline.map { Vec2(points: $0) }
        if points.count == 2 {
            return [world.createShape(on: body, .segment(Segment(points[0], points[1])), def)]
        }
        return world.createChain(on: body, points: points, isLoop: true, def)
    }
}

extension UIDynamicAnimator {
    /// Delivers the step's contacts to the collision delegates: all began, then all ended.
    func deliverContacts() {
        let collisions = allBehaviors.compactMap { $0 as? UICollisionBehavior }
        for event in world.contactBeginEvents {
            deliver(event.shapeA, event.shapeB, collisions) { behavior, delegate, first, other in
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
            deliver(event.shapeA, event.shapeB, collisions) { behavior, delegate, first, other in
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
                         _ report: (UICollisionBehavior, any UICollisionBehaviorDelegate, any UIDynamicItem, ContactPartner) -> Void) {
        guard let ownerA = shapeOwners[shapeA], let ownerB = shapeOwners[shapeB] else { return }
        switch (ownerA, ownerB) {
        case (.item(let keyA), .item(let keyB)):
            guard keyA != keyB, let itemA = itemBodies[keyA]?.item, let itemB = itemBodies[keyB]?.item else { return }
            for collision in collisions where collision.collisionMode.contains(.items) {
                guard let delegate = collision.collisionDelegate,
                      collision.items.contains(where: { $0 === itemA }),
                      collision.items.contains(where: { $0 === itemB }) else { continue }
                report(collision, delegate, itemA, .item(itemB))
            }
        case (.item(let key), .boundary(let behaviorKey, let identifier)),
             (.boundary(let behaviorKey, let identifier), .item(let key)):
            guard let item = itemBodies[key]?.item,
                  let collision = associations[behaviorKey]?.behavior as? UICollisionBehavior,
                  let delegate = collision.collisionDelegate,
                  collision.items.contains(where: { $0 === item }) else { return }
            report(collision, delegate, item, .boundary(identifier))
        default:
            return
        }
    }
}
