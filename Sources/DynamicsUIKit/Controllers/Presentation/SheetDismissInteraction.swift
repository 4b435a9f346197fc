import DynamicsGeometry
import Foundation

/// The swipe down that dismisses a sheet, as iOS 13's card: a pan on the card makes it follow the finger down (with
/// UIKit's rubber band upwards, and both ways when the dismissal is refused), the pushed-back presenting view and the
/// dimming follow, and on release the card either leaves — when the flick's projected end lies past half the card's
/// travel — or springs back. The presentation controller's delegate hears UIKit's calls (docs/controllers.md).
@MainActor final class SheetDismissInteraction {
    /// How long the card takes to spring back into place.
    static let springBackDuration: TimeInterval = 0.4

    private unowned let presentation: ModalPresentation
    /// The recogniser on the card.
    let recognizer = SheetPanGestureRecognizer()
    /// Whether the swipe under way began a dismissal (false: refused, or nothing under way).
    private var dismissing = false
    /// Whether a swipe is being tracked.
    private(set) var tracking = false
    /// The card's offset shown now.
    private var shownOffset: CGFloat = 0

    init(presentation: ModalPresentation) {
        self.presentation = presentation
        recognizer.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handle(pan)
        }
        presentation.content.addGestureRecognizer(recognizer)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            begin()
            // The pan began once the finger had moved its hysteresis: the card is already that far along.
            if tracking { track(pan.translation(in: nil).y) }
        case .changed: if tracking { track(pan.translation(in: nil).y) }
        case .ended: if tracking { release(velocity: pan.velocity(in: nil).y) }
        case .cancelled: if tracking { release(velocity: 0) }
        default: break
        }
    }

    /// Asks whether the sheet may go, in UIKit's order: `isModalInPresentation`, then the delegate's
    /// `presentationControllerShouldDismiss`; refused, the delegate hears the attempt; allowed, it hears
    /// `presentationControllerWillDismiss` and the interactive dismissal begins (`viewWillDisappear`).
    private func begin() {
        let presented = presentation.presented
        guard !presented.isBeingPresented, !presented.isBeingDismissed,
              presented.presentedViewController == nil else { return }
        let controller = presentation.controller
        let delegate = controller.delegate
        tracking = true
        shownOffset = 0
        if presented.refusesSwipeDismissal || delegate?.presentationControllerShouldDismiss(controller) == false {
            dismissing = false
            delegate?.presentationControllerDidAttemptToDismiss(controller)
        } else {
            dismissing = true
            delegate?.presentationControllerWillDismiss(controller)
            _ = presentation.beginHiding(animated: true, interactive: true)
        }
    }

    /// Moves the card with the finger: downwards one to one while dismissing, rubber-banded otherwise.
    private func track(_ translation: CGFloat) {
        let travel = presentation.dismissTravel
        shownOffset = translation > 0 && dismissing ? translation
            : RubberBand.offset(translation, dimension: travel)
        show(offset: shownOffset)
    }

    /// Places the card `offset` below its place, and the dimming and pushed-back view to match.
    private func show(offset: CGFloat) {
        let travel = presentation.dismissTravel
        presentation.content.transform = CGAffineTransform(translationX: 0, y: offset)
        let remaining = travel > 0 ? 1 - min(1, max(0, offset) / travel) : 1
        presentation.container.dimmingView.alpha = remaining
        presentation.pushBack?.apply(fraction: remaining)
    }

    /// Lets the card go: it leaves when dismissing and the flick's projected end passes half its travel, else it
    /// springs back.
    private func release(velocity: CGFloat) {
        tracking = false
        let travel = presentation.dismissTravel
        let projected = shownOffset + FlickProjection.distance(velocity: velocity)
        if dismissing, projected > travel / 2 { return leave(velocity: velocity) }
        springBack(velocity: velocity)
    }

    /// Finishes the dismissal: the rest of the way down at the transition's pace, then UIKit's end calls and the
    /// delegate's `presentationControllerDidDismiss`.
    private func leave(velocity: CGFloat) {
        dismissing = false
        let travel = presentation.dismissTravel
        let remaining = travel > 0 ? max(0, travel - shownOffset) / travel : 0
        let presentation = presentation
        UIView.animate(withDuration: ModalPresentation.duration * TimeInterval(remaining), delay: 0,
                       options: [.curveEaseOut], animations: {
            presentation.content.transform = CGAffineTransform(translationX: 0, y: travel)
            presentation.container.dimmingView.alpha = 0
            presentation.pushBack?.apply(fraction: 0)
            presentation.coordinator?.runAnimations()
        }, completion: { _ in
            let controller = presentation.controller
            presentation.finishHiding(animated: true, completion: nil)
            controller.delegate?.presentationControllerDidDismiss(controller)
        })
    }

    /// Springs the card back into place (critically damped, starting at the finger's speed); a begun dismissal is
    /// given up: `viewWillAppear` now, `viewDidAppear` once the card is back.
    private func springBack(velocity: CGFloat) {
        let cancels = dismissing
        dismissing = false
        if cancels { presentation.cancelHiding() }
        let presentation = presentation
        let distance = shownOffset
        // The spring's initial velocity is in distances per second, towards the target.
        let springVelocity = distance != 0 ? -velocity / distance : 0
        UIView.animate(withDuration: Self.springBackDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: springVelocity, options: [], animations: {
            presentation.content.transform = .identity
            presentation.container.dimmingView.alpha = 1
            presentation.pushBack?.apply(fraction: 1)
        }, completion: { _ in
            if cancels { presentation.finishCancelledHiding() }
        })
        shownOffset = 0
    }
}

/// The pan on a sheet's card that swipes it down; scroll views inside the card leave it a downward drag that starts
/// with their content at its top (`UIScrollView.keepsDrag()`), as iOS 13's sheets do. It begins only for a drag at
/// least as vertical as it is sideways: iOS's card takes a roughly top-to-bottom stroke from a drawing view in a
/// sheet, while sideways strokes stay with the view, so a view dragged sideways by its own `touchesMoved` keeps its
/// touches instead of having them cancelled when the card's pan would begin (docs/controllers.md).
@MainActor final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    override init() {
        super.init()
        ownerAllowsBegin = { [unowned self] in
            let moved = self.translation(in: nil)
            return abs(moved.y) >= abs(moved.x)
        }
    }
}

extension UIViewController {
    /// Whether a swipe may not dismiss this controller's sheet: it, or a child it shows (a navigation controller's
    /// top controller, say), is `isModalInPresentation`, as UIKit looks through the controllers on screen.
    var refusesSwipeDismissal: Bool {
        isModalInPresentation || appearanceChildren.contains { $0.refusesSwipeDismissal }
    }
}
