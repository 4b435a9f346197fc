import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// Key frames of every demo, rendered at 1× and compared with the PNGs under `Goldens/<demo>/` by the same code as
/// `dynamics compare`. `RECORD_GOLDENS=1 swift test --filter DemoTests` rewrites the goldens in the source tree.
@Suite struct GoldenFrameTests {
    /// The moments worth pinning down in each demo (seconds).
    static let keyFrames: [String: [TimeInterval]] = [
        "gravity": [0, 1, 2],
        "boundary-outline": [0, 0.3, 0.4, 2],
        "bounce": [0.5, 1.5, 4],
        "barrier": [0.45, 1, 4],
        "collision-items": [0.8, 1.5],
        "collision-boundaries": [1.1, 3],
        "collision-everything": [1.1, 1.3, 3],
        "path-collision": [0.55, 1.2, 4],
        "line-collision": [0.8, 1.4, 4],
        "attach": [0.6, 1.5, 3.5, 7],
        "spring": [1, 3.8, 8],
        "snap": [0.55, 0.8, 6.5],
        "snap-damping": [0.55, 1.5, 6.9, 12.5],
        "push": [1, 2, 3],
        "push-tap": [0.55, 3.2, 7.5],
        "properties": [0.6, 1.5, 5],
        "alert": [0.55, 0.75, 2.6, 4.5, 4.9],
        "noise-field": [0.55, 2, 8],
        "springy-list": [0, 0.7, 1, 3.35, 3.6, 7],
    ]

    /// Pixels that may differ (beyond anti-aliasing) before a frame counts as changed: 0.05 % of the frame.
    static let allowedDifferenceRatio = 0.0005

    static let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

    /// Every demo has goldens: its key frames here, or (ball-menu) a golden suite of its own.
    @Test func everyDemoHasKeyFrames() throws {
        for scene in demoScenes {
            if let times = Self.keyFrames[scene.name] {
                #expect(times.allSatisfy { $0 <= scene.duration }, "\(scene.name)")
            } else {
                let folder = try #require(Self.bundledGoldens).appendingPathComponent(scene.name)
                #expect(FileManager.default.fileExists(atPath: folder.path), "\(scene.name) has no golden frames")
            }
        }
        #expect(Set(Self.keyFrames.keys).isSubset(of: demoScenes.map(\.name)))
    }

    @Test(arguments: keyFrames.keys.sorted())
    func keyFramesMatchTheGoldens(_ name: String) throws {
        let scene = try #require(demoScenes.first { $0.name == name })
        let runner = SceneRunner(scene: scene)
        // Visual tests hide the touch circles: the goldens show what the scene draws, not the finger.
        runner.context.showsTouches = false
        let renderer = Renderer()
        for time in try #require(Self.keyFrames[name]) {
            runner.advance(to: time)
            let frame = try renderer.render(runner.window, scale: 1)
            let fileName = String(format: "t%06.3f.png", time)
            if Self.recording {
                let folder = Self.sourceGoldens.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try PNGWriter.write(frame, to: folder.appendingPathComponent(fileName).path, compressionLevel: 9)
                continue
            }
            let goldenURL = try #require(Self.bundledGoldens?.appendingPathComponent(name).appendingPathComponent(fileName),
                                         "no bundled goldens")
            let golden = try PNGReader.read(goldenURL.path)
            try #require(golden.width == frame.width && golden.height == frame.height, "\(name) \(fileName): size changed")
            var diff = [UInt8](repeating: 0, count: frame.stride * frame.height)
            let result = golden.bytes.withUnsafeBufferPointer { expected in
                frame.bytes.withUnsafeBufferPointer { actual in
                    diff.withUnsafeMutableBufferPointer { diffPixels in
                        ImageComparison.compare(expected: expected, actual: actual, width: frame.width, height: frame.height,
                                                bytesPerRow: frame.stride, diff: diffPixels)
                    }
                }
            }
            if result.differenceRatio > Self.allowedDifferenceRatio {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-goldens").appendingPathComponent(name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let actualPath = folder.appendingPathComponent("actual-" + fileName).path
                let diffPath = folder.appendingPathComponent("diff-" + fileName).path
                try PNGWriter.write(frame, to: actualPath)
                let diffImage = Image(width: frame.width, height: frame.height, stride: frame.stride, bytes: diff, isOpaque: true)
                try PNGWriter.write(diffImage, to: diffPath)
                Issue.record("""
                    \(name) at \(time) s: \(result.differentPixels) of \(result.pixelCount) pixels differ from the golden \
                    (allowed ratio \(Self.allowedDifferenceRatio)); diff image \(diffPath), actual frame \(actualPath)
                    """)
            }
        }
    }

    /// `Tests/DemoTests/Goldens` in the source tree, where recording writes.
    private static var sourceGoldens: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// The goldens copied into the test bundle.
    private static var bundledGoldens: URL? { Bundle.module.url(forResource: "Goldens", withExtension: nil) }
}
