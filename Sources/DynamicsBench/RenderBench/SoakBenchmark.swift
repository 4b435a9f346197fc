import Dynamics
import DynamicsCommandLine
import DynamicsDemos
import Foundation

/// `dynamics-bench soak [--frames N] [--scene NAME] [--trace] [--video]`: one long render through the same library call
/// as `dynamics render` (PNG sequence at 2×, manifest, worker pipeline; with `--trace` a CSV trace too, with `--video`
/// an mp4 through the in-process encoder too), printing the process's resident memory when each quarter of the
/// frames is done and the ratio of the last quarter's to the first's. A render that keeps nothing per frame stays flat: the target is a ratio of at most 1.05, and the exit
/// status is 1 when it is missed. 20,000 frames of noise-field by default (about 5.5 minutes of scene time). The process
/// takes `dynamics`'s memory policy first (`FrameMemoryReuse`), so the figures are those of `dynamics render`.
/// Figures, not a test: run a release build.
func runSoakBenchmark(arguments: [String]) -> Int32 {
    FrameMemoryReuse.enable()
    func value(of flag: String) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
    let frames = value(of: "--frames").flatMap(Int.init) ?? 20_000
    let name = value(of: "--scene") ?? "noise-field"
    guard frames >= 4, frames <= 36_000, let scene = demoScenes.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("error: --frames must be 4…36000 and --scene a demo's name\n".utf8))
        return 2
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("soak-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var options = RenderOptions(folder: root.appendingPathComponent(scene.name).path)
    options.duration = Double(frames) / Double(options.fps)
    if arguments.contains("--trace") { options.tracePath = root.appendingPathComponent("trace.csv").path }
    if arguments.contains("--video") { options.videoPath = root.appendingPathComponent("\(scene.name).mp4").path }
    let extras = [options.tracePath.map { _ in "a trace" }, options.videoPath.map { _ in "an mp4" }].compactMap { $0 }
    print("soak: \(scene.name), \(frames) frames at \(options.fps) fps, PNG sequence at 2×"
        + extras.map { " and \($0)" }.joined() + ", \(options.encoderThreads) workers")
    print("quarter     frames   RSS MB")
    var samples: [Double] = []
    let start = Date()
    do {
        try SceneRenderer.render(scene, options: options) { done, total in
            guard samples.count < 4, done * 4 >= total * (samples.count + 1) else { return }
            let rss = residentMegabytes()
            samples.append(rss)
            print(String(format: "%7d %10d %8.1f", samples.count, done, rss))
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
    let ratio = samples[3] / samples[0]
    print(String(format: "last/first %.3f (target ≤ 1.05: %@), %.0f frames/s; after the manifest: %.1f MB", ratio,
                 ratio <= 1.05 ? "met" : "MISSED", Double(frames) / Date().timeIntervalSince(start),
                 residentMegabytes()))
    return ratio <= 1.05 ? 0 : 1
}

/// The process's resident set size in megabytes (from /proc/self/statm).
private func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
