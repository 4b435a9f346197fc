import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// UIKit outsets the reference-bounds boundary by 1 pt (measured).
let referenceBoundaryOutset: CGFloat = 1

extension UICollisionBehavior: PhysicsBridge {
    func makePhysics(in animator: UIDynamicAnimator) -> any BehaviorPhysics {
        CollisionPhysics(collision: self, in: animator)
    }
}

/// A collision behaviour in the world: a filter bit for its items and one for its boundaries (32 behaviours share
/// the 64 bits, as UIKit's own limit of distinct collision groups), and a static body holding its boundaries.
@MainActor final class CollisionPhysics: BehaviorPhysics {
    let collision: UICollisionBehavior
    private let itemBit: UInt64
    private let boundaryBit: UInt64
    private let boundaryBody: BodyID
    /// Each explicit boundary's path (by identity) and shapes.
    private var boundaries: [(identifier: AnyHashable, path: UIBezierPath, shapes: [ShapeID])] = []
    /// The reference-bounds rectangle built, and its shapes.
    private var referenceRect: CGRect?
    private var referenceShapes: [ShapeID] = []

    init(collision: UICollisionBehavior, in animator: UIDynamicAnimator) {
        self.collision = collision
        let bit = animator.nextCollisionBit % 32
        animator.nextCollisionBit += 1
        itemBit = 1 << UInt64(bit)
        boundaryBit = 1 << UInt64(32 + bit)
        boundaryBody = animator.world.createBody(BodyDef(type: .static))
        updateBoundaries(in: animator)
    }

    func parametersDidChange(in animator: UIDynamicAnimator) {
        updateBoundaries(in: animator)
        animator.updateBodyRoles(animator.allBehaviors.filter { !$0.acceptsChildBehaviors })
    }

    /// Its items are in its item group; they collide with the group's items and boundaries as the mode says.
    func contribute(to role: inout BodyRole) {
        role.filter.categoryBits |= itemBit
        if collision.collisionMode.contains(.items) { role.filter.maskBits |= itemBit }
        if collision.collisionMode.contains(.boundaries) { role.filter.maskBits |= boundaryBit }
    }

    func tearDown(in animator: UIDynamicAnimator) {
        for boundary in boundaries { for shape in boundary.shapes { animator.shapeOwners[shape] = nil } }
        for shape in referenceShapes { animator.shapeOwners[shape] = nil }
        animator.world.destroyBody(boundaryBody)
    }

    /// The boundary outlines.
    func debugShapes(in animator: UIDynamicAnimator) -> [DebugShape] {
        (boundaries.flatMap(\.shapes) + referenceShapes).compactMap { shape in
            guard let geometry = animator.world.geometry(of: shape) else { return nil }
            return DebugShape(path: animator.outline(geometry, .identity), strokeColor: DebugPalette.boundary,
                              fillColor: nil, lineWidth: 2)
        }
    }

    /// Whether the reference-bounds rectangle differs from the one built.
    func referenceBoundsChanged(in animator: UIDynamicAnimator) -> Bool {
        animator.referenceBoundaryRect(of: collision) != referenceRect
    }

    /// Brings the boundary shapes in line with the behaviour's boundaries, rebuilding only what changed, and
    /// refreshes their filters.
    func updateBoundaries(in animator: UIDynamicAnimator) {
        let world = animator.world
        let key = ObjectIdentifier(collision)
        let filter = Filter(categoryBits: boundaryBit,
                            maskBits: collision.collisionMode.contains(.boundaries) ? itemBit : 0)
        var shapeDef = ShapeDef(density: 0, friction: 0.2, restitution: 0.2)
        shapeDef.filter = filter

        var kept: [(identifier: AnyHashable, path: UIBezierPath, shapes: [ShapeID])] = []
        for built in boundaries {
            if collision.boundaries.contains(where: { $0.identifier == built.identifier && $0.path === built.path }) {
                kept.append(built)
            } else {
                destroyShapes(built.shapes, in: animator)
            }
        }
        boundaries = collision.boundaries.map { boundary in
            if let existing = kept.first(where: { $0.identifier == boundary.identifier }) { return existing }
            let shapes = makeBoundaryShapes(boundary.path, in: world, shapeDef)
            for shape in shapes { animator.shapeOwners[shape] = .boundary(behavior: key, identifier: boundary.identifier) }
            return (boundary.identifier, boundary.path, shapes)
        }

        let rect = animator.referenceBoundaryRect(of: collision)
        if rect != referenceRect {
            destroyShapes(referenceShapes, in: animator)
            referenceShapes = []
            referenceRect = rect
            if let rect {
                let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                               CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
                referenceShapes = world.createChain(on: boundaryBody, points: corners.map { Vec2(points: $0) },
                                                    isLoop: true, shapeDef)
                for shape in referenceShapes { animator.shapeOwners[shape] = .boundary(behavior: key, identifier: nil) }
            }
        }
        for boundary in boundaries { for shape in boundary.shapes { world.setFilter(shape, filter) } }
        for shape in referenceShapes { world.setFilter(shape, filter) }
    }

    private func destroyShapes(_ shapes: [ShapeID], in animator: UIDynamicAnimator) {
        for shape in shapes {
            animator.shapeOwners[shape] = nil
            animator.world.destroyShape(shape)
        }
    }

    /// The shapes of a path boundary: UIKit's collision outline of the first subpath (curves in chords of about
    /// 10 pt), always a chain loop as UIKit builds it — an open subpath is closed by a chord back to its start — and
    /// a two-sided segment for two points. UIKit rejects paths with fewer than two distinct points.
    private func makeBoundaryShapes(_ path: UIBezierPath, in world: World, _ def: ShapeDef) -> [ShapeID] {
        let outline = CollisionOutline(path).points
        guard outline.count >= 2 else {
            raiseUIKitException(.internalInconsistency, "invalid path for collision boundary")
        }
        let points = outline.map { Vec2(points: $0) }
        if points.count == 2 {
            return [world.createShape(on: boundaryBody, .segment(Segment(points[0], points[1])), def)]
        }
        return world.createChain(on: boundaryBody, points: points, isLoop: true, def)
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

    /// Whether any collision behaviour's reference-bounds rectangle differs from the one built.
    func referenceBoundsChanged() -> Bool {
        associationOrder.contains { key in
            (associations[key] as? CollisionPhysics)?.referenceBoundsChanged(in: self) ?? false
        }
    }

    /// Refreshes every reference-bounds boundary whose rectangle changed (UIKit does this each step).
    func refreshReferenceBoundaries() {
        // Called every step: walks the records in place rather than collecting the collision ones first.
        for key in associationOrder {
            guard let physics = associations[key] as? CollisionPhysics, physics.referenceBoundsChanged(in: self) else { continue }
            physics.updateBoundaries(in: self)
        }
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
                  let collision = (associations[behaviorKey] as? CollisionPhysics)?.collision,
                  let delegate = collision.collisionDelegate,
                  collision.items.contains(where: { $0 === item }) else { return }
            report(collision, delegate, item, .boundary(identifier))
        default:
            return
        }
    }
}
