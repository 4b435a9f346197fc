import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// The physical properties an item behaviour can set, and the values every item starts with.
struct ItemProperties: Equatable {
    var elasticity: CGFloat = 0.2
    var friction: CGFloat = 0.2
    var density: CGFloat = 1
    var resistance: CGFloat = 0.1
    var angularResistance: CGFloat = 0.1
    var allowsRotation = true
    var isAnchored = false
    var charge: CGFloat = 0

    /// UIKit's measured values for every item, with or without an item behaviour.
    static let defaults = ItemProperties()

    /// Names of the properties, used to flag the ones a behaviour set explicitly.
    enum Field: CaseIterable {
        case elasticity, friction, density, resistance, angularResistance, allowsRotation, isAnchored, charge
    }

    /// Copies `field` from `other`.
    mutating func copy(_ field: Field, from other: ItemProperties) {
        switch field {
        case .elasticity: elasticity = other.elasticity
        case .friction: friction = other.friction
        case .density: density = other.density
        case .resistance: resistance = other.resistance
        case .angularResistance: angularResistance = other.angularResistance
        case .allowsRotation: allowsRotation = other.allowsRotation
        case .isAnchored: isAnchored = other.isAnchored
        case .charge: charge = other.charge
        }
    }
}
