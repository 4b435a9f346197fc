import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

extension UIDynamicAnimator {
    /// Performs one animator step of `dt` seconds, as one display-link tick would on a device (§3.2 of the
    /// reference): elapsed time, item properties, reference boundaries, pushes, the physics sub-steps (fixed
    /// 1/120 s, fields evaluated before each), write-back, collision callbacks (all began, then all ended), actions,
    /// queued behaviour changes, then a pause if everything rests. Does nothing while paused, unless the reference
    /// view's bounds changed. As in UIKit, a step longer than 0.5 s counts as 1/60 s.
    public func advance(by dt: TimeInterval) {
        guard dt > 0, dt.isFinite else { return }
        if !isRunning {
            // A resized reference view wakes a paused animator, as in UIKit.
            guard session.referenceBoundsChanged() else { return }
            session.wakeAll()
            resume()
        }
        let step = dt > 0.5 ? 1.0 / 60.0 : dt
        isStepping = true
        elapsedTime += step
        if session.itemPropertiesNeedUpdate { session.applyItemProperties(itemBehaviors) }
        session.refreshReferenceBoundaries()
        let tree = allBehaviors
        for case let bridge as PhysicsBridge in tree { bridge.prepareStep(in: session) }
        session.advanceWorld(by: step, fields: tree.compactMap { $0 as? UIFieldBehavior })
        session.writeBack(scale: UIScreen.main.scale)
        // A delegate may add a child to a composite behaviour: contacts and actions read the tree as it is then.
        session.deliverContacts(to: allBehaviors.compactMap { $0 as? UICollisionBehavior })
        for behavior in allBehaviors { behavior.action?() }
        isStepping = false
        applyQueuedChanges()
        // The items moved: the collection view re-reads the attributes and moves its cells.
        collectionViewLayout?.invalidateLayout()
        if !session.world.hasAwakeBodies { pause() }
    }

    private func applyQueuedChanges() {
        let changes = queuedChanges
        queuedChanges = []
        for change in changes { change() }
        if needsReconcile || !changes.isEmpty {
            needsReconcile = false
            reconcile()
        }
    }
}
