import Dynamics
import DynamicsDemos
import Foundation

/// `dynamics-bench cached-drawing [--frames N]`: drawing frames/s (simulation excluded, no encoding) of ball-menu
/// and springy-list at 2×, with views' `draw(_:)` output cached in backing stores (UIKit's way, the default) and
/// drawn every frame (the renderer before the cache). Figures, not a test: run a release build on an idle machine.
func runCachedDrawingBenchmark(arguments: [String]) -> Int32 {
    var frames = 120
    if let index = arguments.firstIndex(of: "--frames"), index + 1 < arguments.count,
       let value = Int(arguments[index + 1]), value > 0 {
        frames = value
    }
    print("scene          draw fps, every frame   draw fps, cached")
    for name in ["ball-menu", "springy-list"] {
        guard let scene = demoScenes.first(where: { $0.name == name }) else { continue }
        do {
            let live = try measureDrawing(scene, frames: frames, caches: false)
            let cached = try measureDrawing(scene, frames: frames, caches: true)
            print(name.padding(toLength: 15, withPad: " ", startingAt: 0)
                  + String(format: "%20.1f   %16.1f", live, cached))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }
    return 0
}

/// Frames drawn per second over `frames` consecutive 60 Hz frames, after one unmeasured frame (fonts, images).
@MainActor private func measureDrawing(_ scene: Scene, frames: Int, caches: Bool) throws -> Double {
    let runner = SceneRunner(scene: scene)
    let renderer = Renderer()
    renderer.cachesDrawing = caches
    _ = try renderer.render(runner.window, scale: 2)
    var drawing: TimeInterval = 0
    for index in 1...frames {
        runner.advance(to: Double(index) / 60)
        let start = Date()
        _ = try renderer.render(runner.window, scale: 2)
        drawing += Date().timeIntervalSince(start)
    }
    return Double(frames) / drawing
}
