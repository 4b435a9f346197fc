import Dynamics
import Testing

/// Minimal reproducers of what the fuzz suite found (`make fuzz`): values UIKit accepts must leave the world finite
/// and each step's cost bounded.
@Suite struct ExtremeValueTests {
    /// Fuzz seed 1344 crashed converting a noise coordinate to `Int`: an item far from a noise field.
    @Test func noiseFieldFarFromItsItem() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        item.center = CGPoint(x: 1e21, y: -3e20)
        reference.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: reference)
        let noise = UIFieldBehavior.noiseField(smoothness: 0.2, animationSpeed: 3)
        noise.strength = 1e6
        noise.addItem(item)
        animator.addBehavior(noise)
        for _ in 0..<30 { animator.advance(by: 1.0 / 60.0) }
        #expect(item.center.x.isFinite && item.center.y.isFinite)
    }

    /// Fuzz seeds 1280, 1344 and 2582 went NaN (and 472 spent minutes in time-of-impact searches): a rigid fixed
    /// attachment between two slivers with its anchor a million points away makes an ill-conditioned weld.
    @Test func fixedAttachmentOfSliversWithAFarAnchor() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let first = UIView(frame: CGRect(x: 40, y: 100, width: 192, height: 0.6))
        let second = UIView(frame: CGRect(x: 150, y: 200, width: 75, height: 0.8))
        for view in [first, second] { reference.addSubview(view) }
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [first, second]))
        let collision = UICollisionBehavior(items: [first, second])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let spin = UIDynamicItemBehavior(items: [first])
        spin.addAngularVelocity(300, for: first)
        animator.addBehavior(spin)
        animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: first, attachedTo: second,
                                                                  attachmentAnchor: CGPoint(x: 1e6, y: -8.9e8)))
        for step in 0..<120 {
            animator.advance(by: 1.0 / 60.0)
            for view in [first, second] {
                let t = view.transform
                let finite = [view.center.x, view.center.y, t.a, t.b].allSatisfy { $0.isFinite }
                #expect(finite, "step \(step): \(view.center)")
            }
        }
        // Welded, they fall together: their distance is what it was (slivers under 2 pt thick may cross the
        // boundary while spinning — see docs/physics-limits.md — but they are not flung away).
        let gap = hypot(first.center.x - second.center.x, first.center.y - second.center.y)
        #expect(abs(gap - hypot(187.5 - 136, 200.4 - 100.3)) < 1, "gap \(gap)")
        for view in [first, second] {
            #expect(reference.bounds.insetBy(dx: -300, dy: -300).contains(view.center), "\(view.center)")
        }
    }
}
