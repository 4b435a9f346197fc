import Foundation
import DynamicsPhysics

extension UIDynamicItemBehavior: PhysicsBridge {
    /// Velocities added before the behaviour joined an animator take effect now.
    func associate(_ association: Association, in animator: UIDynamicAnimator) {
        let pending = takePendingVelocities()
        for item in items {
            if let velocity = pending.linear[ObjectIdentifier(item)] { animator.addLinearVelocity(velocity, to: item) }
            if let spin = pending.angular[ObjectIdentifier(item)] { animator.addAngularVelocity(spin, to: item) }
        }
    }

    func dissociate(_ association: Association, in animator: UIDynamicAnimator) {
        animator.itemPropertiesNeedUpdate = true
    }

    func parametersDidChange(_ association: Association, in animator: UIDynamicAnimator) {
        animator.itemPropertiesNeedUpdate = true
    }
}
