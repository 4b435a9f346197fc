import DynamicsGeometry
import Foundation

/// UIKit's swipe back: a screen-edge pan from the left edge of a navigation controller's view pops the top
/// controller with its view following the finger, the view below sliding in from a third of the width to the left
/// (the push's parallax, run backwards); on release the pop completes when the flick's projected end passes half the
/// width, else the views slide back and the pop is given up (docs/controllers.md).
@MainActor final class NavigationPopInteraction {
    /// The recogniser the navigation controller hands out.
    let recognizer = UIScreenEdgePanGestureRecognizer()
    private unowned let navigation: UINavigationController
    /// The recogniser's own delegate, held here because `delegate` is weak.
    private let defaultDelegate: DefaultPopGestureDelegate
    /// The two controllers of the swipe under way.
    private var running: (top: UIViewController, below: UIViewController)?
    /// The top view's offset now.
    private var offset: CGFloat = 0

    init(navigationController: UINavigationController) {
        navigation = navigationController
        defaultDelegate = DefaultPopGestureDelegate(navigationController: navigationController)
        recognizer.edges = .left
        recognizer.delegate = defaultDelegate
        recognizer.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handle(pan)
        }
    }

    private var width: CGFloat { navigation.view.bounds.width }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            begin()
            // The pan began once the finger had moved its hysteresis: the views are already that far along.
            track(pan.translation(in: navigation.view).x)
        case .changed: track(pan.translation(in: navigation.view).x)
        case .ended: release(velocity: pan.velocity(in: navigation.view).x)
        case .cancelled: release(velocity: 0)
        default: break
        }
    }

    private func begin() {
        guard running == nil, let pair = navigation.beginInteractivePop() else { return }
        running = pair
        let coordinator = SizeTransitionCoordinator(duration: UINavigationController.slideDuration)
        coordinator.isInteractive = true
        navigation.popCoordinator = coordinator
        track(0)
    }

    /// Places both views for the finger `translation` points right of where it went down.
    private func track(_ translation: CGFloat) {
        guard running != nil else { return }
        offset = min(max(translation, 0), width)
        show(offset: offset)
    }

    private func show(offset: CGFloat) {
        guard let (top, below) = running, width > 0 else { return }
        top.view.transform = CGAffineTransform(translationX: offset, y: 0)
        below.view.transform = CGAffineTransform(translationX: -width / 3 * (1 - offset / width), y: 0)
    }

    /// Lets go: completes past half the width (with the flick's projection), else slides back; either way the rest
    /// takes the slide's 0.35 s scaled by the distance left.
    private func release(velocity: CGFloat) {
        guard let (top, below) = running, let coordinator = navigation.popCoordinator else { return }
        let width = width
        let completes = offset + FlickProjection.distance(velocity: velocity) > width / 2
        if !completes {
            coordinator.isCancelled = true
            navigation.cancelInteractivePop(top: top, below: below)
        }
        let left = completes ? width - offset : offset
        let topView: UIView = top.view, belowView: UIView = below.view
        UIView.animate(withDuration: UINavigationController.slideDuration * TimeInterval(width > 0 ? left / width : 0),
                       delay: 0, options: [.curveEaseOut], animations: {
            topView.transform = CGAffineTransform(translationX: completes ? width : 0, y: 0)
            belowView.transform = CGAffineTransform(translationX: completes ? 0 : -width / 3, y: 0)
            if completes { coordinator.runAnimations() }
        }, completion: { [self] _ in
            running = nil
            navigation.endInteractivePop(top: top, below: below, completed: completes)
            navigation.popCoordinator = nil
            coordinator.runCompletions()
        })
    }
}

/// The navigation controller's own answer to `gestureRecognizerShouldBegin` for its swipe back: only with a
/// controller to pop, no swipe under way, and the top controller showing the standard back button (a custom left
/// item or a hidden back button turn the swipe off, as in UIKit — the reason apps replace this delegate).
@MainActor private final class DefaultPopGestureDelegate: UIGestureRecognizerDelegate {
    private unowned let navigation: UINavigationController

    init(navigationController: UINavigationController) { navigation = navigationController }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard navigation.viewControllers.count > 1, navigation.popCoordinator == nil,
              let item = navigation.topViewController?.navigationItem else { return false }
        return ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton) && !item.hidesBackButton
    }
}
