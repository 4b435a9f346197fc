import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

extension UIAttachmentBehavior: PhysicsBridge {
    func makePhysics(in session: PhysicsSession) -> any BehaviorPhysics {
        AttachmentPhysics(attachment: self, in: session)
    }
}

/// An attachment's joint in the world, and the parameters it was built with.
@MainActor final class AttachmentPhysics: BehaviorPhysics {
    private let attachment: UIAttachmentBehavior
    private var built = AnchoredJoints()
    /// The attachment parameters the joint was built with; nil until built.
    private var builtParameters: UIAttachmentBehavior.JointParameters?

    init(attachment: UIAttachmentBehavior, in session: PhysicsSession) {
        self.attachment = attachment
        build(in: session)
    }

    /// Applies a parameter change: a moved anchor moves the anchor body; a change of length, spring or limits
    /// rebuilds the joint, keeping the rest length.
    func parametersDidChange(in session: PhysicsSession) -> ParameterChangeEffect {
        if builtParameters == attachment.jointParameters, let anchorBody = built.anchorBody {
            session.world.setTransform(anchorBody, position: Vec2(points: attachment.anchorPoint), angle: 0)
            return .recordOnly
        }
        built.destroy(in: session.world)
        build(in: session)
        return .recordOnly
    }

    func tearDown(in session: PhysicsSession) {
        built.destroy(in: session.world)
    }

    func debugShapes(in session: PhysicsSession) -> [DebugShape] {
        built.debugShapes(in: session.world)
    }

    /// Builds the joint as UIKit does: distance joints for the iOS 7 initialisers (a pin when a rigid, length-less
    /// anchor attachment is within 1 pt of its anchor), prismatic, rope, weld or revolute joints for the iOS 9
    /// factories.
    private func build(in session: PhysicsSession) {
        let world = session.world
        let records = attachment.items.map { session.body(for: $0) }
        let first = records[0]
        let anchor = Vec2(points: attachment.anchorPoint)
        let anchorBody = attachment.isAnchored ? session.makeAnchorBody(at: attachment.anchorPoint) : nil
        built.anchorBody = anchorBody
        let (offset1, offset2) = attachment.offsets
        let lengthIsKnown = attachment.lengthWasSet || builtParameters != nil
        let def: JointDef
        switch attachment.kind {
        case .distance:
            let pointA = session.worldPoint(first, localOffset: offset1)
            let bodyB: BodyID, pointB: Vec2
            if let anchorBody {
                bodyB = anchorBody
                pointB = anchor
            } else {
                bodyB = records[1].body
                pointB = session.worldPoint(records[1], localOffset: offset2)
            }
            let measured = distance(pointA, pointB)
            if anchorBody != nil, attachment.frequency == 0, !lengthIsKnown, points(measured) < 1 {
                var pin = RevoluteJointDef(bodyA: bodyB, bodyB: first.body)
                pin.localAnchorA = .zero
                pin.localAnchorB = session.localPoint(first, pointA)
                pin.referenceAngle = world.angle(of: first.body)
                def = .revolute(pin)
                attachment.recordAssociatedLength(0)
            } else {
                let length = lengthIsKnown ? meters(attachment.length) : measured
                var joint = DistanceJointDef(bodyA: first.body, bodyB: bodyB, length: 0)
                joint.localAnchorA = session.localPoint(first, pointA)
                joint.localAnchorB = world.transform(of: bodyB).applyInverse(pointB)
                joint.length = length
                joint.frequencyHz = Double(attachment.frequency)
                joint.dampingRatio = Double(attachment.damping)
                joint.collideConnected = anchorBody == nil
                def = .distance(joint)
                attachment.recordAssociatedLength(points(length))
            }
        case .sliding:
            let bodyA = anchorBody ?? first.body
            let bodyB = anchorBody == nil ? records[1].body : first.body
            // The axis length is ignored; a zero (or non-finite) axis falls back to +x rather than a degenerate joint.
            let given = Vec2(Double(attachment.axis.dx), Double(attachment.axis.dy)).normalized
            let axis = given.isFinite && given != .zero ? given : Vec2(1, 0)
            var joint = PrismaticJointDef(bodyA: bodyA, bodyB: bodyB)
            joint.localAnchorA = world.transform(of: bodyA).applyInverse(anchor)
            joint.localAnchorB = world.transform(of: bodyB).applyInverse(anchor)
            joint.localAxisA = Rot(angle: world.angle(of: bodyA)).applyInverse(axis)
            joint.referenceAngle = world.angle(of: bodyB) - world.angle(of: bodyA)
            let range = attachment.attachmentRange
            joint.enableLimit = !range.isInfinite
            joint.lowerTranslation = meters(range.minimum)
            joint.upperTranslation = meters(range.maximum)
            def = .prismatic(joint)
        case .limit:
            // Measured UIKit bug (radar 22523999): the offsets are negated and taken in screen axes.
            let second = records[1]
            let pointA = world.position(of: first.body) - Vec2(points: CGPoint(x: offset1.horizontal, y: offset1.vertical))
            let pointB = world.position(of: second.body) - Vec2(points: CGPoint(x: offset2.horizontal, y: offset2.vertical))
            let length = lengthIsKnown ? meters(attachment.length) : distance(pointA, pointB)
            var joint = RopeJointDef(bodyA: first.body, bodyB: second.body, maxLength: 0)
            joint.localAnchorA = session.localPoint(first, pointA)
            joint.localAnchorB = session.localPoint(second, pointB)
            joint.maxLength = length
            def = .rope(joint)
            attachment.recordAssociatedLength(points(length))
        case .fixed:
            // A rigid weld holds the same relative pose whichever point it is anchored at; anchoring it between the
            // two centres keeps its system well conditioned when the given anchor is far away (a million points
            // from two slivers made the solver diverge).
            let midpoint = 0.5 * (world.position(of: first.body) + world.position(of: records[1].body))
            let frame = session.sharedAnchorFrame(first, records[1], midpoint)
            def = .weld(WeldJointDef(bodyA: first.body, bodyB: records[1].body, localAnchorA: frame.localA,
                                     localAnchorB: frame.localB, referenceAngle: frame.referenceAngle))
        case .pin:
            let frame = session.sharedAnchorFrame(first, records[1], anchor)
            var joint = RevoluteJointDef(bodyA: first.body, bodyB: records[1].body, localAnchorA: frame.localA,
                                         localAnchorB: frame.localB, referenceAngle: frame.referenceAngle)
            let range = attachment.attachmentRange
            joint.enableLimit = !range.isInfinite
            joint.lowerAngle = Double(range.minimum)
            joint.upperAngle = Double(range.maximum)
            joint.enableMotor = attachment.frictionTorque > 0
            joint.motorSpeed = 0
            joint.maxMotorTorque = Double(attachment.frictionTorque)
            def = .revolute(joint)
        }
        built.joints = [world.createJoint(def)]
        builtParameters = attachment.jointParameters
    }

}

extension PhysicsSession {
    /// A world anchor point in both bodies' frames, and their relative angle now.
    fileprivate func sharedAnchorFrame(_ first: ItemBody, _ second: ItemBody,
                                       _ anchor: Vec2) -> (localA: Vec2, localB: Vec2, referenceAngle: Double) {
        (localPoint(first, anchor), localPoint(second, anchor), world.angle(of: second.body) - world.angle(of: first.body))
    }
}
