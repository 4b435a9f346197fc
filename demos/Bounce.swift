import Dynamics
import Foundation

/// SitePoint, "Gravity and Collision" as the final source has it: a blue 100×100 square at (100, 100) under
/// default gravity, colliding with the reference bounds, with elasticity 0.7. It hits the floor of the 320×568
/// screen after about 0.86 s and bounces several times before it settles.
let bounceScene = gravityAndCollisionScene(
    name: "bounce",
    summary: "SitePoint: a blue square falls, bounces on the bottom edge (elasticity 0.7) and settles; 320×568",
    barrierHeight: nil
)

/// The SitePoint gravity-and-collision controller; with `barrierHeight`, its commented-out "barrier" boundary
/// line across the view at that height is switched on.
func gravityAndCollisionScene(name: String, summary: String, barrierHeight: CGFloat?) -> Scene {
    Scene(name: name, summary: summary, size: SitePointApp.screenSize, duration: 4) { context in
        SitePointApp.showScreen(titled: "Gravity and Collision", in: context) { view in
            let squareView = SitePointApp.addSquareView(to: view)

            let animator = UIDynamicAnimator(referenceView: view)
            let gravity = UIGravityBehavior(items: [squareView])
            animator.addBehavior(gravity)

            let collision = UICollisionBehavior(items: [squareView])
            collision.translatesReferenceBoundsIntoBoundary = true
            if let barrierHeight {
                collision.addBoundary(
                    withIdentifier: "barrier" as NSString,
                    from: CGPoint(x: view.frame.origin.x, y: barrierHeight),
                    to: CGPoint(x: view.frame.origin.x + view.frame.width, y: barrierHeight)
                )
            }
            animator.addBehavior(collision)

            let itemBehaviour = UIDynamicItemBehavior(items: [squareView])
            itemBehaviour.elasticity = 0.7
            animator.addBehavior(itemBehaviour)

            context.drive(animator)
        }
    }
}
