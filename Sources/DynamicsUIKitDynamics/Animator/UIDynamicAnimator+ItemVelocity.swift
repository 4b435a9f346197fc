import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

extension UIDynamicAnimator {
    /// Adds a linear velocity in points/s to the item's body.
    func addLinearVelocity(_ velocity: CGPoint, to item: any UIDynamicItem) {
        guard let record = itemBodies[ObjectIdentifier(item)], !record.properties.isAnchored else { return }
        world.setLinearVelocity(record.body, world.linearVelocity(of: record.body) + Vec2(points: velocity))
        world.setAwake(record.body, true)
        resume()
    }

    /// Adds an angular velocity in radians/s to the item's body.
    func addAngularVelocity(_ velocity: CGFloat, to item: any UIDynamicItem) {
        guard let record = itemBodies[ObjectIdentifier(item)], !record.properties.isAnchored else { return }
        world.setAngularVelocity(record.body, world.angularVelocity(of: record.body) + Double(velocity))
        world.setAwake(record.body, true)
        resume()
    }

    /// The item's linear velocity in points/s, or zero without a body.
    func linearVelocity(of item: any UIDynamicItem) -> CGPoint {
        guard let record = itemBodies[ObjectIdentifier(item)] else { return .zero }
        return world.linearVelocity(of: record.body).points
    }

    /// The item's angular velocity in radians/s, or zero without a body.
    func angularVelocity(of item: any UIDynamicItem) -> CGFloat {
        guard let record = itemBodies[ObjectIdentifier(item)] else { return 0 }
        return CGFloat(world.angularVelocity(of: record.body))
    }
}
