import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// Key frames of `ball-menu` at 1×, compared with `Goldens/ball-menu/t<seconds>.png` by `GoldenFrames`.
/// `RECORD_GOLDENS=1 swift test --filter BallMenuGoldenTests` rewrites them in the source tree (and fails).
@Suite struct BallMenuGoldenTests {
    /// Groove half open with the chevron mid-turn, balls rolling in, overshoot, rest in the bowl, exit, retracting.
    nonisolated static let keyFrames: [TimeInterval] = [0.75, 1.5, 2.5, 3.8, 4.3, 5.0]

    @Test func keyFramesMatchTheGoldens() throws {
        try GoldenFrames.check(ballMenuScene, at: Self.keyFrames)
    }

    /// A golden comparison notices a missing label: each short label of the 1.5 s frame ("315", "VIEWS", …) painted
    /// over with the colour beside it changes a few dozen pixels — under the frame's allowance of 0.05 % (125 px),
    /// which alone let it pass — and fails on the per-region limit.
    @Test func erasingASmallLabelFails() throws {
        let runner = SceneRunner(scene: ballMenuScene)
        runner.context.showsTouches = false
        runner.advance(to: 1.5)
        let frame = try Renderer().render(runner.window, scale: 1).straightRGBA
        let golden = GoldenFrames.reference(ballMenuScene.name, at: 1.5)
        func descendants(_ view: UIView) -> [UIView] { view.subviews + view.subviews.flatMap(descendants) }
        let bounds = CGRect(x: 1, y: 0, width: frame.width - 1, height: frame.height)
        let labels = descendants(runner.window).compactMap { $0 as? UILabel }
            .filter { !$0.isHidden && $0.alpha > 0 && ($0.text?.count ?? 0) > 0 && ($0.text?.count ?? 0) <= 5 }
            .filter { bounds.contains($0.convert($0.bounds, to: runner.window).integral) }
        #expect(labels.count >= 3, "\(labels.map { $0.text ?? "" })")
        let withoutRegions = FrameComparison.Tolerance(maxDifferenceRatio: GoldenFrames.tolerance.maxDifferenceRatio)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("erased-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for label in labels {
            let box = label.convert(label.bounds, to: runner.window).integral
            var bytes = frame.bytes
            let fill = max(Int(box.minX) - 1, 0) * 4 + Int(box.midY) * frame.width * 4
            for y in max(Int(box.minY), 0)..<min(Int(box.maxY), frame.height) {
                for x in max(Int(box.minX), 0)..<min(Int(box.maxX), frame.width) {
                    for channel in 0..<4 { bytes[(y * frame.width + x) * 4 + channel] = frame.bytes[fill + channel] }
                }
            }
            let erased = RGBAPixels(width: frame.width, height: frame.height, bytes: bytes)
            let actual = folder.appendingPathComponent("t01.500.png")
            var bgra = bytes
            for offset in stride(from: 0, to: bgra.count, by: 4) { bgra.swapAt(offset, offset + 2) }
            try PNGWriter.write(Image(width: frame.width, height: frame.height, stride: frame.width * 4, bytes: bgra,
                                      isOpaque: true), to: actual.path)
            let strict = try FrameComparison(expected: golden.path, actual: actual.path, tolerance: GoldenFrames.tolerance)
            let lenient = try FrameComparison(expected: golden.path, actual: actual.path, tolerance: withoutRegions)
            let result = try #require(strict.frames.first)
            #expect(result.differentPixels >= 20 && result.differentPixels <= 125, "'\(label.text ?? "")': \(result)")
            #expect(result.status == .differ, "'\(label.text ?? "")' erased: \(result)")
            #expect(lenient.frames.first?.status == .match, "the frame's allowance alone lets '\(label.text ?? "")' go")
            #expect(try ImageComparison.compare(frame, erased).result.largestRegionDifference > 4)
        }
    }
}
