import Dynamics
import Foundation

/// Where and when the finger taps in `push-tap`, on the 375×667 screen whose centre is (187.5, 333.5).
let pushTaps: [(time: TimeInterval, point: CGPoint)] = [
    (0.5, CGPoint(x: 320, y: 333.5)),
    (3.0, CGPoint(x: 187.5, y: 253.5)),
    (5.0, CGPoint(x: 127.5, y: 393.5)),
]

/// TYUIKitDynamicsDemo, "Forces/推力": the `lufei` picture at (100, 400) is in a `.boundaries` collision with the
/// reference bounds and an instantaneous push that starts at angle 0, magnitude 0. Each tap points the push from
/// the view's centre towards the tap, with magnitude = min(distance, 100) / 100, and re-activates it: the picture
/// gets up to 100 pt/s more and glides in that direction until a wall stops it. Scripted taps: right at full
/// strength (0.5 s), up at 0.8 (3 s), down-left at ≈0.85 (5 s). 375×667.
let pushTapScene = Scene(
    name: "push-tap",
    summary: "TYUIKitDynamicsDemo: taps push the picture away from the screen centre (magnitude distance/100, capped at 1) inside the bounds; 375×667",
    size: TYDemoApp.screenSize,
    duration: 7.5
) { context in
    TYDemoApp.showScreen(in: context) { view in
        view.backgroundColor = TYDemoApp.backgroundColor

        let imageViewFirst = UIImageView(
            image: .lufei, frame: CGRect(x: 100, y: 400, width: 100, height: 100), accessibilityIdentifier: "lufei"
        )
        view.addSubview(imageViewFirst)

        let dynamicAnimator = UIDynamicAnimator(referenceView: view)

        let collisionBehavior = UICollisionBehavior(items: [imageViewFirst])
        collisionBehavior.collisionMode = .boundaries
        collisionBehavior.translatesReferenceBoundsIntoBoundary = true

        let pushBehavior = UIPushBehavior(items: [imageViewFirst], mode: .instantaneous)
        pushBehavior.angle = 0.0
        pushBehavior.magnitude = 0.0

        view.addGestureRecognizer(UITapGestureRecognizer { tap in
            let locationPoint = tap.location(in: view)
            let oriPoint = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            var distance = sqrt(pow(locationPoint.x - oriPoint.x, 2.0) + pow(locationPoint.y - oriPoint.y, 2.0))
            let angle = atan2(locationPoint.y - oriPoint.y, locationPoint.x - oriPoint.x)
            distance = min(distance, 100.0)
            pushBehavior.magnitude = distance / 100.0
            pushBehavior.angle = angle
            pushBehavior.active = true
        })

        dynamicAnimator.addBehavior(collisionBehavior)
        dynamicAnimator.addBehavior(pushBehavior)
        context.drive(dynamicAnimator)
        for tap in pushTaps {
            context.tap(at: tap.point, time: tap.time)
        }
    }
}
