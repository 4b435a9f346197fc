import Foundation

/// An app's own animation of a modal presentation or dismissal, or of a navigation push or pop, as UIKit's protocol
/// of the same name: the transitioning delegate (or navigation controller delegate) hands one out, UIKit calls
/// `animateTransition(using:)` and waits for `completeTransition(_:)` on the context.
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations take; UIKit runs the coordinator's alongside animations for as long.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the views of `transitionContext` (adding the arriving view to its container) and calls
    /// `completeTransition(_:)` on it at the end — after a `UIView.animate` block, a dynamic animator settling,
    /// or whatever moves them.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)` with its answer.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Nothing to do when the transition ended (UIKit's method is optional).
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition from an interaction (a gesture), as UIKit's `UIViewControllerInteractiveTransitioning`: when
/// the delegate hands one out with an animator, UIKit calls `startInteractiveTransition(_:)` instead of the
/// animator's `animateTransition(using:)`.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; the interaction reports progress through the context and completes it.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve the rest of the transition runs with once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (true by default); false starts it as an ordinary animated one.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// The rest of the transition runs at its own speed.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in and out, UIKit's default.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// The transition starts interactively.
    public var wantsInteractiveStart: Bool { true }
}
