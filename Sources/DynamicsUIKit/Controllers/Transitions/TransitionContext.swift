import DynamicsGeometry
import Foundation

/// The context UIKit hands an app's animator or interaction controller (`UIViewControllerContextTransitioning`):
/// the container, the two controllers with their views and frames, and the end of the transition. It keeps the
/// animator and the interaction controller alive until the transition completes, as UIKit does (an animator made
/// in the delegate call is often referenced by nothing else).
@MainActor final class TransitionContext: UIViewControllerContextTransitioning {
    /// One side of the transition: a controller, the view UIKit hands out for it, and its frames.
    struct Side {
        let controller: UIViewController
        let view: UIView?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: UIView
    let isAnimated = true
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    /// How far an interaction reported the transition to be, 0…1.
    private(set) var percentComplete: CGFloat = 0
    private let from: Side
    private let to: Side
    private var animator: (any UIViewControllerAnimatedTransitioning)?
    private var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// The coordinator whose alongside animations run with the transition and whose completions follow it.
    private let coordinator: SizeTransitionCoordinator
    /// What UIKit does once the animator completes the transition (views in place, appearance calls).
    private var onComplete: ((Bool) -> Void)?

    init(container: UIView, from: Side, to: Side, style: UIModalPresentationStyle,
         animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)?,
         coordinator: SizeTransitionCoordinator, onComplete: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        presentationStyle = style
        self.animator = animator
        self.interactor = interactor?.wantsInteractiveStart == true ? interactor : nil
        isInteractive = self.interactor != nil
        self.coordinator = coordinator
        coordinator.isInteractive = isInteractive
        self.onComplete = onComplete
    }

    /// How long the animator says the transition takes.
    var duration: TimeInterval { animator.map { max($0.transitionDuration(using: self), 0) } ?? 0 }

    /// Starts the transition: the coordinator's alongside animations run over the animator's duration, then the
    /// interaction controller (when there is one that wants an interactive start) or the animator takes over.
    func start() {
        if let interactor {
            interactor.startInteractiveTransition(self)
        } else {
            runAnimations()
        }
    }

    /// Runs the coordinator's alongside animations over the animator's duration and hands the views to the animator
    /// (a percent-driven interaction does this while it holds the animations' time).
    func runAnimations() {
        let coordinator = self.coordinator
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: { coordinator.runAnimations() })
        animator?.animateTransition(using: self)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
        coordinator.isInteractive = false
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        coordinator.isInteractive = false
        transitionWasCancelled = true
        coordinator.isCancelled = true
    }

    func pauseInteractiveTransition() {
        isInteractive = true
        coordinator.isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        onComplete(didComplete)
        let animator = self.animator
        self.animator = nil
        interactor = nil
        animator?.animationEnded(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from.controller
        case .to: to.controller
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }

    func initialFrame(for controller: UIViewController) -> CGRect {
        side(of: controller)?.initialFrame ?? .zero
    }

    func finalFrame(for controller: UIViewController) -> CGRect {
        side(of: controller)?.finalFrame ?? .zero
    }

    private func side(of controller: UIViewController) -> Side? {
        if controller === from.controller { return from }
        if controller === to.controller { return to }
        return nil
    }
}
