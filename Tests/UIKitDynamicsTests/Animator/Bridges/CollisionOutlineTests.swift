import Foundation
import Testing
@testable import DynamicsUIKitDynamics
import Dynamics

/// Collision paths cut as UIKit cuts them (curves in chords of about 10 pt, boundaries always loops), and the contact
/// callbacks that follow from it: one began/ended pair per chord touched.
@Suite struct CollisionOutlineTests {
    @Test func aCircleIsCutIntoChordsOfAboutTenPoints() {
        // Radius 50: UIKit estimates each cubic quarter (78.5 pt) at 80.5 pt, so 8 chords; 32 in all, every vertex on
        // the circle.
        let outline = CollisionOutline(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))).points
        #expect(outline.count == 32)
        for point in outline { #expect(abs(hypot(point.x - 50, point.y - 50) - 50) < 0.02) }
        #expect(outline.first == CGPoint(x: 100, y: 50))
        // Radius 150: 235.6 pt per quarter, estimated 241.5: 24 chords each.
        #expect(CollisionOutline(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 300, height: 300))).points.count == 96)
    }

    @Test func shortCurvesKeepOneChordAndLinesTheirCorners() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 8), controlPoint: CGPoint(x: 104, y: 4))   // under 10 pt long
        path.addLine(to: CGPoint(x: 0, y: 8))
        path.close()
        path.move(to: CGPoint(x: 500, y: 500))                                          // a second subpath: ignored
        path.addLine(to: CGPoint(x: 600, y: 500))
        #expect(CollisionOutline(path).points == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 8),
                                                  CGPoint(x: 0, y: 8)])
    }

    @Test func theLengthEstimateIsUIKitsChainedOne() {
        // The quarter of a 60×200 ellipse: the plain ten-chord length is 106.6 pt (10 chords), UIKit's chained
        // estimate 110.7 (11 chords) — which is what gives its measured 44 vertices rather than 40.
        let k: CGFloat = 0.5522847498
        let estimate = CollisionOutline.estimatedLength(CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 100 * k),
                                                        CGPoint(x: 30 * k, y: 100), CGPoint(x: 0, y: 100))
        #expect(abs(estimate - 110.68) < 0.01, "\(estimate)")
    }

    @Test func ellipsePolygonsHaveUIKitsMeasuredVertexCounts() {
        #expect(ellipsePolygon(size: CGSize(width: 100, height: 50), center: .zero).count == 24)
        #expect(ellipsePolygon(size: CGSize(width: 20, height: 10), center: .zero).count == 4)
        #expect(ellipsePolygon(size: CGSize(width: 60, height: 200), center: .zero).count == 44)
        #expect(ellipsePolygon(size: CGSize(width: 1000, height: 500), center: .zero).count == 244)
    }

    @Test func anOpenBoundaryPathIsClosedByAChordAsInUIKit() {
        // A U open at the top, from (0, 100) down, across and up to (300, 100). UIKit builds a loop, so an item dropped
        // from above lands on the chord at y = 100 instead of falling into the U.
        let u = UIBezierPath()
        u.move(to: CGPoint(x: 0, y: 100))
        u.addLine(to: CGPoint(x: 0, y: 300))
        u.addLine(to: CGPoint(x: 300, y: 300))
        u.addLine(to: CGPoint(x: 300, y: 100))
        let box = TestItem(center: CGPoint(x: 150, y: 20), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "u" as NSString, for: u)
        let still = frictionlessBehavior([box])
        still.elasticity = 0
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        animator.addBehavior(still)
        animator.run(frames: 120)
        #expect(abs(box.center.y - 80) < 1.5, "\(box.center)")
    }

    @Test func anItemRestingInACircleTouchesTheChordsUnderItsCornersAndBeganComesBeforeEnded() {
        // The case: a 40×40 hand in a circular boundary of radius 150. With UIKit's 10 pt chords, and contacts
        // reported only within UIKit's skin, it reports the chords it rests on; a 0.25 pt flattening with every
        // speculative contact reported gave 5–6 began calls in one step.
        let hand = TestItem(center: CGPoint(x: 150, y: 150), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [hand])
        collision.addBoundary(withIdentifier: "circle" as NSString,
                              for: UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let log = CollisionLog(names: [(hand, "hand")])
        collision.collisionDelegate = log
        animator.addBehavior(UIGravityBehavior(items: [hand]))
        animator.addBehavior(collision)
        var open = 0, mostOpen = 0, mostBeganInAStep = 0
        for _ in 0..<180 {
            log.log.removeAll()
            animator.advance(by: 1.0 / 60.0)
            let kinds = log.log.map { $0.hasPrefix("began") ? 0 : 1 }
            #expect(kinds == kinds.sorted(), "every began before every ended: \(log.log)")
            mostBeganInAStep = max(mostBeganInAStep, kinds.filter { $0 == 0 }.count)
            open += kinds.filter { $0 == 0 }.count - kinds.filter { $0 == 1 }.count
            mostOpen = max(mostOpen, open)
        }
        // Its two bottom corners rest on chords: two or three contacts (a corner on a vertex touches both chords
        // that meet there), never the chords in between, which lie up to 1.3 pt below it.
        #expect(mostBeganInAStep >= 1 && mostBeganInAStep <= 3)
        #expect(open >= 2 && mostOpen <= 3, "\(open) \(mostOpen)")
        // It rests on two chords: its bottom corners on the circle, 20 pt either side of the lowest point.
        #expect(abs(hand.center.y - (300 - 20 - 1.34)) < 1, "\(hand.center)")
    }

    @Test func boundingPathItemsCollideWithUIKitsPolygonRadius() {
        // A triangle bounding path: its polygon carries UIKit's 0.9 pt radius, so it rests 0.9 pt higher on a floor
        // than its vertices alone would.
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: -20, y: 20))
        triangle.addLine(to: CGPoint(x: 20, y: 20))
        triangle.addLine(to: CGPoint(x: 0, y: -20))
        triangle.close()
        let item = ShapedItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40), type: .path,
                              path: triangle)
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        let still = frictionlessBehavior([item])
        still.elasticity = 0
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collision)
        animator.addBehavior(still)
        animator.run(frames: 150)
        #expect(abs(item.center.y - (300 - 20 - 0.9)) < 0.6, "\(item.center)")
    }
}
