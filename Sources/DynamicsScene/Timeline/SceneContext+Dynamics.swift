import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

extension SceneContext {
    /// Steps `animator` by 1/60 s on every tick after tick 0 (after tweens, before `onTick` callbacks), like the
    /// display link that drives a `UIDynamicAnimator` on a device. Optional for an animator made while the scene
    /// builds or ticks whose reference view is in the scene's window: it steps by itself while something holds it;
    /// driving also keeps it alive, and steps an animator made elsewhere. Its debug shapes are drawn when the
    /// animator's `debugEnabled` is set (as the private flag does on a device) or with `--debug`. Driving the same
    /// animator twice has no further effect.
    public func drive(_ animator: UIDynamicAnimator) {
        guard !drivenAnimators.contains(where: { $0 === animator }) else { return }
        drivenAnimators.append(animator)
    }

    /// Steps the driven animators, then every other live animator made in this scene whose reference view is in the
    /// window — as iOS steps a running animator on each display-link tick without being asked.
    func advanceAnimators(by interval: TimeInterval) {
        for animator in drivenAnimators { animator.advance(by: interval) }
        for animator in selfDrivenAnimators { animator.advance(by: interval) }
    }

    /// Live animators of this scene's registry in the window that no `drive(_:)` call names.
    var selfDrivenAnimators: [UIDynamicAnimator] {
        animatorRegistry.animators(in: window).filter { animator in !drivenAnimators.contains { $0 === animator } }
    }

    /// Shape views for the `debugShapes()` of every driven animator that has `debugEnabled` set (of all of them
    /// with `allAnimators`), converted from its reference view to `root`.
    func debugShapeViews(in root: UIView, allAnimators: Bool) -> [UIView] {
        var views: [UIView] = []
        for animator in drivenAnimators + selfDrivenAnimators where allAnimators || animator.debugEnabled {
            let reference = animator.referenceView ?? root
            let toRoot = reference.transform(to: root)
            for shape in animator.debugShapes() {
                let path = shape.path.copy() as! UIBezierPath
                path.apply(toRoot)
                let view = UIShapeView(frame: root.bounds)
                view.path = path
                view.fillColor = shape.fillColor
                view.strokeColor = shape.strokeColor
                view.lineWidth = shape.lineWidth
                view.isUserInteractionEnabled = false
                views.append(view)
            }
        }
        return views
    }
}

extension UIView {
    /// The affine map from this view's coordinates to `other`'s (model geometry), from three converted points.
    fileprivate func transform(to other: UIView) -> CGAffineTransform {
        let origin = convert(CGPoint.zero, to: other)
        let xAxis = convert(CGPoint(x: 1, y: 0), to: other)
        let yAxis = convert(CGPoint(x: 0, y: 1), to: other)
        return CGAffineTransform(a: xAxis.x - origin.x, b: xAxis.y - origin.y, c: yAxis.x - origin.x,
                                 d: yAxis.y - origin.y, tx: origin.x, ty: origin.y)
    }
}
