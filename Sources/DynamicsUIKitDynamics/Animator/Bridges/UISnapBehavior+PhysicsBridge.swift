import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

extension UISnapBehavior: PhysicsBridge {
    func associate(_ association: Association, in animator: UIDynamicAnimator) {
        animator.buildSnap(self, association)
    }

    /// A moved snap point moves the anchor the springs pull toward.
    func parametersDidChange(_ association: Association, in animator: UIDynamicAnimator) {
        if let anchor = association.anchorBody {
            animator.world.setTransform(anchor, position: Vec2(points: snapPoint), angle: 0)
        }
    }

    /// A cross at the snap point.
    func debugShapes(_ association: Association, in animator: UIDynamicAnimator) -> [DebugShape] {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: snapPoint.x - 6, y: snapPoint.y))
        path.addLine(to: CGPoint(x: snapPoint.x + 6, y: snapPoint.y))
        path.move(to: CGPoint(x: snapPoint.x, y: snapPoint.y - 6))
        path.addLine(to: CGPoint(x: snapPoint.x, y: snapPoint.y + 6))
        return [DebugShape(path: path, strokeColor: DebugPalette.joint, fillColor: nil, lineWidth: 1.5)]
    }
}

extension UIDynamicAnimator {
    /// Builds UIKit's snap: a static, axis-aligned anchor of the item's size at the snap point, and four 4 Hz
    /// springs of rest length 50 pt from two opposite item corners to points 50 pt beyond the anchor's corners.
    func buildSnap(_ snap: UISnapBehavior, _ association: Association) {
        let record = body(for: snap.item)
        let anchorBody = makeAnchorBody(at: snap.snapPoint)
        association.anchorBody = anchorBody
        let hw = halfMeters(record.size.width), hh = halfMeters(record.size.height)
        let reach = meters(UISnapBehavior.springLength)
        let springs: [(item: Vec2, anchor: Vec2)] = [
            (Vec2(-hw, -hh), Vec2(-hw - reach, -hh)),
            (Vec2(-hw, -hh), Vec2(-hw, -hh - reach)),
            (Vec2(hw, hh), Vec2(hw + reach, hh)),
            (Vec2(hw, hh), Vec2(hw, hh + reach)),
        ]
        association.joints = springs.map { spring in
            var joint = DistanceJointDef(bodyA: record.body, bodyB: anchorBody, length: 0)
            joint.localAnchorA = spring.item
            joint.localAnchorB = spring.anchor
            joint.length = reach
            joint.frequencyHz = Double(UISnapBehavior.springFrequency)
            joint.dampingRatio = Double(snap.damping)
            return world.createJoint(.distance(joint))
        }
    }

}
