import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// Joint helpers shared by attachments and snaps (their physics records build the joints).
extension PhysicsSession {
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

}

/// The joints of an attachment or snap and the static body they pull toward, if any.
struct AnchoredJoints {
    var joints: [JointID] = []
    var anchorBody: BodyID?

    /// Destroys the joints, then the anchor body.
    @MainActor mutating func destroy(in world: World) {
        for joint in joints { world.destroyJoint(joint) }
        joints = []
        if let anchorBody { world.destroyBody(anchorBody) }
        anchorBody = nil
    }

    /// A line between each joint's anchors, with a dot on the second.
    @MainActor func debugShapes(in world: World) -> [DebugShape] {
        joints.flatMap { joint -> [DebugShape] in
            guard let (anchorA, anchorB) = world.anchors(of: joint) else { return [] }
            let line = UIBezierPath()
            line.move(to: anchorA.points)
            line.addLine(to: anchorB.points)
            return [DebugShape(path: line, strokeColor: DebugPalette.joint, fillColor: nil, lineWidth: 1),
                    DebugShape.dot(at: anchorB.points, radius: 3, color: DebugPalette.joint)]
        }
    }
}
