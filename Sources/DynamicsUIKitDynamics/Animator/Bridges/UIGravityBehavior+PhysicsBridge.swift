import Foundation
import DynamicsPhysics
import DynamicsUIKit

/// Gravity keeps no state of its own: it sets the world's gravity, so it is its own physics record.
extension UIGravityBehavior: PhysicsBridge, BehaviorPhysics {
    func makePhysics(in session: PhysicsSession) -> any BehaviorPhysics {
        session.noteGravityJoining()
        applyGravity(to: session.world)
        return self
    }

    func tearDown(in session: PhysicsSession) {
        // Measured UIKit quirk: removing any gravity behaviour turns the world's gravity off.
        session.world.gravity = .zero
    }

    func parametersDidChange(in session: PhysicsSession) -> ParameterChangeEffect {
        applyGravity(to: session.world)
        return .recordOnly
    }

    func contribute(to role: inout BodyRole) {
        role.hasGravity = true
    }

    /// Sets the world's gravity from this behaviour (1 UIKit gravity = 1000 points/s² = 10 m/s²).
    private func applyGravity(to world: World) {
        let vector = Vec2(Double(gravityDirection.dx) * 10, Double(gravityDirection.dy) * 10)
        guard vector.isFinite else { return }
        world.gravity = vector
    }
}
