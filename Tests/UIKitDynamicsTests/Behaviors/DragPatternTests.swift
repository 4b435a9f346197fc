import Dynamics
import Testing

/// The most common drag pattern in UIKit Dynamics apps (Apple's Sticky Corners sample, cookbook collision
/// examples): when a finger grabs a view, take it out of every behaviour that holds it, drag it on an attachment,
/// and put it back when the finger lifts.
@Suite struct DragPatternTests {
    @Test func grabbingAnItemOutOfEveryBehaviourAndDroppingItBack() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 200, y: 20, width: 100, height: 100))
        reference.addSubview(card)
        reference.addSubview(other)
        let animator = UIDynamicAnimator(referenceView: reference)
        let gravity = UIGravityBehavior(items: [card, other])
        let collision = UICollisionBehavior(items: [card, other])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [card, other])
        properties.elasticity = 0
        for behavior in [gravity, collision, properties] { animator.addBehavior(behavior) }
        for _ in 0..<10 { animator.advance(by: 1.0 / 60.0) }

        // The finger comes down on the falling card: out of every behaviour (its body leaves the world), then the
        // pan handler moves the view itself.
        collision.removeItem(card)
        gravity.removeItem(card)
        properties.removeItem(card)
        for step in 1...30 {
            card.center = CGPoint(x: 70 + CGFloat(step) * 3, y: 100)
            animator.advance(by: 1.0 / 60.0)
        }
        #expect(card.center == CGPoint(x: 160, y: 100), "the animator let go of the card")

        // The finger lifts: back into every behaviour with the finger's leftward velocity; both come to rest on the floor.
        collision.addItem(card)
        gravity.addItem(card)
        properties.addItem(card)
        properties.addLinearVelocity(CGPoint(x: -180, y: 0), for: card)
        for _ in 0..<240 { animator.advance(by: 1.0 / 60.0) }
        for view in [card, other] {
            #expect(view.center.x.isFinite && view.center.y.isFinite)
            #expect(abs(view.center.y - 617) < 1.5, "rests at \(view.center)")
        }
        #expect(card.center.x < 150, "thrown left: \(card.center)")
    }
}
