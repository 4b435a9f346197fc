import Foundation
import Testing
import Dynamics

@Suite struct SnapTests {
    /// Largest distance past the snap point along the approach direction, and the final state.
    private func snap(damping: CGFloat) -> (overshoot: CGFloat, center: CGPoint, angle: CGFloat) {
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        item.transform = CGAffineTransform(rotationAngle: 0.6)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 100))
        snap.damping = damping
        let animator = UIDynamicAnimator()
        animator.addBehavior(snap)
        var overshoot: CGFloat = 0
        for _ in 0..<600 {
            animator.advance(by: 1.0 / 60.0)
            overshoot = max(overshoot, item.center.x - 300)
        }
        return (overshoot, item.center, item.angle)
    }

    @Test func endsAtTheSnapPointUpright() {
        let result = snap(damping: 0.5)
        #expect(abs(result.center.x - 300) < 0.5)
        #expect(abs(result.center.y - 100) < 0.5)
        #expect(abs(result.angle) < 0.01)
    }

    @Test func lowerDampingOvershootsMore() {
        let loose = snap(damping: 0.1), firm = snap(damping: 0.9)
        #expect(loose.overshoot > firm.overshoot + 1)
        #expect(loose.overshoot > 5)
    }

    @Test func dampingIsReadOnlyAtAssociation() {
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        let reference = TestItem(center: CGPoint(x: 100, y: 400))
        let live = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 100))
        let control = UISnapBehavior(item: reference, snapTo: CGPoint(x: 300, y: 400))
        let animator = UIDynamicAnimator()
        animator.addBehavior(live)
        animator.addBehavior(control)
        live.damping = 0.05
        animator.run(frames: 60)
        #expect(abs(item.center.x - reference.center.x) < 1e-9)
    }

    @Test func movingTheSnapPointMovesTheItem() {
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 100))
        let animator = UIDynamicAnimator()
        animator.addBehavior(snap)
        animator.run(frames: 10)
        snap.snapPoint = CGPoint(x: 100, y: 250)
        animator.run(frames: 600)
        #expect(abs(item.center.y - 250) < 0.5)
    }
}

@Suite struct AttachmentTests {
    @Test func rigidAnchorAttachmentHoldsItsLength() {
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        let animator = UIDynamicAnimator()
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(attachment)
        #expect(attachment.length == 100)
        var worst: CGFloat = 0
        for _ in 0..<120 {
            animator.advance(by: 1.0 / 60.0)
            worst = max(worst, abs(hypot(item.center.x - 100, item.center.y - 100) - 100))
        }
        #expect(worst < 0.5)
        #expect(item.center.y > 150)
    }

    /// A spring of frequency f and damping ζ on a free item: the damped oscillation period is 1/(f·√(1−ζ²)).
    @Test func springFrequencyAndDampingMatch() throws {
        let item = TestItem(center: CGPoint(x: 100, y: 200))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        attachment.frequency = 1
        attachment.damping = 0.1
        attachment.length = 50
        let animator = UIDynamicAnimator()
        animator.addBehavior(frictionlessBehavior([item]))
        animator.addBehavior(attachment)
        var previous = item.center.y - 150
        var crossings: [Double] = []
        var peaks: [CGFloat] = []
        var peak: CGFloat = 0
        for frame in 1...480 {
            animator.advance(by: 1.0 / 60.0)
            let offset = item.center.y - 150
            peak = max(peak, offset)
            if previous > 0, offset <= 0 {
                crossings.append(Double(frame) / 60 - Double(offset / (offset - previous)) / 60)
                peaks.append(peak)
                peak = 0
            }
            previous = offset
        }
        try #require(crossings.count >= 3)
        let period = (crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1)
        let expected = 1 / sqrt(1 - 0.01)
        #expect(abs(period - expected) / expected < 0.03, "period \(period)")
        // Amplitude decays by e^(−ζ·ω·T) per period, where the implicit soft constraint (Box2D's, so UIKit's) adds
        // its numerical damping ω·h/2 at h = 1/120 s to the damping ratio.
        let omega = 2 * Double.pi
        let effectiveDamping = 0.1 + omega / 240
        let expectedDecay = exp(-effectiveDamping * omega * expected)
        for index in 1..<4 {
            let decay = Double(peaks[index + 1] / peaks[index])
            #expect(abs(decay - expectedDecay) < 0.01, "decay \(decay) vs \(expectedDecay)")
        }
    }

    @Test func movingTheAnchorDragsTheItem() {
        let item = TestItem(center: CGPoint(x: 100, y: 150))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        let animator = UIDynamicAnimator()
        animator.addBehavior(attachment)
        for step in 1...60 {
            attachment.anchorPoint = CGPoint(x: 100 + CGFloat(step) * 2, y: 100)
            animator.advance(by: 1.0 / 60.0)
        }
        animator.run(frames: 240)
        #expect(abs(hypot(item.center.x - 220, item.center.y - 100) - 50) < 0.5)
        // It trails the anchor on its left, 50 pt away.
        #expect(item.center.x > 165)
    }

    @Test func itemToItemAttachmentKeepsTheDistance() {
        let a = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let b = TestItem(center: CGPoint(x: 180, y: 100), size: CGSize(width: 20, height: 20))
        let attachment = UIAttachmentBehavior(item: a, attachedTo: b)
        let push = UIPushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.02)
        let animator = UIDynamicAnimator()
        animator.addBehavior(attachment)
        animator.addBehavior(push)
        animator.run(frames: 60)
        #expect(abs(hypot(a.center.x - b.center.x, a.center.y - b.center.y) - 80) < 0.5)
    }

    @Test func slidingAttachmentKeepsTheItemOnTheAxisWithoutTurning() {
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        let sliding = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                             axisOfTranslation: CGVector(dx: 1, dy: 1))
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 30), for: item)
        let animator = UIDynamicAnimator()
        animator.addBehavior(sliding)
        animator.addBehavior(push)
        animator.run(frames: 60)
        #expect(item.center.x > 110)
        #expect(abs((item.center.x - 100) - (item.center.y - 100)) < 0.5)
        #expect(abs(item.angle) < 0.01)
    }
}
