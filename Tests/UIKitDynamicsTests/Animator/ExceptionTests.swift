import Foundation
import Testing
import Dynamics

/// UIKit raises for these programmer errors; here the process stops with UIKit's message, checked on its standard error.
@Suite struct ExceptionTests {
    @Test func zeroSizeItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let animator = UIDynamicAnimator()
            animator.addBehavior(UIGravityBehavior(items: [TestItem(center: .zero, size: .zero)]))
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("'NSInvalidArgumentException', reason: 'Invalid size"))
    }

    @Test func behaviourAddedTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let animator = UIDynamicAnimator()
            let parent = UIDynamicBehavior()
            let child = UIGravityBehavior()
            parent.addChildBehavior(child)
            animator.addBehavior(parent)
            animator.addBehavior(child)
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("'NSInvalidArgumentException', reason: 'Adding the same behavior twice to the same animator is not supported'"))
    }

    @Test func thirtyThirdField() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let animator = UIDynamicAnimator()
            let item = TestItem(center: .zero)
            for _ in 0..<33 {
                let field = UIFieldBehavior.dragField()
                field.addItem(item)
                animator.addBehavior(field)
            }
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("'Invalid Association', reason: 'UIDynamicAnimator supports a maximum of 32 distinct fields'"))
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
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let line = UIBezierPath()
            line.move(to: .zero)
            line.addLine(to: CGPoint(x: 10, y: 0))
            let item = ShapedItem(center: .zero, size: CGSize(width: 10, height: 10), type: .path, path: line)
            UIDynamicAnimator().addBehavior(UIGravityBehavior(items: [item]))
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("provided an invalid bounding path"))
    }

    @Test func invalidBoundaryPath() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let collision = UICollisionBehavior(items: [TestItem(center: .zero)])
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 5, y: 5))
            collision.addBoundary(withIdentifier: "dot", for: path)
            UIDynamicAnimator().addBehavior(collision)
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("'NSInternalInconsistencyException', reason: 'invalid path for collision boundary'"))
    }

    @Test func attachmentInit() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run { _ = UIAttachmentBehavior() } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("init is undefined for objects of type UIAttachmentBehavior"))
    }

    @Test func snapInit() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run { _ = UISnapBehavior() } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("init is undefined for objects of type UISnapBehavior"))
    }

    @Test func nestedGroup() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let inner = UIDynamicItemGroup(items: [TestItem(center: .zero)])
            _ = UIDynamicItemGroup(items: [inner])
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("'Invalid Argument'"))
    }
}

@Suite struct DebugFlagTests {
    @Test func debugFlagUnderEveryNameTutorialsUse() {
        let animator = UIDynamicAnimator()
        animator.isDebugEnabled = true
        #expect(animator.debugEnabled && animator.value(forKey: "debugEnabled") as? Bool == true)
        animator.setValue(false, forKey: "debugEnabled")
        #expect(!animator.isDebugEnabled)
        animator.setValue(NSNumber(value: true), forKey: "isDebugEnabled")
        #expect(animator.debugEnabled)
    }

    @Test func unknownKeyRaisesUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            UIDynamicAnimator().setValue(true, forKey: "gravity")
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("'NSUnknownKeyException', reason: '[<UIDynamicAnimator> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key gravity.'"))
    }
}
