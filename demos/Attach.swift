import Dynamics
import Foundation

/// SitePoint, "Attach": a blue square hangs from a rigid, default attachment to the centre of a red 20×20 marker
/// whose origin is the view's centre, under default gravity. A pan anywhere on the view moves the anchor and the
/// marker to the finger.
///
/// The source reads `view.center` in `viewDidLoad`; with size classes the storyboard view may still be 600×600
/// there, which would put the anchor at (310, 310) on the right edge. This scene takes the runtime 320×568 view, as
/// the tutorial's screenshots do: the marker is at (160, 284, 20, 20), the anchor at (170, 294) and the rod
/// 145.4 pt long. The square starts almost straight above the anchor, topples to the left and swings; at 2.5 s a
/// scripted pan drags the pivot up and to the right and back, and the pendulum keeps swinging under it.
let attachScene = Scene(
    name: "attach",
    summary: "SitePoint: a blue square swings on a rigid rod under a red anchor marker; a pan drags the anchor; 320×568",
    size: SitePointApp.screenSize,
    duration: 7
) { context in
    SitePointApp.showScreen(titled: "Attach", in: context) { view in
        let squareView = SitePointApp.addSquareView(to: view)

        let anchorView = UIView(frame: CGRect(x: view.center.x, y: view.center.y, width: 20, height: 20))
        anchorView.backgroundColor = .red
        anchorView.accessibilityIdentifier = "anchor"
        view.addSubview(anchorView)

        let attachment = UIAttachmentBehavior(item: squareView, attachedToAnchor: CGPoint(x: anchorView.center.x, y: anchorView.center.y))

        let animator = UIDynamicAnimator(referenceView: view)
        animator.addBehavior(attachment)

        let gravity = UIGravityBehavior(items: [squareView])
        animator.addBehavior(gravity)

        view.addGestureRecognizer(UIPanGestureRecognizer { sender in
            attachment.anchorPoint = sender.location(in: view)
            anchorView.center = sender.location(in: view)
        })

        context.drive(animator)
        context.pan(
            along: [CGPoint(x: 170, y: 294), CGPoint(x: 215, y: 250), CGPoint(x: 250, y: 190), CGPoint(x: 200, y: 170), CGPoint(x: 150, y: 200)],
            from: 2.5,
            duration: 2
        )
    }
}
