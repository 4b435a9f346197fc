import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// UIKit outsets the reference-bounds boundary by 1 pt (measured).
let referenceBoundaryOutset: CGFloat = 1

extension UICollisionBehavior: PhysicsBridge {
    func makePhysics(in session: PhysicsSession) -> any BehaviorPhysics {
        CollisionPhysics(collision: self, in: session)
    }
}

/// A collision behaviour in the world: a filter bit for its items and one for its boundaries (32 behaviours share
/// the 64 bits, as UIKit's own limit of distinct collision groups), and a static body holding its boundaries. It
/// registers with the session's `CollisionRegistry`, which delivers the contacts of its boundaries.
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

    init(collision: UICollisionBehavior, in session: PhysicsSession) {
        self.collision = collision
        (itemBit, boundaryBit) = session.collisions.takeFilterBits()
        boundaryBody = session.world.createBody(BodyDef(type: .static))
        session.collisions.register(self, for: ObjectIdentifier(collision))
        updateBoundaries(in: session)
    }

    /// A changed boundary is rebuilt; a changed mode changes what the items' bodies collide with.
    func parametersDidChange(in session: PhysicsSession) -> ParameterChangeEffect {
        updateBoundaries(in: session)
        return .bodyRoles
    }

    /// Its items are in its item group; they collide with the group's items and boundaries as the mode says.
    func contribute(to role: inout BodyRole) {
        role.filter.categoryBits |= itemBit
        if collision.collisionMode.contains(.items) { role.filter.maskBits |= itemBit }
        if collision.collisionMode.contains(.boundaries) { role.filter.maskBits |= boundaryBit }
    }

    func tearDown(in session: PhysicsSession) {
        for boundary in boundaries { for shape in boundary.shapes { session.collisions.removeOwner(of: shape) } }
        for shape in referenceShapes { session.collisions.removeOwner(of: shape) }
        session.collisions.unregister(ObjectIdentifier(collision))
        session.world.destroyBody(boundaryBody)
    }

    /// The boundary outlines.
    func debugShapes(in session: PhysicsSession) -> [DebugShape] {
        (boundaries.flatMap(\.shapes) + referenceShapes).compactMap { shape in
            guard let geometry = session.world.geometry(of: shape) else { return nil }
            return DebugShape(path: debugOutline(of: geometry, placedBy: .identity), strokeColor: DebugPalette.boundary,
                              fillColor: nil, lineWidth: 2)
        }
    }

    /// Whether the reference-bounds rectangle differs from the one built.
    func referenceBoundsChanged(in session: PhysicsSession) -> Bool {
        referenceBoundaryRect(in: session.frame) != referenceRect
    }

    /// Brings the boundary shapes in line with the behaviour's boundaries, rebuilding only what changed, and
    /// refreshes their filters.
    func updateBoundaries(in session: PhysicsSession) {
        let world = session.world
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
                destroyShapes(built.shapes, in: session)
            }
        }
        boundaries = collision.boundaries.map { boundary in
            if let existing = kept.first(where: { $0.identifier == boundary.identifier }) { return existing }
            let shapes = makeBoundaryShapes(boundary.path, in: world, shapeDef)
            for shape in shapes {
                session.collisions.setOwner(.boundary(behavior: key, identifier: boundary.identifier), of: shape)
            }
            return (boundary.identifier, boundary.path, shapes)
        }

        let rect = referenceBoundaryRect(in: session.frame)
        if rect != referenceRect {
            destroyShapes(referenceShapes, in: session)
            referenceShapes = []
            referenceRect = rect
            if let rect {
                let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                               CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
                referenceShapes = world.createChain(on: boundaryBody, points: corners.map { Vec2(points: $0) },
                                                    isLoop: true, shapeDef)
                for shape in referenceShapes {
                    session.collisions.setOwner(.boundary(behavior: key, identifier: nil), of: shape)
                }
            }
        }
        for boundary in boundaries { for shape in boundary.shapes { world.setFilter(shape, filter) } }
        for shape in referenceShapes { world.setFilter(shape, filter) }
    }

    /// The reference-bounds boundary rectangle, or nil when the behaviour has none.
    private func referenceBoundaryRect(in frame: ReferenceFrame) -> CGRect? {
        guard collision.translatesReferenceBoundsIntoBoundary, let bounds = frame.bounds else { return nil }
        let insets = collision.referenceBoundsInsets
        return CGRect(x: bounds.minX + insets.left - referenceBoundaryOutset,
                      y: bounds.minY + insets.top - referenceBoundaryOutset,
                      width: bounds.width - insets.left - insets.right + 2 * referenceBoundaryOutset,
                      height: bounds.height - insets.top - insets.bottom + 2 * referenceBoundaryOutset)
    }

    private func destroyShapes(_ shapes: [ShapeID], in session: PhysicsSession) {
        for shape in shapes {
            session.collisions.removeOwner(of: shape)
            session.world.destroyShape(shape)
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
