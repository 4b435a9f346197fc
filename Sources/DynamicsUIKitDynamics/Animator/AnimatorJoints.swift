import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// Joint helpers shared by attachments and snaps (their bridges build the joints).
extension UIDynamicAnimator {
    /// A static anchor body at `point` (UIKit uses a 1×1 pt static body; it needs no shape here).
    func makeAnchorBody(at point: CGPoint) -> BodyID {
        world.createBody(BodyDef(type: .static, position: Vec2(points: point)))
    }

    /// The item point at `offset` from its centre, in item axes, as a world point in metres.
    func worldPoint(_ record: ItemBody, localOffset offset: UIOffset) -> Vec2 {
        world.transform(of: record.body).apply(Vec2(points: CGPoint(x: offset.horizontal, y: offset.vertical)))
    }

    /// A world point (metres) in the body's local frame.
    func localPoint(_ record: ItemBody, _ point: Vec2) -> Vec2 {
        world.transform(of: record.body).applyInverse(point)
    }

    /// Destroys the joints and anchor body of an attachment or snap.
    func destroyJoints(of association: Association) {
        for joint in association.joints { world.destroyJoint(joint) }
        association.joints = []
        if let anchor = association.anchorBody { world.destroyBody(anchor) }
        association.anchorBody = nil
    }
}
