import DynamicsGeometry
import Foundation

/// What a transition is while it runs, as UIKit's protocol of the same name.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the change animates.
    var isAnimated: Bool { get }
    /// How long it takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether it was cancelled (only a swipe that was given up cancels a transition here).
    var isCancelled: Bool { get }
    /// Whether a gesture drives it (a swipe dismissing a sheet or popping a navigation controller).
    var isInteractive: Bool { get }
    /// The rotation it applies; the identity for a plain resize.
    var targetTransform: CGAffineTransform { get }
}

/// Runs work alongside a transition and after it, as UIKit's protocol of the same name.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block (so view changes it makes animate with it) and
    /// `completion` when it ends; returns true (the work is always accepted).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a window's size change, a presentation or a navigation transition: collects the alongside
/// work while controllers hear their calls, then the transition runs it inside its animation and the completions
/// after.
@MainActor final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    var isAnimated: Bool { transitionDuration > 0 }
    var isCancelled = false
    var isInteractive = false
    let targetTransform: CGAffineTransform
    /// The interface orientations a rotation turns between; nil for a resize that is not a rotation.
    var rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval, targetTransform: CGAffineTransform = .identity) {
        transitionDuration = duration
        self.targetTransform = targetTransform
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() { for animation in animations { animation(self) } }
    func runCompletions() { for completion in completions { completion(self) } }
}
