import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

extension UIDynamicAnimator {
    /// Adds a linear velocity in points/s to the item's body.
    func addLinearVelocity(_ velocity: CGPoint, to item: any UIDynamicItem) {
        if session.addLinearVelocity(velocity, to: item) { resume() }
    }

    /// Adds an angular velocity in radians/s to the item's body.
    func addAngularVelocity(_ velocity: CGFloat, to item: any UIDynamicItem) {
        if session.addAngularVelocity(velocity, to: item) { resume() }
    }

    /// The item's linear velocity in points/s, or zero without a body.
    func linearVelocity(of item: any UIDynamicItem) -> CGPoint {
        session.linearVelocity(of: item)
    }

    /// The item's angular velocity in radians/s, or zero without a body.
    func angularVelocity(of item: any UIDynamicItem) -> CGFloat {
        session.angularVelocity(of: item)
    }

    /// The velocities of the item's body — points/s and radians/s — or nil when no behaviour of the animator holds
    /// it (the studio's inspector shows them).
    package func bodyVelocity(of item: any UIDynamicItem) -> (linear: CGPoint, angular: CGFloat)? {
        guard session.hasBody(for: item) else { return nil }
        return (session.linearVelocity(of: item), session.angularVelocity(of: item))
    }
}
