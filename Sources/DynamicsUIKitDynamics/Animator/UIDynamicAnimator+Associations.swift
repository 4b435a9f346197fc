import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

extension UIDynamicAnimator {
    /// Brings the physics world in line with the behaviour tree: bodies for new items, physics records for new
    /// behaviours, and removal of what left. Then resumes.
    func reconcile() {
        let primitives = primitiveBehaviors
        session.dissociate(allBut: Set(primitives.map(ObjectIdentifier.init)))

        session.checkFieldCount(primitives)

        var wanted = Set<ObjectIdentifier>()
        for behavior in primitives {
            for item in behavior.associatedItems {
                session.body(for: item)
                wanted.insert(ObjectIdentifier(item))
            }
        }
        session.destroyBodies(allBut: wanted)

        for behavior in primitives where !session.isAssociated(ObjectIdentifier(behavior)) { session.associate(behavior) }
        session.updateBodyRoles(primitives)
        session.applyItemProperties(itemBehaviors)
        session.wakeAll()
        if behaviors.isEmpty { pause() } else { resume() }
    }

    /// The behaviours of the tree that act on the world themselves (not composites), depth first in tree order.
    var primitiveBehaviors: [UIDynamicBehavior] { allBehaviors.filter { !$0.acceptsChildBehaviors } }

    /// The item behaviours of the tree, in tree order: later ones override earlier ones' properties.
    var itemBehaviors: [UIDynamicItemBehavior] { allBehaviors.compactMap { $0 as? UIDynamicItemBehavior } }

    /// Called by an associated behaviour when one of its parameters changed.
    func behaviorParametersDidChange(_ behavior: UIDynamicBehavior) {
        guard session.parametersDidChange(of: behavior, primitives: { primitiveBehaviors }) else {
            if !behavior.acceptsChildBehaviors, !isStepping { reconcile() }
            return
        }
        resume()
    }
}
