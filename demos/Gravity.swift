import Dynamics
import Foundation

/// TYUIKitDynamicsDemo, "Gravity/重力": the `lufei` picture falls under gravity of angle π/2 and magnitude 0.2
/// (the code's value; the article's snippet says 0.3). Nothing stops it, so it accelerates at 200 pt/s² and leaves
/// the bottom of the 375×667 screen after about 2.4 s. The magnitude is a parameter (`--set magnitude=1`, or the
/// studio's slider), 0.2 unless given.
let gravityScene = Scene(
    name: "gravity",
    summary: "TYUIKitDynamicsDemo: a picture falls under gravity (angle π/2, magnitude 0.2) and leaves the screen; 375×667",
    size: TYDemoApp.screenSize,
    duration: 3
) { context in
    TYDemoApp.showScreen(in: context) { view in
        view.backgroundColor = TYDemoApp.backgroundColor

        let gravityEffectView = UIImageView(
            image: .lufei, frame: CGRect(x: 100, y: 100, width: 100, height: 100), accessibilityIdentifier: "lufei"
        )
        view.addSubview(gravityEffectView)

        let dynamicAnimator = UIDynamicAnimator(referenceView: view)
        let gravityBehavior = UIGravityBehavior(items: [gravityEffectView])
        gravityBehavior.setAngle(.pi / 2, magnitude: context.parameter("magnitude", default: 0.2, in: 0...2))
        dynamicAnimator.addBehavior(gravityBehavior)
        context.drive(dynamicAnimator)
    }
}
