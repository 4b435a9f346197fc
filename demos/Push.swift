import Dynamics
import Foundation

/// SitePoint, "Push": a red 50×50 square at (40, 100) gets a continuous push and a blue one at (220, 100) an
/// instantaneous push, both at angle π/2 (down) with magnitude 0.3; no gravity, no collision. A 50×50 view has a
/// quarter of the unit mass, so red accelerates at ≈120 pt/s² while blue jumps to ≈120 pt/s and coasts (both slowed
/// a little by the default resistance 0.1). Red catches blue after about 1.9 s, near y = 340, and leaves the
/// 320×568 screen first.
let pushScene = Scene(
    name: "push",
    summary: "SitePoint: continuous (red) vs instantaneous (blue) push, magnitude 0.3 down: red starts slowly and overtakes; 320×568",
    size: SitePointApp.screenSize,
    duration: 5
) { context in
    SitePointApp.showScreen(titled: "Push", in: context) { view in
        let redSquareView = UIView(frame: CGRect(x: 40, y: 100, width: 50, height: 50))
        redSquareView.backgroundColor = .red
        redSquareView.accessibilityIdentifier = "red"
        view.addSubview(redSquareView)

        let blueSquareView = UIView(frame: CGRect(x: 220, y: 100, width: 50, height: 50))
        blueSquareView.backgroundColor = .blue
        blueSquareView.accessibilityIdentifier = "blue"
        view.addSubview(blueSquareView)

        let continuousPush = UIPushBehavior(items: [redSquareView], mode: .continuous)
        let instantaneousPush = UIPushBehavior(items: [blueSquareView], mode: .instantaneous)

        continuousPush.setAngle(.pi / 2, magnitude: 0.3)
        instantaneousPush.setAngle(.pi / 2, magnitude: 0.3)

        let animator = UIDynamicAnimator(referenceView: view)
        animator.addBehavior(continuousPush)
        animator.addBehavior(instantaneousPush)
        context.drive(animator)
    }
}
