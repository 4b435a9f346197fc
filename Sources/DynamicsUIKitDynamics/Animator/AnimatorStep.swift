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
            guard referenceBoundsChanged() else { return }
            for key in itemBodyOrder { if let record = itemBodies[key] { world.setAwake(record.body, true) } }
            resume()
        }
        let step = dt > 0.5 ? 1.0 / 60.0 : dt
        isStepping = true
        elapsedTime += step
        if itemPropertiesNeedUpdate { applyItemProperties() }
        refreshReferenceBoundaries()
        for case let bridge as PhysicsBridge in allBehaviors { bridge.prepareStep(in: self) }
        let fields = fieldBehaviors()
        world.advance(by: step, beforeSubstep: { [self] h in
            worldTime += h
            applyFields(fields, substep: h)
        })
        writeBack()
        deliverContacts()
        for behavior in allBehaviors { behavior.action?() }
        isStepping = false
        applyQueuedChanges()
        // The items moved: the collection view re-reads the attributes and moves its cells.
        collectionViewLayout?.invalidateLayout()
        if !world.hasAwakeBodies { pause() }
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

    /// Writes every body's centre and rotation to its item: views on the pixel grid of `UIScreen.main` (angles to
    /// 1/5000 rad), set only when changed; other items unrounded.
    private func writeBack() {
        let scale = UIScreen.main.scale
        for key in itemBodyOrder {
            guard let record = itemBodies[key] else { continue }
            var center = world.position(of: record.body).points
            var angle = CGFloat(world.angle(of: record.body))
            if record.isView {
                center = CGPoint(x: Self.roundToPixel(center.x, scale: scale), y: Self.roundToPixel(center.y, scale: scale))
                angle = (angle * 5000).rounded() / 5000
                let transform = CGAffineTransform(rotationAngle: angle)
                // Compared with the animator's own last write, not the view: a view the app moved without
                // `updateItem(usingCurrentState:)` stays where it was put until its body moves (TYUIKitDynamicsDemo
                // drags its spring holder this way on a device).
                if center != record.lastWrittenCenter { setReferenceCenter(center, of: record.item) }
                if record.item.transform != transform { record.item.transform = transform }
            } else {
                setReferenceCenter(center, of: record.item)
                record.item.transform = CGAffineTransform(rotationAngle: angle)
            }
            record.lastWrittenCenter = center
        }
    }

    private static func roundToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        scale == 1 ? value.rounded() : (value * scale).rounded() / scale
    }
}
