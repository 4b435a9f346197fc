import Dynamics
import DynamicsTesting
import Foundation

/// How the demo golden suites check key frames: rendered at 1× with the touch circles hidden (the goldens show what
/// the scene draws, not the finger) and compared with `Goldens/<scene>/t<seconds>.png` in the source tree by
/// DynamicsTesting's frame assertion — the comparison, numbers and artifacts a user's snapshot test gets.
/// `RECORD_GOLDENS=1` (or `DYNAMICS_RECORD=all|missing|failed`) rewrites them, and a recording run fails.
enum GoldenFrames {
    /// Pixels that may differ (beyond anti-aliasing) before a frame counts as changed: 0.05 % of the frame, and at
    /// most 4 in any 16 × 16 px square, so that a missing or changed label (a few dozen pixels in one place) fails.
    static let tolerance = FrameComparison.Tolerance(maxDifferenceRatio: 0.0005, maxDifferentPixelsPerRegion: 4)

    /// `.all` under `RECORD_GOLDENS=1`; otherwise nil, which leaves `DYNAMICS_RECORD` in charge.
    static var recording: SnapshotRecording? {
        ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" ? .all : nil
    }

    /// `Tests/DemoTests/Goldens` in the source tree: where recording writes and what is compared against.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// The golden of `scene` at `time`: `Goldens/<scene>/t00.750.png`.
    static func reference(_ scene: String, at time: TimeInterval) -> URL {
        folder.appendingPathComponent(scene).appendingPathComponent(String(format: "t%06.3f.png", time))
    }

    /// Renders `scene` at each of `times` and asserts every frame matches its golden; failures point at the caller.
    static func check(_ scene: Scene, at times: [TimeInterval], fileID: String = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        let runner = SceneRunner(scene: scene)
        runner.context.showsTouches = false
        let renderer = Renderer()
        for time in times {
            runner.advance(to: time)
            let frame = try renderer.render(runner.window, scale: 1)
            assertSnapshot(of: frame, matching: reference(scene.name, at: time), time: time, tolerance: tolerance,
                           record: recording, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
