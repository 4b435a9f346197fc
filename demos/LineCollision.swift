import Dynamics
import Foundation

/// CoreAnimationEffect, the commented-out alternative of `addPathCollisionFunction`: the red square collides with
/// two line boundaries, "line1" (0,160)→(320,400) and "line2" (320,0)→(320,400), the guide drawing's straight lines.
/// After the touch (scripted at 0.5 s) it falls onto the slope, slides down it into the corner against the right
/// edge and stays there; the purple square falls off the screen. 320×568.
let lineCollisionScene = Scene(
    name: "line-collision",
    summary: "CoreAnimationEffect: a touch drops the squares; red lands on the line boundaries (0,160)→(320,400), (320,0)→(320,400) and slides into their corner; 320×568",
    size: CoreAnimationEffectStage.screenSize,
    duration: 4
) { context in
    context.statusBar = .dark
    let stage = CoreAnimationEffectStage(context: context)
    stage.runsOnTouch(touchedAt: 0.5) {
        stage.addPathCollision { behavior in
            let startP = CGPoint(x: 0, y: 160)
            let endP = CGPoint(x: 320, y: 400)
            let startP1 = CGPoint(x: 320, y: 0)
            behavior.addBoundary(withIdentifier: "line1" as NSString, from: startP, to: endP)
            behavior.addBoundary(withIdentifier: "line2" as NSString, from: startP1, to: endP)
        }
    }
}
