import Foundation

/// A presented controller's say in its presentation, as UIKit's protocol of the same name: the animators of its
/// presentation and dismissal, the interaction controllers that drive them, and (for `.custom`) its presentation
/// controller. Every method is optional; nil keeps UIKit's own.
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation of `presented`; nil runs the `modalTransitionStyle`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal of `dismissed`; nil runs the `modalTransitionStyle` backwards.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation's `animator`; nil runs it on its own.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal's `animator`; nil runs it on its own.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation of `presented`; nil presents full screen.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator: the presentation runs the `modalTransitionStyle`.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No animator: the dismissal runs the `modalTransitionStyle` backwards.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// No interaction controller.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// No presentation controller: the presentation is full screen.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
