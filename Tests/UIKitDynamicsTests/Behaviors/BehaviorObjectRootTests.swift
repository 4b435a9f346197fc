import Foundation
import Testing
import Dynamics

/// A composite behaviour written as on iOS: `override init()` then children.
private final class FallingBehavior: UIDynamicBehavior {
    init(items: [UIDynamicItem]) {
        super.init()
        addChildBehavior(UIGravityBehavior(items: items))
    }
}

@Suite("UIKit Dynamics classes descend from NSObject")
struct DynamicsNSObjectRootTests {
    @Test("Animator, behaviours and item groups answer NSObject's class questions and compare by identity")
    func dynamicsClasses() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIDynamicAnimator(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let behavior = FallingBehavior(items: [view])
        #expect(animator.isKind(of: NSObject.self))
        #expect(behavior.isKind(of: UIDynamicBehavior.self))
        #expect(!behavior.isMember(of: UIDynamicBehavior.self))
        #expect(UIGravityBehavior(items: []).isMember(of: UIGravityBehavior.self))
        #expect(ObjectIdentifier(behavior.classForCoder) == ObjectIdentifier(FallingBehavior.self))
        #expect(behavior.childBehaviors.count == 1)
        let group = UIDynamicItemGroup(items: [view])
        #expect(group.isKind(of: NSObject.self))
        #expect(group.description == "<UIDynamicItemGroup: 1 items>")
        let behaviors: Set<UIDynamicBehavior> = [UISnapBehavior(item: view, snapTo: .zero),
                                                 UISnapBehavior(item: view, snapTo: .zero)]
        #expect(behaviors.count == 2)
        var snaps: [UIView: UIDynamicBehavior] = [:]
        snaps[view] = behavior
        #expect(snaps[view] === behavior)
    }
}
