import Dynamics
import DynamicsDemos
import Foundation

/// `dynamics-bench several-scenes [--seconds S]`: six demos rendered one after another in one process as PNG
/// sequences at 2× (as `dynamics render --all` does), first with every stage on the calling thread, then with the
/// default pipeline (snapshots rasterised and PNGs encoded by one worker per core while the main actor simulates),
/// then as six `dynamics render` processes started at once (the `dynamics` built beside this program), each with
/// the default pipeline. It prints the wall time, the CPU time (of this process, or of the six children) and their
/// ratio — the cores the render kept busy. Figures, not a test: run a release build on an idle machine.
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
        print("\(scenes.count) demos × \(Int(seconds * 60)) frames, PNG sequences at 2×: in one process, then in \(scenes.count) at once")
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
            printRow(label, wall: wall, cpu: cpu, single: single)
        }
        let cpuBefore = cpuSeconds(includingChildren: true) - cpuSeconds(), start = Date()
        try renderInParallelProcesses(names, seconds: seconds, root: root.appendingPathComponent("processes"))
        let wall = Date().timeIntervalSince(start), cpu = cpuSeconds(includingChildren: true) - cpuSeconds() - cpuBefore
        printRow("\(names.count) processes at once", wall: wall, cpu: cpu, single: single)
        return 0
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
}

/// One line of the table: the label, wall and CPU seconds, cores used and the speed-up over the first row.
private func printRow(_ label: String, wall: Double, cpu: Double, single: Double) {
    print(label.padding(toLength: 28, withPad: " ", startingAt: 0)
        + String(format: " %8.2f %8.2f %11.2f %8.2f×", wall, cpu, cpu / wall, single / wall))
}

/// Starts `dynamics render NAME --duration S --out ROOT/NAME --quiet` for every name at once and waits for all.
private func renderInParallelProcesses(_ names: [String], seconds: Double, root: URL) throws {
    guard let tool = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("dynamics"),
          FileManager.default.isExecutableFile(atPath: tool.path) else {
        throw BenchmarkError(message: "no dynamics beside dynamics-bench: build the dynamics product too")
    }
    let processes = try names.map { name in
        let process = Process()
        process.executableURL = tool
        process.arguments = ["render", name, "--duration", String(seconds), "--out", root.appendingPathComponent(name).path,
                             "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (name, process)
    }
    var failures: [String] = []
    for (name, process) in processes {
        process.waitUntilExit()
        if process.terminationStatus != 0 { failures.append("\(name) (exit \(process.terminationStatus))") }
    }
    guard failures.isEmpty else { throw BenchmarkError(message: "dynamics render failed: \(failures.joined(separator: ", "))") }
}
