import Dynamics
import Foundation

/// The "UIDynamic" overview article's collision example: a red view under gravity (angle π, then direction (1, 1),
/// then magnitude 10: 10 000 pt/s² towards the bottom-right) collides with the reference bounds and with a boundary
/// built from the blue view's frame (`bezierPathWithRect: blueView.frame`; the blue view is a collision item too).
/// The collision's `action` hands the red view's frame to the custom root view, whose `drawRect:` strokes it: a thin
/// black box that grows while the red view turns, because a rotated view's frame is its bounding box.
///
/// The article gives no frames and uses the screen bounds: this scene takes a 375×667 screen, a 60×60 red view at
/// (40, 60) and a 160×40 blue view at (120, 330). Red shoots down-right, strikes the blue view's right corner,
/// tips over it and tumbles into the bottom-right corner of the screen.
let boundaryOutlineScene = Scene(
    name: "boundary-outline",
    summary: "UIDynamic overview: a red view under gravity (1,1)×10 hits a boundary made from the blue view's rect; an action outlines its frame every step; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 2
) { context in
    context.statusBar = .dark
    let view = context.view
    view.backgroundColor = .white

    // The article's custom root view (`CYView`) becomes a full-size view behind the others: its `drawRect:` draws
    // behind the subviews, as a superview's drawing does.
    let canvas = RedRectView(frame: view.bounds)
    canvas.backgroundColor = .white
    view.addSubview(canvas)

    let redView = UIView(frame: CGRect(x: 40, y: 60, width: 60, height: 60))
    redView.backgroundColor = .red
    redView.accessibilityIdentifier = "red"
    view.addSubview(redView)

    let blueView = UIView(frame: CGRect(x: 120, y: 330, width: 160, height: 40))
    blueView.backgroundColor = .blue
    blueView.accessibilityIdentifier = "blue"
    view.addSubview(blueView)

    let animator = UIDynamicAnimator(referenceView: view)

    let gravity = UIGravityBehavior(items: [redView])
    gravity.angle = .pi
    gravity.gravityDirection = CGVector(dx: 1, dy: 1)
    gravity.magnitude = 10
    animator.addBehavior(gravity)

    let collision = UICollisionBehavior(items: [redView, blueView])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "key" as NSString, for: UIBezierPath(rect: blueView.frame))
    collision.action = {
        canvas.redRect = redView.frame
        canvas.setNeedsDisplay()
    }
    animator.addBehavior(collision)

    context.drive(animator)
}

/// The article's `CYView`: strokes `redRect`, the red view's frame, with UIKit's default drawing colour (black) and
/// line width (1 pt).
final class RedRectView: UIView {
    /// The rectangle to outline, in this view's coordinates.
    var redRect: CGRect = .zero

    override func draw(_ rect: CGRect) {
        UIBezierPath(rect: redRect).stroke()
    }
}
