import Foundation
import Testing
import Dynamics

/// Lines an app lays on the edges of its reference view, in front of the reference-bounds boundary (outset by 1 pt),
/// as danteese's Squash does: Box2D 2.2.1 under UIKit Dynamics stops an item at its first touch with the line, so
/// the boundary behind it never reports a contact (the app force-unwraps the identifier of every boundary contact).
@Suite struct EdgeLinesOverReferenceBoundsTests {
    /// A 20 pt item thrown at 1500 pt/s among four named edge lines over the reference bounds (667 × 375), with
    /// elasticity 1 and gravity 0.5, for 4 s: the begins it reports, by boundary name ("nil" for the reference
    /// bounds), and the item's centre at the end.
    private func throwAmongEdgeLines(velocity: CGPoint) -> (begins: [String: Int], center: CGPoint) {
        let court = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
        let ball = UIView(frame: CGRect(x: 323.5, y: 177.5, width: 20, height: 20))
        court.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: court)
        let gravity = UIGravityBehavior(items: [ball])
        gravity.magnitude = 0.5
        let properties = UIDynamicItemBehavior(items: [ball])
        properties.allowsRotation = false
        properties.elasticity = 1
        properties.friction = 0
        properties.resistance = 0
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let (w, h) = (court.bounds.width, court.bounds.height)
        collision.addBoundary(withIdentifier: "top" as NSString, from: CGPoint(x: 0, y: 0), to: CGPoint(x: w, y: 0))
        collision.addBoundary(withIdentifier: "bottom" as NSString, from: CGPoint(x: 0, y: h), to: CGPoint(x: w, y: h))
        collision.addBoundary(withIdentifier: "left" as NSString, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: h))
        collision.addBoundary(withIdentifier: "right" as NSString, from: CGPoint(x: w, y: 0), to: CGPoint(x: w, y: h))
        let log = CollisionLog(names: [(ball, "ball")])
        collision.collisionDelegate = log
        for behavior in [gravity, properties, collision] as [UIDynamicBehavior] { animator.addBehavior(behavior) }
        properties.addLinearVelocity(velocity, for: ball)
        animator.run(frames: 240)
        var begins: [String: Int] = [:]
        for entry in log.log where entry.hasPrefix("began ball boundary ") {
            begins[String(entry.dropFirst("began ball boundary ".count)), default: 0] += 1
        }
        return (begins, ball.center)
    }

    @Test func aFastItemMeetsTheLinesAndNeverTheReferenceBoundsBehindThem() {
        let (begins, center) = throwAmongEdgeLines(velocity: CGPoint(x: 900, y: -1200))
        #expect(begins["nil"] == nil)
        // 1200 pt/s up and down a 355 pt court, 900 pt/s across 647 pt, for 4 s.
        #expect(begins["top"] == 7)
        #expect(begins["bottom"] == 6)
        #expect(begins["left"] == 3)
        #expect(begins["right"] == 3)
        #expect(CGRect(x: 10, y: 10, width: 647, height: 355).contains(center))
    }

    @Test func aSteepThrowBouncesBetweenTopAndBottomLinesOnly() {
        let (begins, center) = throwAmongEdgeLines(velocity: CGPoint(x: 150, y: 1492))
        #expect(begins["nil"] == nil)
        #expect(begins["top"] == 8)
        #expect(begins["bottom"] == 9)
        #expect(CGRect(x: 10, y: 10, width: 647, height: 355).contains(center))
    }
}
