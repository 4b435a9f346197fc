import Dynamics
import DynamicsDemos
import Foundation

/// `dynamics-bench several-scenes [--seconds S]`: six demos rendered one after another in one process as PNG
/// sequences at 2× (as `dynamics render --all` does), first with every stage on the calling thread, then with the
/// default pipeline (snapshots rasterised and PNGs encoded by one worker per core while the main actor simulates).
/// It prints the wall time, the process's CPU time and their ratio — the cores the render kept busy.
/// Figures, not a test: run a release build on an idle machine.
func runSeveralScenesBenchmark(arguments: [String]) -> Int32 {
    var seconds = 2.0
    if let index = arguments.firstIndex(of: "--seconds"), index + 1 < arguments.count,
       let value = Double(arguments[index + 1]), value.isFinite, value > 0, value <= 30 {
        seconds = value
    }
    let names = ["ball-menu", "springy-list", "card-gestures", "settings", "layer-party", "compositional"]
    let scenes = names.compactMap { name in demoScenes.first { $0.name == name } }
    guard scenes.count == names.count else {
        FileHandle.standardError.write(Data("error: a demo of \(names) is missing\n".utf8))
        return 1
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("several-scenes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    do {
        print("\(scenes.count) demos × \(Int(seconds * 60)) frames, PNG sequences at 2×, one process")
        print("pipeline".padding(toLength: 28, withPad: " ", startingAt: 0) + "   wall s    CPU s  cores used  speed-up")
        var single = 0.0
        for threads in [0, ProcessInfo.processInfo.activeProcessorCount] {
            let cpuBefore = cpuSeconds(), start = Date()
            for scene in scenes {
                var options = RenderOptions(folder: root.appendingPathComponent("\(threads)/\(scene.name)").path)
                options.duration = seconds
                options.encoderThreads = threads
                try SceneRenderer.render(scene, options: options)
            }
            let wall = Date().timeIntervalSince(start), cpu = cpuSeconds() - cpuBefore
            if threads == 0 { single = wall }
            let label = threads == 0 ? "all on the main actor" : "\(threads) raster + \(threads) PNG workers"
            print(label.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(format: " %8.2f %8.2f %11.2f %8.2f×", wall, cpu, cpu / wall, single / wall))
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
}
