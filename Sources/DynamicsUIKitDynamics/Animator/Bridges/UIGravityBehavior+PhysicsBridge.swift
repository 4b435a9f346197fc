import Foundation
import DynamicsPhysics
import DynamicsUIKit

extension UIGravityBehavior: PhysicsBridge {
    func associate(_ association: Association, in animator: UIDynamicAnimator) {
        let gravityCount = animator.associationOrder.filter { animator.associations[$0]?.behavior is UIGravityBehavior }.count
        if gravityCount > 1, !animator.didWarnAboutMultipleGravity {
            animator.didWarnAboutMultipleGravity = true
            logUIKitWarning("Multiple gravity behavior per animator is undefined and may assert in the future")
        }
        applyGravity(to: animator.world)
    }

    func dissociate(_ association: Association, in animator: UIDynamicAnimator) {
        // Measured UIKit quirk: removing any gravity behaviour turns the world's gravity off.
        animator.world.gravity = .zero
    }

    func parametersDidChange(_ association: Association, in animator: UIDynamicAnimator) {
        applyGravity(to: animator.world)
    }

    func contribute(to role: inout BodyRole, association: Association?) {
        role.hasGravity = true
    }

    /// Sets the world's gravity from this behaviour (1 UIKit gravity = 1000 points/s² = 10 m/s²).
    private func applyGravity(to world: World) {
        let vector = Vec2(Double(gravityDirection.dx) * 10, Double(gravityDirection.dy) * 10)
        guard vector.isFinite else { return }
        world.gravity = vector
    }
}
