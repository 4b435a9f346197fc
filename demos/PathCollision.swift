import Dynamics
import Foundation

/// CoreAnimationEffect, `addPathCollisionFunction`: on a touch (scripted at 0.5 s) both squares get gravity, and the
/// red one alone collides with the boundary "circle", the oval in (0, 0, 320, 320) that the blue guide circle
/// shows. The red square starts inside it, falls onto its lower wall, slides to the bottom and settles with its
/// centre near (154, 293), tilted 0.04 rad on two of the ~10 pt chords UIKit cuts the oval into; the purple square is
/// in no collision behaviour and falls off the screen. 320×568.
let pathCollisionScene = Scene(
    name: "path-collision",
    summary: "CoreAnimationEffect: a touch drops the squares; red collides with the oval boundary (0,0,320,320) and settles at its bottom; 320×568",
    size: CoreAnimationEffectStage.screenSize,
    duration: 4
) { context in
    context.statusBar = .dark
    let stage = CoreAnimationEffectStage(context: context)
    stage.runsOnTouch(touchedAt: 0.5) {
        stage.addPathCollision { behavior in
            let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 320, height: 320))
            behavior.addBoundary(withIdentifier: "circle" as NSString, for: path)
        }
    }
}
