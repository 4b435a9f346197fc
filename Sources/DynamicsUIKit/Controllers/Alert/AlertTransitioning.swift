import Foundation
import DynamicsGeometry

/// Gives alert controllers their presentation controller.
@MainActor final class AlertTransitioning: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Puts a black veil behind an alert or action sheet and fades it with the transition; an alert's panel also shrinks
/// from `AlertMetrics.appearingScale` to its size as it fades in.
@MainActor final class AlertPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = AlertMetrics.dimmingColor
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)
        let panel = (presentedViewController as? UIAlertController)?.alertViewIfLoaded
        let grows = (presentedViewController as? UIAlertController)?.preferredStyle == .alert
        guard let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated else { return }
        dimmingView.alpha = 0
        if grows { panel?.panel.transform = CGAffineTransform(scaleX: AlertMetrics.appearingScale, y: AlertMetrics.appearingScale) }
        coordinator.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 1
            if grows { panel?.panel.transform = .identity }
        })
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated else { return }
        coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 })
    }
}
