import Foundation
import Testing
import Dynamics

/// UIKit raises for these programmer errors; here the process stops with UIKit's message.
@Suite struct ExceptionTests {
    @Test func zeroSizeItem() async {
        await #expect(processExitsWith: .failure) {
            let animator = UIDynamicAnimator()
            animator.addBehavior(UIGravityBehavior(items: [TestItem(center: .zero, size: .zero)]))
        }
    }

    @Test func behaviourAddedTwice() async {
        await #expect(processExitsWith: .failure) {
            let animator = UIDynamicAnimator()
            let parent = UIDynamicBehavior()
            let child = UIGravityBehavior()
            parent.addChildBehavior(child)
            animator.addBehavior(parent)
            animator.addBehavior(child)
        }
    }

    @Test func thirtyThirdField() async {
        await #expect(processExitsWith: .failure) {
            let animator = UIDynamicAnimator()
            let item = TestItem(center: .zero)
            for _ in 0..<33 {
                let field = UIFieldBehavior.dragField()
                field.addItem(item)
                animator.addBehavior(field)
            }
        }
    }

    @Test func thirtyTwoFieldsAreFine() {
        let animator = UIDynamicAnimator()
        let item = TestItem(center: .zero)
        for _ in 0..<32 {
            let field = UIFieldBehavior.dragField()
            field.addItem(item)
            animator.addBehavior(field)
        }
        #expect(animator.behaviors.count == 32)
    }

    @Test func invalidBoundingPath() async {
        await #expect(processExitsWith: .failure) {
            let line = UIBezierPath()
            line.move(to: .zero)
            line.addLine(to: CGPoint(x: 10, y: 0))
            let item = ShapedItem(center: .zero, size: CGSize(width: 10, height: 10), type: .path, path: line)
            UIDynamicAnimator().addBehavior(UIGravityBehavior(items: [item]))
        }
    }

    @Test func invalidBoundaryPath() async {
        await #expect(processExitsWith: .failure) {
            let collision = UICollisionBehavior(items: [TestItem(center: .zero)])
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 5, y: 5))
            collision.addBoundary(withIdentifier: "dot", for: path)
            UIDynamicAnimator().addBehavior(collision)
        }
    }

    @Test func attachmentInit() async {
        await #expect(processExitsWith: .failure) { _ = UIAttachmentBehavior() }
    }

    @Test func snapInit() async {
        await #expect(processExitsWith: .failure) { _ = UISnapBehavior() }
    }

    @Test func nestedGroup() async {
        await #expect(processExitsWith: .failure) {
            let inner = UIDynamicItemGroup(items: [TestItem(center: .zero)])
            _ = UIDynamicItemGroup(items: [inner])
        }
    }
}
