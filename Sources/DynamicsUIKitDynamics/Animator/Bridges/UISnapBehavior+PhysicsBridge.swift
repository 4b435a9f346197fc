import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

extension UISnapBehavior: PhysicsBridge {
    func makePhysics(in session: PhysicsSession) -> any BehaviorPhysics {
        SnapPhysics(snap: self, in: session)
    }
}

/// UIKit's snap in the world: a static, axis-aligned anchor of the item's size at the snap point, and four 4 Hz
/// springs of rest length 50 pt from two opposite item corners to points 50 pt beyond the anchor's corners.
@MainActor final class SnapPhysics: BehaviorPhysics {
    private let snap: UISnapBehavior
    private var springs = AnchoredJoints()

    init(snap: UISnapBehavior, in session: PhysicsSession) {
        self.snap = snap
        let world = session.world
        let record = session.body(for: snap.item)
        let anchorBody = session.makeAnchorBody(at: snap.snapPoint)
        springs.anchorBody = anchorBody
        let hw = halfMeters(record.size.width), hh = halfMeters(record.size.height)
        let reach = meters(UISnapBehavior.springLength)
        let ends: [(item: Vec2, anchor: Vec2)] = [
            (Vec2(-hw, -hh), Vec2(-hw - reach, -hh)),
            (Vec2(-hw, -hh), Vec2(-hw, -hh - reach)),
            (Vec2(hw, hh), Vec2(hw + reach, hh)),
            (Vec2(hw, hh), Vec2(hw, hh + reach)),
        ]
        springs.joints = ends.map { end in
            var joint = DistanceJointDef(bodyA: record.body, bodyB: anchorBody, length: 0)
            joint.localAnchorA = end.item
            joint.localAnchorB = end.anchor
            joint.length = reach
            joint.frequencyHz = Double(UISnapBehavior.springFrequency)
            joint.dampingRatio = Double(snap.damping)
            return world.createJoint(.distance(joint))
        }
    }

    /// A moved snap point moves the anchor the springs pull toward.
    func parametersDidChange(in session: PhysicsSession) -> ParameterChangeEffect {
        if let anchor = springs.anchorBody {
            session.world.setTransform(anchor, position: Vec2(points: snap.snapPoint), angle: 0)
        }
        return .recordOnly
    }

    func tearDown(in session: PhysicsSession) {
        springs.destroy(in: session.world)
    }

    /// The springs, and a cross at the snap point.
    func debugShapes(in session: PhysicsSession) -> [DebugShape] {
        let point = snap.snapPoint
        let path = UIBezierPath()
        path.move(to: CGPoint(x: point.x - 6, y: point.y))
        path.addLine(to: CGPoint(x: point.x + 6, y: point.y))
        path.move(to: CGPoint(x: point.x, y: point.y - 6))
        path.addLine(to: CGPoint(x: point.x, y: point.y + 6))
        return springs.debugShapes(in: session.world)
            + [DebugShape(path: path, strokeColor: DebugPalette.joint, fillColor: nil, lineWidth: 1.5)]
    }
}
