import Foundation
import Testing
import Dynamics

/// A view that collides as a circle, the way UIKit apps ask for it since iOS 9: by overriding the property.
private final class BallView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

@Suite struct ViewCollisionShapeTests {
    /// Drops a 46-pt view onto a 30° ramp and returns its rotation after one second.
    private func rotationOnRamp(_ view: UIView) -> CGFloat {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        root.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: root)
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "ramp" as NSString, from: CGPoint(x: 0, y: 200),
                              to: CGPoint(x: 600, y: 200 + 600 * tan(CGFloat.pi / 6)))
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        for _ in 0..<60 { animator.advance(by: 1.0 / 60) }
        return abs(atan2(view.transform.b, view.transform.a))
    }

    @Test func subclassOverridingEllipseRollsDownARamp() {
        let ball = BallView(frame: CGRect(x: 50, y: 120, width: 46, height: 46))
        let box = UIView(frame: CGRect(x: 50, y: 120, width: 46, height: 46))
        let ballRotation = rotationOnRamp(ball)
        let boxRotation = rotationOnRamp(box)
        // A rolling circle turns by distance / radius (over a radian in this second); a box slides flat on its face
        // (its rotation is the ramp angle, π/6 ≈ 0.52).
        #expect(ballRotation > 1.0, "ball turned \(ballRotation) rad")
        #expect(abs(boxRotation - CGFloat.pi / 6) < 0.05)
    }
}

@Suite struct ViewWriteBackTests {
    /// UIKit writes a view's centre only when its body moved: a view the app moved without
    /// `updateItem(usingCurrentState:)` keeps its new place while its body rests, and follows the body once it moves.
    @Test func viewMovedByTheAppStaysUntilItsBodyMoves() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let holder = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(holder)
        let animator = UIDynamicAnimator(referenceView: root)
        let collision = UICollisionBehavior(items: [holder])
        collision.collisionMode = .boundaries
        animator.addBehavior(collision)
        animator.advance(by: 1.0 / 60)
        holder.center = CGPoint(x: 300, y: 250)
        for _ in 0..<5 { animator.advance(by: 1.0 / 60) }
        #expect(holder.center == CGPoint(x: 300, y: 250))

        let push = UIPushBehavior(items: [holder], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        animator.advance(by: 1.0 / 60)
        // The body was still at x = 150; the push moves it and the view jumps back onto it.
        #expect(abs(holder.center.x - 150) < 5 && holder.center.y == 150)
    }
}
