import Dynamics
import Foundation

/// CoreAnimationEffect at f809014, the README's default: a touch (scripted at 0.5 s) runs `fieldBehaviorFunction`.
/// Both squares get gravity, a noise field (smoothness 1, animation speed 0.5, strength 0.5) and a collision
/// behaviour with the reference bounds inset by (top 20, left 5, bottom 5, right 5). They drop, pushed sideways by
/// the noise on the way, and come to rest on the inset floor: a noise force of strength 0.5 on a 50×50 square is no
/// stronger than its friction there. As in the source, a `CMMotionManager` then steers gravity from the device's
/// tilt every 0.1 s, (g.x, −g.y): the scripted device is tipped to the right at 3 s (the squares slide to the right
/// wall) and to the left at 5.5 s (back across to the left wall). The animator's private `debugEnabled` flag is on,
/// as in the source, so the field's arrows are drawn over the scene (`dynamics render --debug` draws them too).
/// 320×568.
let noiseFieldScene = Scene(
    name: "noise-field",
    summary: "CoreAnimationEffect: a touch drops the squares into a noise field (smoothness 1, speed 0.5, strength 0.5) inside inset bounds; device tilts steer gravity through CMMotionManager; debug overlay on; 320×568",
    size: CoreAnimationEffectStage.screenSize,
    duration: 8
) { context in
    context.statusBar = .dark
    let stage = CoreAnimationEffectStage(context: context)
    stage.animator.debugEnabled = true
    let manager = CMMotionManager()
    stage.runsOnTouch(touchedAt: 0.5) {
        let gravity = stage.addGravity()

        let behavior = UIFieldBehavior.noiseField(smoothness: 1.0, animationSpeed: 0.5)
        behavior.addItem(stage.redView)
        behavior.addItem(stage.purpleView)
        behavior.strength = 0.5
        stage.animator.addBehavior(behavior)

        let collision = UICollisionBehavior(items: [stage.redView, stage.purpleView])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 20, left: 5, bottom: 5, right: 5))
        stage.animator.addBehavior(collision)

        if manager.isDeviceMotionAvailable {
            manager.deviceMotionUpdateInterval = 0.1
            manager.startDeviceMotionUpdates(to: .main) { motion, _ in
                guard let motion else { return }
                gravity.gravityDirection = CGVector(dx: motion.gravity.x, dy: -motion.gravity.y)
            }
        }
    }
    // Tipped 40° to the right over half a second, then 40° to the left.
    context.deviceAttitude.tilt(toGravity: CMAcceleration(x: sin(0.7), y: -cos(0.7), z: 0), at: 3, over: 0.5)
    context.deviceAttitude.tilt(toGravity: CMAcceleration(x: -sin(0.7), y: -cos(0.7), z: 0), at: 5.5, over: 0.5)
}
