import Foundation
import DynamicsPhysics

extension UIPushBehavior: PhysicsBridge {
    func contribute(to role: inout BodyRole, association: Association?) {
        role.isPushed = true
    }
}
