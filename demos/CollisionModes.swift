import Dynamics
import Foundation

/// TYUIKitDynamicsDemo, "Collisions/碰撞": two pictures, `lufei` at (100, 100) and `路飞` at (130, 310), both
/// under gravity of angle π/2 and magnitude 0.5 and in one collision behaviour with the reference bounds as
/// boundary. The source runs `.everything`; its article shows all three modes, one scene each:
///
/// - `.items`: the pictures only collide with each other, but fall with the same acceleration and never touch,
///   so they leave the bottom together, keeping their gap.
/// - `.boundaries`: both stop on the bottom edge and pass through each other; they end overlapping on the floor.
/// - `.everything`: the lower picture lands first (≈1.0 s) and the upper one piles onto it (≈1.2 s).
func collisionScene(mode: UICollisionBehavior.Mode, name: String, summary: String) -> Scene {
    Scene(name: name, summary: summary, size: TYDemoApp.screenSize, duration: 3) { context in
        TYDemoApp.showScreen(in: context) { view in
            let (imageViewFirst, imageViewSecond) = TYDemoApp.addPictures(
                to: view, first: CGRect(x: 100, y: 100, width: 100, height: 100), second: CGRect(x: 130, y: 310, width: 100, height: 100)
            )

            let dynamicAnimator = UIDynamicAnimator(referenceView: view)
            let gravityBehavior = UIGravityBehavior(items: [imageViewFirst, imageViewSecond])
            gravityBehavior.setAngle(.pi / 2, magnitude: 0.5)
            dynamicAnimator.addBehavior(gravityBehavior)

            let collisionBehavior = UICollisionBehavior(items: [imageViewFirst, imageViewSecond])
            collisionBehavior.collisionMode = mode
            collisionBehavior.translatesReferenceBoundsIntoBoundary = true
            dynamicAnimator.addBehavior(collisionBehavior)

            context.drive(dynamicAnimator)
        }
    }
}
