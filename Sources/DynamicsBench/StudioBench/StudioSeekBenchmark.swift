import Dynamics
import DynamicsDemos
import DynamicsFrameServer
import Foundation

/// `dynamics-bench studio [SCENE]`: how long the studio takes to show a frame after a seek, on this machine. The
/// scrubber keeps one forward-only run per scene and every PNG it drew, so a seek costs: nothing (a frame seen
/// before), one tick and one frame (stepping on), or a re-run from t = 0 to the frame (a seek backwards to a frame
/// not seen yet, the worst case, until the studio has drawn the whole scene ahead). The target is 100 ms for any frame
/// of ball-menu.
@MainActor
func runStudioBenchmark(arguments: [String]) -> Int32 {
    let name = arguments.first ?? "ball-menu"
    guard let scene = (builtInScenes + demoScenes).first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("error: unknown scene '\(name)'\n".utf8))
        return 2
    }
    let count = FrameTiming.frameCount(duration: scene.duration, fps: 60)
    let scrubber = SceneScrubber()
    func time(_ body: () throws -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try? body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
    print("studio seek latency, \(scene.name) (\(count) frames at 60 fps), scale 1, milliseconds")
    print("| seek | frames | median | worst |")
    print("|---|---|---|---|")
    func row(_ label: String, _ samples: [Double]) {
        let sorted = samples.sorted()
        print(String(format: "| %@ | %d | %.1f | %.1f |", label, samples.count, sorted[sorted.count / 2], sorted.last!))
    }
    // Backwards to a frame not drawn yet: the scrubber re-runs from t = 0. Every 13th frame, each seek made from the
    // last frame, so each one is a full re-run.
    var backwards: [Double] = []
    for frame in stride(from: 0, to: count - 1, by: 13) {
        _ = try? scrubber.png(of: scene, frame: count - 1, scale: 1)
        scrubber.forgetFrames()
        backwards.append(time { _ = try scrubber.png(of: scene, frame: frame, scale: 1) })
    }
    row("backwards, not drawn yet (re-run from 0)", backwards)
    scrubber.forgetFrames()
    _ = try? scrubber.png(of: scene, frame: 0, scale: 1)
    var forward: [Double] = []
    for frame in 1..<count { forward.append(time { _ = try scrubber.png(of: scene, frame: frame, scale: 1) }) }
    row("one frame on (playing)", forward)
    print(String(format: "| every frame drawn ahead, once per scene and look (total) | %d | %.0f | |", forward.count + 1,
                 forward.reduce(0, +)))
    var cached: [Double] = []
    for frame in stride(from: count - 1, through: 0, by: -7) {
        cached.append(time { _ = try scrubber.png(of: scene, frame: frame, scale: 1) })
    }
    row("any frame drawn before", cached)
    return (backwards + forward).max()! <= 100 ? 0 : 1
}
