import DynamicsGeometry
import DynamicsUIKit
/// Told when an animator pauses (everything at rest) and when it resumes. Both methods are optional.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again, after a change to its behaviours or items.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest: the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
