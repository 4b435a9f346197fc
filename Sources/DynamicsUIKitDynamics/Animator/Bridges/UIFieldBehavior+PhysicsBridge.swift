import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// Spacing of the field-vector grid of the debug overlay, in points.
private let fieldGridSpacing: CGFloat = 40

/// A field keeps no state of its own in the world (the step applies every field to its items), so it is its own
/// physics record.
extension UIFieldBehavior: PhysicsBridge, BehaviorPhysics {
    func makePhysics(in session: PhysicsSession) -> any BehaviorPhysics { self }

    /// The field's acceleration on a probe of 1 kg at rest (charge 1) at each grid point of the reference bounds
    /// (or of a 400 pt square around the field without a reference view), drawn as arrows up to 18 pt long.
    func debugShapes(in session: PhysicsSession) -> [DebugShape] {
        let area = session.frame.view?.bounds
            ?? CGRect(x: position.x - 200, y: position.y - 200, width: 400, height: 400)
        var samples: [(CGPoint, Vec2)] = []
        var y = area.minY + fieldGridSpacing / 2
        while y < area.maxY {
            var x = area.minX + fieldGridSpacing / 2
            while x < area.maxX {
                let point = CGPoint(x: x, y: y)
                let probe = FieldProbe(offset: Vec2(points: point) - Vec2(points: position), velocity: .zero,
                                       mass: 1, charge: 1, time: session.worldTime)
                if case .force(let force)? = effect(atCenter: point, probe: probe), force.isFinite {
                    samples.append((point, force))
                }
                x += fieldGridSpacing
            }
            y += fieldGridSpacing
        }
        let largest = samples.map { $0.1.length }.max() ?? 0
        guard largest > 0 else { return [] }
        return samples.map { point, force in
            let scale = 18 / largest
            let tip = CGPoint(x: point.x + CGFloat(force.x * scale), y: point.y + CGFloat(force.y * scale))
            let path = UIBezierPath()
            path.move(to: point)
            path.addLine(to: tip)
            return DebugShape(path: path, strokeColor: DebugPalette.field, fillColor: nil, lineWidth: 1)
        }
    }
}

/// The most fields one animator supports, as in UIKit.
let maximumFieldCount = 32

extension PhysicsSession {
    /// UIKit's limit of 32 distinct fields per animator.
    func checkFieldCount(_ primitives: [UIDynamicBehavior]) {
        if primitives.filter({ $0 is UIFieldBehavior }).count > maximumFieldCount {
            raiseUIKitException(.invalidAssociation, "UIDynamicAnimator supports a maximum of 32 distinct fields")
        }
    }

    /// Applies every field to its items for one sub-step of `h` seconds. Forces become velocity changes
    /// (Δv = F/m·h), which is exactly what the integrator would do with a force lasting this sub-step only.
    func applyFields(_ fields: [UIFieldBehavior], substep h: Double) {
        var velocityFieldSet = Set<ObjectIdentifier>()
        for field in fields {
            for item in field.items {
                let key = ObjectIdentifier(item)
                guard let record = itemBodies[key], !record.properties.isAnchored else { continue }
                let body = record.body
                let position = world.position(of: body)
                let center = position.points
                let mass = world.mass(of: body)
                let probe = FieldProbe(offset: position - Vec2(points: field.position),
                                       velocity: world.linearVelocity(of: body), mass: mass,
                                       charge: Double(record.properties.charge), time: worldTime)
                guard let effect = field.effect(atCenter: center, probe: probe) else { continue }
                switch effect {
                case .force(let force):
                    guard mass > 0, force != .zero, force.isFinite else { continue }
                    world.setLinearVelocity(body, world.linearVelocity(of: body) + force * (h / mass))
                case .velocity(let velocity):
                    guard velocityFieldSet.insert(key).inserted else { continue }
                    world.setLinearVelocity(body, velocity)
                }
            }
        }
    }
}
