import Foundation
import Testing
import Dynamics

@Suite struct AnimatorLifecycleTests {
    @Test func elapsedTimeSumsTheSteps() {
        let animator = UIDynamicAnimator()
        animator.addBehavior(UIGravityBehavior(items: [TestItem(center: .zero)]))
        animator.run(frames: 4)
        #expect(abs(animator.elapsedTime - 0.0666666667) < 1e-9)
    }

    @Test func pausesOnTheThirtyFirstStepOfAnItemAtRest() {
        let animator = UIDynamicAnimator()
        let events = AnimatorEvents()
        animator.delegate = events
        animator.addBehavior(UIDynamicItemBehavior(items: [TestItem(center: CGPoint(x: 50, y: 50))]))
        #expect(events.log == ["resume"])
        #expect(animator.isRunning)
        var steps = 0
        while animator.isRunning, steps < 100 {
            animator.advance(by: 1.0 / 60.0)
            steps += 1
        }
        #expect(steps == 31)
        #expect(events.log == ["resume", "pause"])
        // Paused: further ticks do nothing.
        animator.run(frames: 3)
        #expect(abs(animator.elapsedTime - 31.0 / 60.0) < 1e-9)
    }

    @Test func resumesAndTellsTheDelegateWhenABehaviourChanges() {
        let item = TestItem(center: CGPoint(x: 50, y: 50))
        let animator = UIDynamicAnimator()
        let events = AnimatorEvents()
        animator.delegate = events
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        animator.addBehavior(push)
        animator.run(frames: 40)
        #expect(!animator.isRunning)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.active = true
        #expect(animator.isRunning)
        #expect(events.log == ["resume", "pause", "resume"])
        let before = item.center.x
        animator.run(frames: 2)
        #expect(item.center.x > before)
    }

    @Test func actionsRunAfterWriteBack() {
        let item = TestItem(center: CGPoint(x: 150, y: 50))
        let gravity = UIGravityBehavior(items: [item])
        var seen: [CGFloat] = []
        gravity.action = { seen.append(item.center.y) }
        let animator = UIDynamicAnimator()
        animator.addBehavior(gravity)
        animator.run(frames: 2)
        #expect(seen.count == 2)
        #expect(seen.last == item.center.y)
        #expect(seen[0] > 50)
    }

    @Test func removalFromInsideAnActionIsQueued() {
        let item = TestItem(center: CGPoint(x: 150, y: 50))
        let gravity = UIGravityBehavior(items: [item])
        let animator = UIDynamicAnimator()
        var countsDuringAction: [Int] = []
        gravity.action = { [unowned animator, unowned gravity] in
            animator.removeBehavior(gravity)
            countsDuringAction.append(animator.behaviors.count)
        }
        animator.addBehavior(gravity)
        animator.addBehavior(UIDynamicItemBehavior(items: [item]))
        animator.run(frames: 1)
        #expect(countsDuringAction == [2])
        #expect(animator.behaviors.count == 1)
        #expect(gravity.dynamicAnimator == nil)
        // Removing the gravity behaviour turned gravity off: the item keeps its velocity but no longer accelerates.
        let y1 = item.center.y
        animator.run(frames: 1)
        let y2 = item.center.y
        animator.run(frames: 1)
        #expect(abs((item.center.y - y2) - (y2 - y1)) < 0.05)
    }

    @Test func removeAllBehaviorsInsideAnActionKeepsTheListUntilTheStepEnds() {
        let item = TestItem(center: .zero)
        let gravity = UIGravityBehavior(items: [item])
        let animator = UIDynamicAnimator()
        var counts: [Int] = []
        gravity.action = { [unowned animator] in
            animator.removeAllBehaviors()
            counts.append(animator.behaviors.count)
        }
        animator.addBehavior(gravity)
        animator.addBehavior(UIPushBehavior())
        animator.run(frames: 1)
        #expect(counts == [2])
        #expect(animator.behaviors.isEmpty)
        #expect(!animator.isRunning)
    }

