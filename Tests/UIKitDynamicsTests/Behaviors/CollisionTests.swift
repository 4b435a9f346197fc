import Foundation
import Testing
import Dynamics

@Suite struct CollisionTests {
    /// A reference view with a 20×20 ball view falling onto its bottom edge.
    private func droppingBall() -> (UIView, UIView, UIDynamicAnimator) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let ball = UIView(frame: CGRect(x: 90, y: 100, width: 20, height: 20))
        reference.addSubview(ball)
        return (reference, ball, UIDynamicAnimator(referenceView: reference))
    }

    @Test func referenceBoundsReportANilIdentifierAndKeepTheItemInside() {
        let (reference, ball, animator) = droppingBall()
        defer { withExtendedLifetime(reference) {} }
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = CollisionLog(names: [(ball, "ball")])
        collision.collisionDelegate = log
        let bouncy = UIDynamicItemBehavior(items: [ball])
        bouncy.elasticity = 0.7
        animator.addBehavior(bouncy)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        var maxY: CGFloat = 0
        for _ in 0..<300 {
            animator.advance(by: 1.0 / 60.0)
            maxY = max(maxY, ball.center.y)
        }
        #expect(Array(log.log.prefix(2)) == ["began ball boundary nil", "ended ball boundary nil"])
        // The boundary is outset by 1 pt: the ball rests with its bottom at y = 201.
        #expect(maxY < 192)
        #expect(abs(ball.center.y - 191) < 1.5)
        if let point = log.points.first { #expect(abs(point.y - 201) < 1.5) }
    }

    @Test func resizingTheReferenceViewWakesThePausedAnimator() {
        let (reference, ball, animator) = droppingBall()
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.run(frames: 240)
        #expect(!animator.isRunning)
        #expect(abs(ball.center.y - 191) < 1.5)
        reference.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        animator.run(frames: 240)
        #expect(abs(ball.center.y - 291) < 1.5)
    }

    @Test func explicitBoundaryIdentifiersComeBackAsGiven() {
        let (reference, ball, animator) = droppingBall()
        defer { withExtendedLifetime(reference) {} }
        let collision = UICollisionBehavior(items: [ball])
        let floor: NSString = "floor"
        collision.addBoundary(withIdentifier: floor, from: CGPoint(x: 0, y: 150), to: CGPoint(x: 200, y: 150))
        let log = CollisionLog(names: [(ball, "ball")])
        collision.collisionDelegate = log
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.run(frames: 90)
        #expect(log.log.first == "began ball boundary floor")
        // The very object the boundary was added with, as UIKit hands it back.
        #expect((log.identifiers.first ?? nil) as? NSString === floor)
        #expect(abs(ball.center.y - 140) < 1)
    }

    @Test func beganCallbacksComeBeforeEndedOnesAndBeforeActions() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let balls = (0..<4).map { (index: Int) -> UIView in
            let step = CGFloat(index)
            return UIView(frame: CGRect(x: 20 + step * 70, y: 20 + step * 25, width: 30, height: 30))
        }
        for ball in balls { reference.addSubview(ball) }
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = CollisionLog(names: balls.enumerated().map { ($1, "b\($0)") })
        collision.collisionDelegate = log
        let bouncy = UIDynamicItemBehavior(items: balls)
        bouncy.elasticity = 0.9
        collision.action = { log.log.append("action") }
        animator.addBehavior(UIGravityBehavior(items: balls))
        animator.addBehavior(bouncy)
        animator.addBehavior(collision)
        var sawEnded = false
        for _ in 0..<240 {
            log.log.removeAll()
            animator.advance(by: 1.0 / 60.0)
            guard !log.log.isEmpty else { continue }
            #expect(log.log.last == "action")
            let kinds = log.log.dropLast().map { $0.hasPrefix("began") ? 0 : 1 }
            #expect(kinds == kinds.sorted(), "\(log.log)")
            sawEnded = sawEnded || kinds.contains(1)
        }
        #expect(sawEnded)
    }

    @Test func itemContactsNameBothItems() {
        let bottom = TestItem(center: CGPoint(x: 100, y: 180), size: CGSize(width: 40, height: 40))
        let top = TestItem(center: CGPoint(x: 100, y: 60), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [bottom, top])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 200), to: CGPoint(x: 200, y: 200))
        let log = CollisionLog(names: [(bottom, "bottom"), (top, "top")])
        collision.collisionDelegate = log
        animator.addBehavior(UIGravityBehavior(items: [bottom, top]))
        animator.addBehavior(collision)
        animator.run(frames: 60)
        let pair = log.log.filter { !$0.contains("boundary") }
        #expect(pair.first == "began top-bottom" || pair.first == "began bottom-top")
        #expect(abs(top.center.y - 140) < 1.5)
    }

    @Test func stringAndNSStringIdentifiersAreInterchangeable() {
        let collision = UICollisionBehavior()
        collision.addBoundary(withIdentifier: "barrier" as NSString, from: .zero, to: CGPoint(x: 10, y: 0))
        #expect(collision.boundary(withIdentifier: "barrier") != nil)
        #expect((collision.boundaryIdentifiers?.first as? NSString) == "barrier")
    }

    /// Two items moving toward each other and a floor below them.
    private func headOn(mode: UICollisionBehavior.Mode, separate: Bool = false) -> (TestItem, TestItem) {
        let left = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let right = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator()
        let behaviors = separate ? [UICollisionBehavior(items: [left]), UICollisionBehavior(items: [right])]
                                 : [UICollisionBehavior(items: [left, right])]
        for collision in behaviors {
            collision.collisionMode = mode
            collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 200), to: CGPoint(x: 300, y: 200))
            animator.addBehavior(collision)
        }
        let motion = frictionlessBehavior([left, right])
        motion.addLinearVelocity(CGPoint(x: 100, y: 0), for: left)
        motion.addLinearVelocity(CGPoint(x: -100, y: 0), for: right)
        animator.addBehavior(motion)
        animator.addBehavior(UIGravityBehavior(items: [left, right]))
        animator.run(frames: 60)
        return (left, right)
    }

    @Test func everythingModeHitsItemsAndBoundaries() {
        let (left, right) = headOn(mode: .everything)
        #expect(left.center.x < right.center.x)
        #expect(left.center.y < 181 && right.center.y < 181)
    }

    @Test func itemsModeFallsThroughBoundaries() {
        let (left, right) = headOn(mode: .items)
        #expect(left.center.x < right.center.x)
        #expect(left.center.y > 300)
    }

    @Test func boundariesModeLetsItemsPassEachOther() {
        let (left, right) = headOn(mode: .boundaries)
        #expect(left.center.x > right.center.x)
        #expect(left.center.y < 181)
    }

    @Test func itemsOfDifferentCollisionBehavioursDoNotCollide() {
        let (left, right) = headOn(mode: .everything, separate: true)
        #expect(left.center.x > right.center.x)
        #expect(left.center.y < 181 && right.center.y < 181)
    }

    @Test func aBallFollowsAnOvalBoundaryWithoutLeavingIt() {
        let oval = CGRect(x: 0, y: 0, width: 300, height: 200)
        let ball = ShapedItem(center: CGPoint(x: 150, y: 150), size: CGSize(width: 20, height: 20), type: .ellipse)
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "oval", for: UIBezierPath(ovalIn: oval))
        let motion = frictionlessBehavior([ball])
        motion.elasticity = 0
        motion.addLinearVelocity(CGPoint(x: 400, y: 0), for: ball)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(motion)
        var worst: CGFloat = 0
        var minX: CGFloat = .infinity, maxX: CGFloat = -.infinity
        for _ in 0..<300 {
            animator.advance(by: 1.0 / 60.0)
            let dx = (ball.center.x - 150) / 150, dy = (ball.center.y - 100) / 100
            worst = max(worst, dx * dx + dy * dy)
            minX = min(minX, ball.center.x)
            maxX = max(maxX, ball.center.x)
        }
        #expect(worst < 1)
        #expect(maxX - minX > 100)
    }

    @Test func invalidBoundingPathIsRejectedButConvexPathsOfEitherWindingWork() {
        let clockwise = UIBezierPath()
        clockwise.move(to: CGPoint(x: -10, y: -10))
        clockwise.addLine(to: CGPoint(x: 10, y: -10))
        clockwise.addLine(to: CGPoint(x: 10, y: 10))
        clockwise.addLine(to: CGPoint(x: -10, y: 10))
        clockwise.close()
        for path in [clockwise, clockwise.reversing()] {
            let item = ShapedItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 20), type: .path, path: path)
            let animator = UIDynamicAnimator()
            let collision = UICollisionBehavior(items: [item])
            collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 100), to: CGPoint(x: 100, y: 100))
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            animator.run(frames: 90)
            #expect(abs(item.center.y - 90) < 1)
        }
    }
}
