import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// The physics objects the animator built for one primitive behaviour.
@MainActor final class Association {
    let behavior: UIDynamicBehavior
    /// Joints of an attachment or a snap.
    var joints: [JointID] = []
    /// The attachment parameters the joint was built with; nil until built.
    var builtParameters: UIAttachmentBehavior.JointParameters?
    /// The static body an attachment or snap pulls toward.
    var anchorBody: BodyID?
    /// Collision behaviours: the filter bit of their items and the bit of their boundaries.
    var itemBit: UInt64 = 0
    var boundaryBit: UInt64 = 0
    /// Collision behaviours: the static body holding their boundaries.
    var boundaryBody: BodyID?
    /// Collision behaviours: each explicit boundary's path (by identity) and shapes.
    var boundaries: [(identifier: AnyHashable, path: UIBezierPath, shapes: [ShapeID])] = []
    /// Collision behaviours: the reference-bounds rectangle and its shapes.
    var referenceRect: CGRect?
    var referenceShapes: [ShapeID] = []

    init(behavior: UIDynamicBehavior) {
        self.behavior = behavior
    }
}

extension UIDynamicAnimator {
    /// Brings the physics world in line with the behaviour tree: bodies for new items, physics objects for new
    /// behaviours, and removal of what left. Then resumes.
    func reconcile() {
        let primitives = allBehaviors.filter { !$0.acceptsChildBehaviors }
        let live = Set(primitives.map(ObjectIdentifier.init))
        for key in associationOrder where !live.contains(key) { dissociate(key) }

        checkFieldCount(primitives)

        var wanted = Set<ObjectIdentifier>()
        for behavior in primitives {
            for item in behavior.associatedItems {
                body(for: item)
                wanted.insert(ObjectIdentifier(item))
            }
        }
        for key in itemBodyOrder where !wanted.contains(key) { destroyBody(key) }

        for behavior in primitives where associations[ObjectIdentifier(behavior)] == nil { associate(behavior) }
        updateBodyRoles(primitives)
        applyItemProperties()
        for key in itemBodyOrder { if let record = itemBodies[key] { world.setAwake(record.body, true) } }
        if behaviors.isEmpty { pause() } else { resume() }
    }

    private func associate(_ behavior: UIDynamicBehavior) {
        let key = ObjectIdentifier(behavior)
        let association = Association(behavior: behavior)
        associations[key] = association
        associationOrder.append(key)
        (behavior as? PhysicsBridge)?.associate(association, in: self)
    }

    private func dissociate(_ key: ObjectIdentifier) {
        guard let association = associations.removeValue(forKey: key) else { return }
        associationOrder.removeAll { $0 == key }
        (association.behavior as? PhysicsBridge)?.dissociate(association, in: self)
        destroyJoints(of: association)
        if let boundaryBody = association.boundaryBody {
            for boundary in association.boundaries { for shape in boundary.shapes { shapeOwners[shape] = nil } }
            for shape in association.referenceShapes { shapeOwners[shape] = nil }
            world.destroyBody(boundaryBody)
        }
    }

    /// Gravity scale, bullet flag and collision filter of every body, from the behaviours holding its item.
    func updateBodyRoles(_ primitives: [UIDynamicBehavior]) {
        for key in itemBodyOrder {
            guard let record = itemBodies[key] else { continue }
            var role = BodyRole()
            for case let bridge as PhysicsBridge in primitives
            where bridge.associatedItems.contains(where: { $0 === record.item }) {
                bridge.contribute(to: &role, association: associations[ObjectIdentifier(bridge)])
            }
            world.setGravityScale(record.body, role.hasGravity ? 1 : 0)
            world.setBullet(record.body, role.hasGravity || role.isPushed)
            for shape in record.shapes { world.setFilter(shape, role.filter) }
        }
    }

    /// Called by an associated behaviour when one of its parameters changed.
    func behaviorParametersDidChange(_ behavior: UIDynamicBehavior) {
        guard let association = associations[ObjectIdentifier(behavior)] else {
            if !behavior.acceptsChildBehaviors, !isStepping { reconcile() }
            return
        }
        (behavior as? PhysicsBridge)?.parametersDidChange(association, in: self)
        for item in behavior.associatedItems {
            if let record = itemBodies[ObjectIdentifier(item)] { world.setAwake(record.body, true) }
        }
        resume()
    }
}