    @Test func itemsInRectUseFatBoxesOfAboutTenPoints() {
        let near = TestItem(center: CGPoint(x: 158, y: 50), size: CGSize(width: 100, height: 100))
        let far = TestItem(center: CGPoint(x: 161, y: 300), size: CGSize(width: 100, height: 100))
        let animator = UIDynamicAnimator()
        animator.addBehavior(UIDynamicItemBehavior(items: [near, far]))
        // The rect ends at x = 100; near's left edge is 8 pt beyond it, far's 11 pt.
        let found = animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 400))
        #expect(found.count == 1)
        #expect(found.first === near)
    }

    @Test func viewsAreWrittenBackOnThePixelGrid() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        reference.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: reference)
        #expect(animator.referenceView === reference)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        for _ in 0..<5 {
            animator.advance(by: 1.0 / 60.0)
            #expect(view.center.y * 2 == (view.center.y * 2).rounded())
        }
        // Body y after 5 frames is 53.125: on the half-point grid that is 53.0.
        #expect(view.center.y == 53)
        UIScreen(size: CGSize(width: 375, height: 667), scale: 3).withCurrent { animator.advance(by: 1.0 / 60.0) }
        #expect(abs(view.center.y * 3 - (view.center.y * 3).rounded()) < 1e-9)
    }

    @Test func updateItemRereadsThePosition() {
        let item = TestItem(center: CGPoint(x: 50, y: 50))
        let animator = UIDynamicAnimator()
        let behavior = frictionlessBehavior([item])
        animator.addBehavior(behavior)
        animator.run(frames: 40)
        #expect(!animator.isRunning)
        item.center = CGPoint(x: 200, y: 80)
        item.transform = CGAffineTransform(rotationAngle: 0.5)
        animator.updateItem(usingCurrentState: item)
        #expect(animator.isRunning)
        animator.run(frames: 1)
        #expect(abs(item.center.x - 200) < 1e-9 && abs(item.center.y - 80) < 1e-9)
        #expect(abs(item.angle - 0.5) < 1e-9)
    }

    @Test func itemGroupsMoveAsOneBody() {
        let a = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let b = TestItem(center: CGPoint(x: 140, y: 100), size: CGSize(width: 20, height: 20))
        let group = UIDynamicItemGroup(items: [a, b])
        #expect(group.center == CGPoint(x: 120, y: 100))
        #expect(group.bounds.size == CGSize(width: 60, height: 20))
        let push = UIPushBehavior(items: [group], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.08)
        let animator = UIDynamicAnimator()
        animator.addBehavior(frictionlessBehavior([group]))
        animator.addBehavior(push)
        animator.run(frames: 30)
        // Mass = 2 × 20 × 20 / 10⁴ = 0.08: Δv = 100 pt/s for 59 sub-steps (1 on the first frame, then 2 each).
        let expected = 100 + 100 * 59 * Double(Float(1.0 / 120.0))
        #expect(abs(a.center.y - expected) < 1e-6 && abs(b.center.y - expected) < 1e-6)
        #expect(abs(b.center.x - a.center.x - 40) < 1e-6)
    }

    @Test func debugShapesShowItemsBoundariesJointsAndFields() {
        let item = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300))
        animator.addBehavior(collision)
        animator.addBehavior(UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 20)))
        animator.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 150, y: 150)))
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 100, y: 100))
        field.addItem(item)
        animator.addBehavior(field)
        let shapes = animator.debugShapes()
        let outline = shapes.first { $0.path.bounds.size == CGSize(width: 40, height: 40) }
        #expect(outline != nil)
        #expect(shapes.contains { $0.path.bounds == CGRect(x: 0, y: 300, width: 300, height: 0) })
        #expect(shapes.contains { $0.path.bounds == CGRect(x: 144, y: 150, width: 12, height: 0) ||
                                  $0.path.bounds == CGRect(x: 144, y: 144, width: 12, height: 12) })
        #expect(shapes.count > 50)
    }
}
