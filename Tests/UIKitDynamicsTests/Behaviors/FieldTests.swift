import Foundation
import Testing
import Dynamics

@Suite struct FieldMotionTests {
    /// Runs `field` on `items` (free of damping) and returns the animator (the behaviours only point back to it
    /// weakly) and the item behaviour that reads velocities.
    private func run(_ field: UIFieldBehavior, items: [TestItem],
                     frames: Int = 1) -> FieldRun {
        let animator = UIDynamicAnimator()
        for item in items { field.addItem(item) }
        let motion = frictionlessBehavior(items)
        animator.addBehavior(motion)
        animator.addBehavior(field)
        animator.run(frames: frames)
        return FieldRun(animator: animator, motion: motion)
    }

    /// Keeps the animator alive while the velocities are read.
    struct FieldRun {
        let animator: UIDynamicAnimator
        let motion: UIDynamicItemBehavior
        func velocity(_ item: TestItem) -> CGPoint { motion.linearVelocity(for: item) }
    }

    @Test func radialGravityPullsInwardWithInverseSquare() {
        let near = TestItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 10, height: 10))
        let far = TestItem(center: CGPoint(x: 0, y: 200), size: CGSize(width: 10, height: 10))
        let result = run(.radialGravityField(position: .zero), items: [near, far])
        let vNear = result.velocity(near), vFar = result.velocity(far)
        // 1 m/s² at 1 m for one sub-step of 1/120 s: −0.8333 pt/s toward the centre.
        #expect(abs(vNear.x - (-100.0 / 120)) < 1e-3 && abs(vNear.y) < 1e-9)
        #expect(vFar.y < 0 && abs(vFar.x) < 1e-9)
        #expect(abs(vNear.x / vFar.y - 4) < 1e-3)
    }

    @Test func vortexTurnsClockwiseOnScreen() {
        let item = TestItem(center: CGPoint(x: 100, y: 0))
        let result = run(.vortexField(), items: [item], frames: 2)
        let v = result.velocity(item)
        #expect(v.y > 0 && abs(v.x) < abs(v.y) * 0.1)
    }

    @Test func velocityFieldSetsTheVelocity() {
        let item = TestItem(center: CGPoint(x: 50, y: 50))
        let result = run(.velocityField(direction: CGVector(dx: 1, dy: -0.5)), items: [item], frames: 3)
        let v = result.velocity(item)
        #expect(abs(v.x - 100) < 1e-6 && abs(v.y + 50) < 1e-6)
    }

    @Test func dragSlowsAMovingItem() {
        let dragged = TestItem(center: CGPoint(x: 0, y: 0)), free = TestItem(center: CGPoint(x: 0, y: 300))
        let animator = UIDynamicAnimator()
        let motion = frictionlessBehavior([dragged, free])
        motion.addLinearVelocity(CGPoint(x: 300, y: 0), for: dragged)
        motion.addLinearVelocity(CGPoint(x: 300, y: 0), for: free)
        animator.addBehavior(motion)
        animator.addBehavior(UIFieldBehavior.dragField().adding(dragged))
        animator.run(frames: 30)
        #expect(abs(motion.linearVelocity(for: free).x - 300) < 1e-9)
        let slowed = motion.linearVelocity(for: dragged).x
        #expect(slowed < 150 && slowed > 0)
    }

    @Test func noiseIsDeterministic() {
        func trajectory() -> CGPoint {
            let item = TestItem(center: CGPoint(x: 37, y: 21), size: CGSize(width: 10, height: 10))
            _ = run(.noiseField(smoothness: 0.2, animationSpeed: 1), items: [item], frames: 30)
            return item.center
        }
        let first = trajectory()
        #expect(first == trajectory())
        #expect(first != CGPoint(x: 37, y: 21))
    }

    @Test func regionExcludesItemsOutside() {
        let inside = TestItem(center: CGPoint(x: 10, y: 0), size: CGSize(width: 10, height: 10))
        let outside = TestItem(center: CGPoint(x: 80, y: 0), size: CGSize(width: 10, height: 10))
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.region = UIRegion(radius: 50)
        let result = run(field, items: [inside, outside])
        #expect(abs(result.velocity(inside).y - 100.0 / 120) < 1e-6)
        #expect(result.velocity(outside) == .zero)
    }
}

private extension UIFieldBehavior {
    func adding(_ item: any UIDynamicItem) -> UIFieldBehavior {
        addItem(item)
        return self
    }
}
