import Dynamics
import Foundation

/// SitePoint, "Example Application" (`ExampleApplicationViewController`), on its 320×568 screen.
///
/// Scripted finger: at 0.5 s it taps "Show Alert": the grey overlay fades in over 0.4 s and the red dialog, created
/// invisible at the top-left corner, appears and snaps to the view's centre (160, 284). At 2.0 s a pan grabs the
/// dialog right of its centre, drags it up and to the right (the offset attachment twists it) and lets go: it snaps
/// back. At 4.0 s a pan drags it down 160 pt and lets go: more than 100 pt down dismisses it, so it falls with
/// gravity (0, 10) while turning counter-clockwise (angular velocity −π/2), the overlay fades out over 0.4 s and the
/// dialog is removed when the fade ends.
let alertScene = Scene(
    name: "alert",
    summary: "SitePoint example app: a red dialog snaps in over a grey overlay, is dragged and snaps back, then is dragged down and falls away; 320×568",
    size: SitePointApp.screenSize,
    duration: 6
) { context in
    let controller = ExampleApplicationViewController()
    controller.title = "Example Application"
    context.show(controller, pushedOverListTitled: nil)

    context.tap(at: controller.showAlertButton.center, time: 0.5)
    context.pan(
        along: [CGPoint(x: 220, y: 320), CGPoint(x: 255, y: 285), CGPoint(x: 280, y: 235), CGPoint(x: 255, y: 250)],
        from: 2.0,
        duration: 1.0
    )
    context.pan(
        along: [CGPoint(x: 160, y: 300), CGPoint(x: 165, y: 380), CGPoint(x: 170, y: 460)],
        from: 4.0,
        duration: 0.7
    )
}

/// The tutorial's controller, method for method, as a `UIViewController` whose animator runs by itself (nothing
/// drives it); the storyboard's "Show Alert" button and white background are set in `viewDidLoad`.
final class ExampleApplicationViewController: UIViewController {
    /// The animator for the dialog, made in `viewDidLoad` with the view as its reference view.
    private var animator: UIDynamicAnimator!
    /// The storyboard's system button, centred horizontally at `view.center.y + 167` (compact-width layout).
    let showAlertButton = UIButton(type: .system)

    private var overlayView: UIView!
    private var alertView: UIView?
    private var attachmentBehavior: UIAttachmentBehavior!
    private var snapBehavior: UISnapBehavior!

    /// Adds the "Show Alert" button, makes the animator, then creates the invisible overlay and dialog.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        showAlertButton.setTitle("Show Alert", for: .normal)
        showAlertButton.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        showAlertButton.center = CGPoint(x: view.center.x, y: view.center.y + 167)
        showAlertButton.addAction(UIAction { [unowned self] _ in showAlert() }, for: .touchUpInside)
        view.addSubview(showAlertButton)

        animator = UIDynamicAnimator(referenceView: view)
        createOverlay()
        createAlert()
    }

    /// A grey view over everything, at alpha 0 so it isn't visible.
    private func createOverlay() {
        overlayView = UIView(frame: view.bounds)
        overlayView.backgroundColor = .gray
        overlayView.alpha = 0.0
        view.addSubview(overlayView)
    }

    /// The red 250×150 dialog at the top-left, invisible, with rounded corners, a shadow and a white "Dismiss"
    /// button along its top.
    private func createAlert() {
        let alertWidth: CGFloat = 250
        let alertHeight: CGFloat = 150
        let alertViewFrame = CGRect(x: 0, y: 0, width: alertWidth, height: alertHeight)
        let alertView = UIView(frame: alertViewFrame)
        alertView.backgroundColor = .red
        alertView.alpha = 0.0
        alertView.layer.cornerRadius = 10
        alertView.layer.shadowColor = UIColor.black.cgColor
        alertView.layer.shadowOffset = CGSize(width: 0, height: 5)
        alertView.layer.shadowOpacity = 0.3
        alertView.layer.shadowRadius = 10.0
        alertView.accessibilityIdentifier = "dialog"

        let button = UIButton(type: .system)
        button.setTitle("Dismiss", for: .normal)
        button.backgroundColor = .white
        button.frame = CGRect(x: 0, y: 0, width: alertWidth, height: 40.0)
        button.addAction(UIAction { [unowned self] _ in dismissAlert() }, for: .touchUpInside)

        alertView.addSubview(button)
        view.addSubview(alertView)
        self.alertView = alertView
    }

    /// Recreates the dialog if it was dismissed, lets pans move it, fades the overlay in and snaps the dialog to
    /// the centre.
    private func showAlert() {
        if alertView == nil {
            createAlert()
        }
        guard let alertView else { return }
        createGestureRecognizer()

        animator.removeAllBehaviors()

        UIView.animate(withDuration: 0.4) {
            self.overlayView.alpha = 1.0
        }

        alertView.alpha = 1.0

        let snapBehaviour = UISnapBehavior(item: alertView, snapTo: view.center)
        animator.addBehavior(snapBehaviour)
    }

    /// Drops the dialog with strong gravity and a counter-clockwise spin, fades the overlay out, then removes the
    /// dialog and forgets it.
    private func dismissAlert() {
        guard let alertView else { return }
        animator.removeAllBehaviors()

        let gravityBehaviour = UIGravityBehavior(items: [alertView])
        gravityBehaviour.gravityDirection = CGVector(dx: 0.0, dy: 10.0)
        animator.addBehavior(gravityBehaviour)

        // Makes the dialog tilt as it falls instead of dropping straight down.
        let itemBehaviour = UIDynamicItemBehavior(items: [alertView])
        itemBehaviour.addAngularVelocity(-.pi / 2, for: alertView)
        animator.addBehavior(itemBehaviour)

        UIView.animate(withDuration: 0.4, animations: {
            self.overlayView.alpha = 0.0
        }, completion: { _ in
            alertView.removeFromSuperview()
            self.alertView = nil
        })
    }

    /// Installed only when the dialog shows, so that nothing can be dragged before.
    private func createGestureRecognizer() {
        let panGestureRecognizer = UIPanGestureRecognizer { [unowned self] sender in handlePan(sender) }
        view.addGestureRecognizer(panGestureRecognizer)
    }

    /// Began: hold the dialog by the touched point (an offset attachment, so it twists). Changed: follow the finger.
    /// Ended: snap back to the centre, or dismiss when dragged more than 100 pt down.
    private func handlePan(_ sender: UIPanGestureRecognizer) {
        guard let alertView else { return }
        let panLocationInView = sender.location(in: view)
        let panLocationInAlertView = sender.location(in: alertView)

        switch sender.state {
        case .began:
            animator.removeAllBehaviors()
            let offset = UIOffset(
                horizontal: panLocationInAlertView.x - alertView.bounds.midX,
                vertical: panLocationInAlertView.y - alertView.bounds.midY
            )
            attachmentBehavior = UIAttachmentBehavior(item: alertView, offsetFromCenter: offset, attachedToAnchor: panLocationInView)
            animator.addBehavior(attachmentBehavior)
        case .changed:
            attachmentBehavior.anchorPoint = panLocationInView
        case .ended:
            animator.removeAllBehaviors()
            snapBehavior = UISnapBehavior(item: alertView, snapTo: view.center)
            animator.addBehavior(snapBehavior)
            if sender.translation(in: view).y > 100 {
                dismissAlert()
            }
        default:
            break
        }
    }
}
