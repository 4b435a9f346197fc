import Foundation
import DynamicsPhysics

/// An item behaviour keeps no state of its own in the world (the animator resolves every item's properties from all
/// of them), so it is its own physics record.
extension UIDynamicItemBehavior: PhysicsBridge, BehaviorPhysics {
    /// Velocities added before the behaviour joined an animator take effect now.
    func makePhysics(in session: PhysicsSession) -> any BehaviorPhysics {
        let pending = takePendingVelocities()
        for item in items {
            if let velocity = pending.linear[ObjectIdentifier(item)] { session.addLinearVelocity(velocity, to: item) }
            if let spin = pending.angular[ObjectIdentifier(item)] { session.addAngularVelocity(spin, to: item) }
        }
        return self
    }

    func tearDown(in session: PhysicsSession) {
        session.invalidateItemProperties()
    }

    func parametersDidChange(in session: PhysicsSession) -> ParameterChangeEffect {
        session.invalidateItemProperties()
        return .recordOnly
    }
}

extension PhysicsSession {
    /// Resolves each item's properties (UIKit's defaults — but the body's current charge and anchoring, which UIKit
    /// never resets — then every item behaviour holding the item, in tree order, each overriding only the
    /// properties it set) and updates the bodies whose values changed.
    /// `itemBehaviors` are the animator's item behaviours in tree order.
    func applyItemProperties(_ itemBehaviors: [UIDynamicItemBehavior]) {
        itemPropertiesWereApplied()
        for record in itemBodies.values {
            var resolved = ItemProperties.defaults
            // Measured: removing an item behaviour does not reset charge or anchoring.
            resolved.charge = record.properties.charge
            resolved.isAnchored = record.properties.isAnchored
            for behavior in itemBehaviors where behavior.items.contains(where: { $0 === record.item }) {
                for field in behavior.flagged { resolved.copy(field, from: behavior.values) }
            }
            apply(resolved, to: record)
        }
    }

    private func apply(_ properties: ItemProperties, to record: ItemBody) {
        let old = record.properties
        guard properties != old else { return }
        record.properties = properties
        for shape in record.shapes {
            if properties.density != old.density { world.setDensity(shape, Double(properties.density)) }
            if properties.friction != old.friction { world.setFriction(shape, Double(properties.friction)) }
            if properties.elasticity != old.elasticity { world.setRestitution(shape, Double(properties.elasticity)) }
        }
        if properties.resistance != old.resistance { world.setLinearDamping(record.body, Double(properties.resistance)) }
        if properties.angularResistance != old.angularResistance {
            world.setAngularDamping(record.body, Double(properties.angularResistance))
        }
        if properties.allowsRotation != old.allowsRotation { world.setFixedRotation(record.body, !properties.allowsRotation) }
        if properties.isAnchored != old.isAnchored {
            world.setType(record.body, properties.isAnchored ? .static : .dynamic)
        }
    }
}
