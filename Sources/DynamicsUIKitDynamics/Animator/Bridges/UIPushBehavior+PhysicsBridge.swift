import Foundation
import DynamicsPhysics
import DynamicsGeometry

/// A push keeps no state of its own: it loads its bodies before each step, so it is its own physics record.
extension UIPushBehavior: PhysicsBridge, BehaviorPhysics {
    func makePhysics(in session: PhysicsSession) -> any BehaviorPhysics { self }

    func contribute(to role: inout BodyRole) {
        role.isPushed = true
    }

    /// An active continuous push applies a force that acts in every sub-step of the step; an instantaneous one an
    /// impulse, once.
    func prepareStep(in session: PhysicsSession) {
        let vector = Vec2(Double(pushDirection.dx), Double(pushDirection.dy))
        guard active, vector.isFinite else { return }
        let world = session.world
        for item in items {
            guard let record = session.itemBodies[ObjectIdentifier(item)], !record.properties.isAnchored else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let point = world.position(of: record.body) + Vec2(points: CGPoint(x: offset.horizontal, y: offset.vertical))
            switch mode {
            case .instantaneous: world.applyLinearImpulse(record.body, vector, at: point, wake: true)
            // `.continuous`, and a later system's mode: a force, as `init()`'s default mode
            default: world.applyForce(record.body, vector, at: point, wake: true)
            }
        }
        if mode == .instantaneous { didApplyImpulse() }
    }
}
