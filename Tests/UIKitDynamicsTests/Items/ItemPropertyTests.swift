import Foundation
import Testing
@testable import DynamicsUIKitDynamics
import Dynamics
import DynamicsPhysics

@Suite struct ItemPropertyResolutionTests {
    /// The speed an instantaneous push of 1 N·s gives `item`: 100 / mass in points per second.
    private func kickSpeed(_ item: TestItem, behaviors: [UIDynamicBehavior]) -> CGFloat {
        let animator = UIDynamicAnimator()
        for behavior in behaviors { animator.addBehavior(behavior) }
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        animator.run(frames: 1)
        return animator.linearVelocity(of: item).x
    }

    @Test func lastBehaviourInTheTreeWinsAndOnlySetPropertiesApply() {
        let item = TestItem(center: .zero)
        let first = UIDynamicItemBehavior(items: [item])
        first.density = 2
        first.resistance = 0
        let second = UIDynamicItemBehavior(items: [item])
        second.density = 4
        let speed = kickSpeed(item, behaviors: [first, second])
        // Mass 4 kg from the second behaviour; the first one's resistance 0 still applies (no damping).
        #expect(abs(speed - 25) < 1e-9)
    }

    @Test func depthFirstOrderDecides() {
        let item = TestItem(center: .zero)
        let composite = UIDynamicBehavior()
        let nested = UIDynamicItemBehavior(items: [item])
        nested.density = 5
        nested.resistance = 0
        composite.addChildBehavior(nested)
        let later = UIDynamicItemBehavior(items: [item])
        later.density = 0.5
        #expect(abs(kickSpeed(item, behaviors: [later, composite]) - 20) < 1e-9)
    }

    @Test func fixedRotationIgnoresOffCentreForces() {
        let item = TestItem(center: .zero)
        let behavior = frictionlessBehavior([item])
        behavior.allowsRotation = false
        let animator = UIDynamicAnimator()
        animator.addBehavior(behavior)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: item)
        animator.addBehavior(push)
        animator.run(frames: 2)
        #expect(behavior.angularVelocity(for: item) == 0)
        #expect(abs(behavior.linearVelocity(for: item).y - 100) < 1e-9)
    }

    @Test func anchoredItemsStayPutAndStopOthers() {
        let shelf = TestItem(center: CGPoint(x: 100, y: 200), size: CGSize(width: 200, height: 20))
        let box = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let anchored = UIDynamicItemBehavior(items: [shelf])
        anchored.isAnchored = true
        anchored.addLinearVelocity(CGPoint(x: 50, y: 0), for: shelf)
        let animator = UIDynamicAnimator()
        animator.addBehavior(anchored)
        animator.addBehavior(UIGravityBehavior(items: [shelf, box]))
        animator.addBehavior(UICollisionBehavior(items: [shelf, box]))
        animator.run(frames: 90)
        #expect(shelf.center == CGPoint(x: 100, y: 200))
        #expect(abs(box.center.y - 170) < 1)
    }

    @Test func ellipseApproximationsHaveUIKitsVertexCounts() {
        #expect(ellipsePolygon(size: CGSize(width: 100, height: 50), center: .zero).count == 24)
        #expect(ellipsePolygon(size: CGSize(width: 20, height: 10), center: .zero).count == 4)
        #expect(ellipsePolygon(size: CGSize(width: 1000, height: 500), center: .zero).count == 244)
        if case .circle(let circle) = collisionGeometry(of: ShapedItem(center: .zero, size: CGSize(width: 46, height: 46),
                                                                      type: .ellipse), size: CGSize(width: 46, height: 46)) {
            #expect(circle.radius == 0.23)
        } else {
            Issue.record("a square ellipse item must be a circle")
        }
    }

    @Test func additionsFromInsideAnActionAreQueued() {
        let item = TestItem(center: CGPoint(x: 0, y: 0))
        let gravity = UIGravityBehavior(items: [item])
        let animator = UIDynamicAnimator()
        var countDuringAction: Int?
        let push = UIPushBehavior(items: [item], mode: .continuous)
        gravity.action = { [unowned animator] in
            guard countDuringAction == nil else { return }
            animator.addBehavior(push)
            countDuringAction = animator.behaviors.count
        }
        animator.addBehavior(gravity)
        animator.run(frames: 1)
        #expect(countDuringAction == 1)
        #expect(animator.behaviors.count == 2)
        #expect(push.dynamicAnimator === animator)
    }

    @Test func viewAnglesAreRoundedToOneFiveThousandthRadian() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        reference.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: reference)
        let spin = UIDynamicItemBehavior(items: [view])
        spin.angularResistance = 0
        spin.addAngularVelocity(0.123456, for: view)
        animator.addBehavior(spin)
        animator.run(frames: 3)
        let angle = atan2(view.transform.b, view.transform.a)
        #expect(abs(angle * 5000 - (angle * 5000).rounded()) < 1e-6)
        #expect(abs(angle - 0.123456 * 5 * Double(Float(1.0 / 120.0))) < 2e-4)
    }
}

