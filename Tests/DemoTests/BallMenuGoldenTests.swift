import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// Key frames of `ball-menu` at 1×, compared with `Goldens/ball-menu/t<seconds>.png` by the same comparison as
/// `dynamics compare`. `RECORD_GOLDENS=1 swift test --filter BallMenuGoldenTests` rewrites them in the source tree.
@Suite struct BallMenuGoldenTests {
    /// Groove half open with the chevron mid-turn, balls rolling in, overshoot, rest in the bowl, exit, retracting.
    static let keyFrames: [TimeInterval] = [0.75, 1.5, 2.5, 3.8, 4.3, 5.0]
    /// Share of pixels that may differ beyond anti-aliasing: 0.05 % of the frame.
    static let allowedDifferenceRatio = 0.0005

    @Test func keyFramesMatchTheGoldens() throws {
        let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
        let runner = SceneRunner(scene: ballMenuScene)
        // Visual tests hide the touch circles: the goldens show what the scene draws, not the finger.
        runner.context.showsTouches = false
        let renderer = Renderer()
        for time in Self.keyFrames {
            runner.advance(to: time)
            let frame = try renderer.render(runner.window, scale: 1)
            let fileName = String(format: "t%06.3f.png", time)
            if recording {
                let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("Goldens/ball-menu")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try PNGWriter.write(frame, to: folder.appendingPathComponent(fileName).path, compressionLevel: 9)
                continue
            }
            let goldens = try #require(Bundle.module.url(forResource: "Goldens", withExtension: nil))
            let golden = goldens.appendingPathComponent("ball-menu").appendingPathComponent(fileName)
            try #require(FileManager.default.fileExists(atPath: golden.path),
                         "no golden \(fileName); record with RECORD_GOLDENS=1")
            let (result, diff) = try ImageComparison.compare(try PNGReader.read(golden.path), frame,
                                                             makesDiffImage: true)
            guard result.differenceRatio > Self.allowedDifferenceRatio, let diff else { continue }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ball-menu-goldens")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let diffPath = folder.appendingPathComponent("diff-" + fileName).path
            let actualPath = folder.appendingPathComponent("actual-" + fileName).path
            try PNGWriter.write(diff, to: diffPath)
            try PNGWriter.write(frame, to: actualPath)
            Issue.record("""
                ball-menu at \(time) s: \(result.differentPixels) of \(result.pixelCount) pixels differ \
                (allowed ratio \(Self.allowedDifferenceRatio)); diff \(diffPath), actual \(actualPath)
                """)
        }
    }
}
