import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

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

    /// Records a behaviour as associated, and lets it build its physics; a behaviour that is no `PhysicsBridge`
    /// (a custom one with only an action) is recorded with nothing built.
    private func associate(_ behavior: UIDynamicBehavior) {
        let key = ObjectIdentifier(behavior)
        associationOrder.append(key)
        associations[key] = (behavior as? PhysicsBridge)?.makePhysics(in: self) ?? NoPhysics(behavior: behavior)
    }

    private func dissociate(_ key: ObjectIdentifier) {
        guard let physics = associations.removeValue(forKey: key) else { return }
        associationOrder.removeAll { $0 == key }
        physics.tearDown(in: self)
    }

    /// Gravity scale, bullet flag and collision filter of every body, from the behaviours holding its item.
    func updateBodyRoles(_ primitives: [UIDynamicBehavior]) {
        for key in itemBodyOrder {
            guard let record = itemBodies[key] else { continue }
            var role = BodyRole()
            for behavior in primitives where behavior.associatedItems.contains(where: { $0 === record.item }) {
                associations[ObjectIdentifier(behavior)]?.contribute(to: &role)
            }
            world.setGravityScale(record.body, role.hasGravity ? 1 : 0)
            world.setBullet(record.body, role.hasGravity || role.isPushed)
            for shape in record.shapes { world.setFilter(shape, role.filter) }
        }
    }

    /// Called by an associated behaviour when one of its parameters changed.
    func behaviorParametersDidChange(_ behavior: UIDynamicBehavior) {
        guard let physics = associations[ObjectIdentifier(behavior)] else {
            if !behavior.acceptsChildBehaviors, !isStepping { reconcile() }
            return
        }
        physics.parametersDidChange(in: self)
        for item in behavior.associatedItems {
            if let record = itemBodies[ObjectIdentifier(item)] { world.setAwake(record.body, true) }
        }
        resume()
    }
}

/// The record of a behaviour that builds nothing in the world (a custom behaviour with only an action). It holds the
/// behaviour, as every record does, so the behaviour's identifier cannot be reused while it is associated.
@MainActor private final class NoPhysics: BehaviorPhysics {
    let behavior: UIDynamicBehavior

    init(behavior: UIDynamicBehavior) { self.behavior = behavior }
}