@Suite struct AttachmentKindTests {
    @Test func rigidAttachmentAtTheCentreBecomesAPin() {
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100.5, y: 100))
        let spin = frictionlessBehavior([item])
        spin.addAngularVelocity(2, for: item)
        let animator = UIDynamicAnimator()
        animator.addBehavior(spin)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.run(frames: 60)
        #expect(attachment.length == 0)
        #expect(abs(item.center.x - 100) < 1 && abs(item.center.y - 100) < 1)
        #expect(abs(spin.angularVelocity(for: item)) > 0.5)
    }

    @Test func limitAttachmentOnlyLimitsTheMaximumDistance() {
        let a = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let b = TestItem(center: CGPoint(x: 160, y: 100), size: CGSize(width: 20, height: 20))
        let limit = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b,
                                                         offsetFromCenter: .zero)
        let anchored = UIDynamicItemBehavior(items: [a])
        anchored.isAnchored = true
        let animator = UIDynamicAnimator()
        animator.addBehavior(anchored)
        animator.addBehavior(limit)
        animator.addBehavior(UIGravityBehavior(items: [b]))
        let slack = UIPushBehavior(items: [b], mode: .instantaneous)
        slack.pushDirection = CGVector(dx: -0.06, dy: 0)
        animator.addBehavior(slack)
        var longest: CGFloat = 0, shortest: CGFloat = .infinity, lowest: CGFloat = 0
        for _ in 0..<120 {
            animator.advance(by: 1.0 / 60.0)
            let distance = hypot(b.center.x - a.center.x, b.center.y - a.center.y)
            longest = max(longest, distance)
            shortest = min(shortest, distance)
            lowest = max(lowest, b.center.y)
        }
        // The rope goes slack (b moves closer, pushed toward a) but never gets longer than at association.
        #expect(shortest < 55)
        #expect(longest < 60.5)
        #expect(lowest > 155)
    }

    @Test func fixedAttachmentMovesTwoItemsAsOne() {
        let a = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let b = TestItem(center: CGPoint(x: 130, y: 100), size: CGSize(width: 20, height: 20))
        let fixed = UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 115, y: 100))
        let push = UIPushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.02)
        let animator = UIDynamicAnimator()
        animator.addBehavior(fixed)
        animator.addBehavior(push)
        animator.run(frames: 60)
        let angleA = a.angle, angleB = b.angle
        #expect(abs(angleA - angleB) < 0.01)
        #expect(abs(angleA) > 0.05)
        #expect(abs(hypot(b.center.x - a.center.x, b.center.y - a.center.y) - 30) < 0.2)
    }

    @Test func pinRangeLimitsTheTurn() {
        let a = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = TestItem(center: CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 130, y: 100))
        pin.attachmentRange = UIFloatRange(minimum: -0.2, maximum: 0.2)
        let anchored = UIDynamicItemBehavior(items: [a])
        anchored.isAnchored = true
        let animator = UIDynamicAnimator()
        animator.addBehavior(anchored)
        animator.addBehavior(pin)
        animator.addBehavior(UIGravityBehavior(items: [b]))
        animator.run(frames: 120)
        #expect(abs(b.angle - 0.2) < 0.03)
    }
}
