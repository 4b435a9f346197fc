import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsViews

extension UIDynamicAnimator {
    /// Performs one animator step of `dt` seconds, as one display-link tick would on a device (§3.2 of the
    /// reference): elapsed time, item properties, reference boundaries, pushes, the physics sub-steps (fixed
    /// 1/120 s, fields evaluated before each), write-back, collision callbacks (all began, then all ended), actions,
    /// queued behaviour changes, then a pause if everything rests. Does nothing while paused, unless the reference
    /// view's bounds changed. As in UIKit, a step longer than 0.5 s counts as 1/60 s.
    public func advance(by dt: TimeInterval) {
        guard dt > 0, dt.isFinite else { return }
        if !isRunning {
            // A resized reference view wakes a paused animator, as in UIKit.
            guard referenceBoundsChanged() else { return }
            for key in itemBodyOrder { if let record = itemBodies[key] { world.setAwake(record.body, true) } }
            resume()
        }
        let step = dt > 0.5 ? 1.0 / 60.0 : dt
        isStepping = true
        elapsedTime += step
        if itemPropertiesNeedUpdate { applyItemProperties() }
        refreshReferenceBoundaries()
        applyPushes()
        let fields = allBehaviors.compactMap { $0 as? UIFieldBehavior }
        world.advance(by: step, beforeSubstep: { [self] h in
            worldTime += h
            applyFields(fields, substep: h)
        })
        writeBack()
        deliverContacts()
        for behavior in allBehaviors { behavior.action?() }
        isStepping = false
        applyQueuedChanges()
        // The items moved: the collection view re-reads the attributes and moves its cells.
        collectionViewLayout?.invalidateLayout()
        if !world.hasAwakeBodies { pause() }
    }

    private func applyQueuedChanges() {
        let changes = queuedChanges
        queuedChanges = []
        for change in changes { change() }
        if needsReconcile || !changes.isEmpty {
            needsReconcile = false
            reconcile()
        }
    }

    /// Continuous pushes apply a force that acts in every sub-step; instantaneous ones an impulse, once.
    private func applyPushes() {
        for case let push as UIPushBehavior in allBehaviors where push.active {
            let direction = push.pushDirection
            let vector = Vec2(Double(direction.dx), Double(direction.dy))
            guard vector.isFinite else { continue }
            for item in push.items {
                guard let record = itemBodies[ObjectIdentifier(item)], !record.properties.isAnchored else { continue }
                let offset = push.targetOffsetFromCenter(for: item)
                let point = world.position(of: record.body) + Vec2(points: CGPoint(x: offset.horizontal, y: offset.vertical))
                switch push.mode {
                case .continuous: world.applyForce(record.body, vector, at: point, wake: true)
                case .instantaneous: world.applyLinearImpulse(record.body, vector, at: point, wake: true)
                }
            }
            if push.mode == .instantaneous { push.didApplyImpulse() }
        }
    }

    /// Applies every field to its items for one sub-step of `h` seconds. Forces become velocity changes
    /// (Δv = F/m·h), which is exactly what the integrator would do with a force lasting this sub-step only.
    private func applyFields(_ fields: [UIFieldBehavior], substep h: Double) {
        var velocityFieldSet = Set<ObjectIdentifier>()
        for field in fields {
            for item in field.items {
                let key = ObjectIdentifier(item)
                guard let record = itemBodies[key], !record.properties.isAnchored else { continue }
                let body = record.body
                let position = world.position(of: body)
                let center = position.points
                let mass = world.mass(of: body)
                let probe = FieldProbe(offset: position - Vec2(points: field.position),
                                       velocity: world.linearVelocity(of: body), mass: mass,
                                       charge: Double(record.properties.charge), time: worldTime)
                guard let effect = field.effect(atCenter: center, probe: probe) else { continue }
                switch effect {
                case .force(let force):
                    guard mass > 0, force != .zero, force.isFinite else { continue }
                    world.setLinearVelocity(body, world.linearVelocity(of: body) + force * (h / mass))
                case .velocity(let velocity):
                    guard velocityFieldSet.insert(key).inserted else { continue }
                    world.setLinearVelocity(body, velocity)
                }
            }
        }
    }

    /// Writes every body's centre and rotation to its item: views on the pixel grid (angles to 1/5000 rad), set only
    /// when changed; other items unrounded.
    private func writeBack() {
        for key in itemBodyOrder {
            guard let record = itemBodies[key] else { continue }
            var center = world.position(of: record.body).points
            var angle = CGFloat(world.angle(of: record.body))
            if record.isView {
                center = CGPoint(x: roundToPixel(center.x), y: roundToPixel(center.y))
                angle = (angle * 5000).rounded() / 5000
                let transform = CGAffineTransform(rotationAngle: angle)
                // Compared with the animator's own last write, not the view: a view the app moved without
                // `updateItem(usingCurrentState:)` stays where it was put until its body moves (TYUIKitDynamicsDemo
                // drags its spring holder this way on a device).
                if center != record.lastWrittenCenter { setReferenceCenter(center, of: record.item) }
                if record.item.transform != transform { record.item.transform = transform }
            } else {
                setReferenceCenter(center, of: record.item)
                record.item.transform = CGAffineTransform(rotationAngle: angle)
            }
            record.lastWrittenCenter = center
        }
    }

    private func roundToPixel(_ value: CGFloat) -> CGFloat {
        screenScale == 1 ? value.rounded() : (value * screenScale).rounded() / screenScale
    }

    /// Delivers the step's contacts to the collision delegates: all began, then all ended.
    private func deliverContacts() {
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
