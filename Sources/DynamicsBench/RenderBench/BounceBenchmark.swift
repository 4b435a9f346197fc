import Dynamics
import Foundation

/// `dynamics-bench bounce png DIR | mp4 FILE`: the scene compared with manim (bench/run-render.sh renders manim's
/// version of it too) — a square dropped onto the floor of a 1920×1080-pixel frame, bouncing for 5 s at 60 frames/s —
/// written as a PNG sequence or an mp4. Prints the seconds the render took.
func runBounceBenchmark(arguments: [String]) -> Int32 {
    guard arguments.count == 2, ["png", "mp4"].contains(arguments[0]) else {
        FileHandle.standardError.write(Data("usage: dynamics-bench bounce png DIR | mp4 FILE\n".utf8))
        return 2
    }
    var options = RenderOptions()
    options.fps = 60
    options.scale = 2
    options.force = true
    if arguments[0] == "png" { options.folder = arguments[1] } else { options.videoPath = arguments[1] }
    let start = Date()
    do {
        _ = try SceneRenderer.render(bounceScene, options: options)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
    print(String(format: "%.3f", Date().timeIntervalSince(start)))
    return 0
}

/// A 150-point blue square dropped from near the top of a 960×540-point white frame onto its floor (elasticity
/// 0.8), as manim's `Bounce` in bench/run-render.sh does in its own units.
let bounceScene = Scene(name: "bounce", summary: "a square bouncing on the floor, 1920×1080 at 2×",
                        size: CGSize(width: 960, height: 540), duration: 5) { context in
    let square = UIView(frame: CGRect(x: 405, y: 40, width: 150, height: 150))
    square.backgroundColor = .systemBlue
    context.view.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: context.view)
    animator.addBehavior(UIGravityBehavior(items: [square]))
    let collision = UICollisionBehavior(items: [square])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let bounciness = UIDynamicItemBehavior(items: [square])
    bounciness.elasticity = 0.8
    animator.addBehavior(bounciness)
    context.drive(animator)
}
