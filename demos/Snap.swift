import Dynamics
import Foundation

/// Where and when the scripted finger taps in the snap scenes: four taps 1.5 s apart, spread over the screen.
let snapTaps: [(time: TimeInterval, point: CGPoint)] = [
    (0.5, CGPoint(x: 220, y: 420)),
    (2.0, CGPoint(x: 90, y: 290)),
    (3.5, CGPoint(x: 230, y: 160)),
    (5.0, CGPoint(x: 140, y: 470)),
]

/// SitePoint, "Snap": each tap removes the previous snap behaviour and snaps the blue 100×100 square to the tap
/// point with the default damping (0.5). The square flies to each tap, wobbling and twisting, and settles centred
/// on it. 320×568.
let snapScene = Scene(
    name: "snap",
    summary: "SitePoint: the blue square snaps to each tap (default damping 0.5), wobbling and twisting; 320×568",
    size: SitePointApp.screenSize,
    duration: 6.5
) { context in
    SitePointApp.showScreen(titled: "Snap", in: context) { view in
        let squareView = SitePointApp.addSquareView(to: view)

        let animator = UIDynamicAnimator(referenceView: view)
        var snap: UISnapBehavior?

        view.addGestureRecognizer(UITapGestureRecognizer { sender in
            let tapPoint = sender.location(in: view)
            if let snap {
                animator.removeBehavior(snap)
            }
            let newSnap = UISnapBehavior(item: squareView, snapTo: tapPoint)
            animator.addBehavior(newSnap)
            snap = newSnap
        })

        context.drive(animator)
        for tap in snapTaps {
            context.tap(at: tap.point, time: tap.time)
        }
    }
}
