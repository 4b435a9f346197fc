import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

extension UISnapBehavior: PhysicsBridge {
    func makePhysics(in animator: UIDynamicAnimator) -> any BehaviorPhysics {
        SnapPhysics(snap: self, in: animator)
    }
}

/// UIKit's snap in the world: a static, axis-aligned anchor of the item's size at the snap point, and four 4 Hz
/// springs of rest length 50 pt from two opposite item corners to points 50 pt beyond the anchor's corners.
@MainActor final class SnapPhysics: BehaviorPhysics {
    private let snap: UISnapBehavior
    private var springs = AnchoredJoints()

    init(snap: UISnapBehavior, in animator: UIDynamicAnimator) {
        self.snap = snap
        let world = animator.world
        let record = animator.body(for: snap.item)
        let anchorBody = animator.makeAnchorBody(at: snap.snapPoint)
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
    func parametersDidChange(in animator: UIDynamicAnimator) {
        if let anchor = springs.anchorBody {
            animator.world.setTransform(anchor, position: Vec2(points: snap.snapPoint), angle: 0)
        }
    }

    func tearDown(in animator: UIDynamicAnimator) {
        springs.destroy(in: animator.world)
    }

    /// The springs, and a cross at the snap point.
    func debugShapes(in animator: UIDynamicAnimator) -> [DebugShape] {
        let point = snap.snapPoint
        let path = UIBezierPath()
        path.move(to: CGPoint(x: point.x - 6, y: point.y))
        path.addLine(to: CGPoint(x: point.x + 6, y: point.y))
        path.move(to: CGPoint(x: point.x, y: point.y - 6))
        path.addLine(to: CGPoint(x: point.x, y: point.y + 6))
        return springs.debugShapes(in: animator.world)
            + [DebugShape(path: path, strokeColor: DebugPalette.joint, fillColor: nil, lineWidth: 1.5)]
    }
}
