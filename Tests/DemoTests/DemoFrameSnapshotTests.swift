import Dispatch
import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// A frame recorded on the main actor and rasterised on another thread is the frame `Renderer.render` draws, byte
/// for byte: every demo at its golden key frames, at 2× (shadows, backing stores, text, emitters, transitions), with
/// the next frames recorded and their owners' surfaces released while the earlier snapshots are still unrasterised.
@Suite struct FrameSnapshotTests {
    @Test(arguments: GoldenFrameTests.keyFrames.keys.sorted())
    func snapshotsRasterisedOffTheMainActorMatchDirectRendering(_ name: String) async throws {
        let scene = try #require(demoScenes.first { $0.name == name })
        let times = try #require(GoldenFrameTests.keyFrames[name])
        let runner = SceneRunner(scene: scene)
        let direct = Renderer(), recorder = Renderer()
        var expected: [Image] = [], snapshots: [FrameSnapshot] = []
        for time in times {
            runner.advance(to: time)
            expected.append(try direct.render(runner.window, scale: 2))
            snapshots.append(try recorder.record(runner.window, scale: 2))
        }
        // All of them at once, on worker threads, after the scene has moved on.
        let images = try await rasterise(snapshots)
        #expect(images.count == times.count)
        for (index, (image, reference)) in zip(images, expected).enumerated() {
            #expect(image.width == reference.width && image.height == reference.height)
            guard !identical(image, reference) else { continue }
            let differing = zip(image.bytes, reference.bytes).filter { $0 != $1 }
            let largest = differing.map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(differing.isEmpty,
                    "\(name) at \(times[index]) s: \(differing.count) bytes differ from the direct render, by up to \(largest)")
        }
    }

    /// A snapshot keeps the backing store it painted after the view is redrawn and the old store is released.
    @Test func aSnapshotKeepsTheBackingStoreOfItsFrame() async throws {
        final class Swatch: UIView {
            var colour = UIColor.red
            override func draw(_ rect: CGRect) {
                colour.setFill()
                UIRectFill(bounds)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let swatch = Swatch(frame: root.bounds)
        root.addSubview(swatch)
        let renderer = Renderer()
        let red = try renderer.record(root, scale: 1)
        swatch.colour = .blue
        swatch.setNeedsDisplay()
        let blue = try renderer.record(root, scale: 1)
        swatch.removeFromSuperview()
        let empty = try renderer.record(root, scale: 1)
        let images = try await rasterise([red, blue, empty])
        #expect(images.map { pixel($0, x: 5, y: 5) } == [[0, 0, 255, 255], [255, 0, 0, 255], [255, 255, 255, 255]])
    }

    /// Whether two images hold the same bytes. `memcmp`, because comparing 4 MB frames element by element in a debug
    /// build, on the main actor every other scene test waits for, took most of this suite's three minutes.
    private func identical(_ image: Image, _ reference: Image) -> Bool {
        image.bytes.count == reference.bytes.count && image.bytes.withUnsafeBytes { mine in
            reference.bytes.withUnsafeBytes { theirs in memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0 }
        }
    }

    /// BGRA bytes of one pixel.
    private func pixel(_ image: Image, x: Int, y: Int) -> [UInt8] {
        Array(image.bytes[(y * image.stride + x * 4)..<(y * image.stride + x * 4 + 4)])
    }

    private func rasterise(_ snapshots: [FrameSnapshot]) async throws -> [Image] {
        try await withThrowingTaskGroup(of: (Int, Image).self) { group in
            for (index, snapshot) in snapshots.enumerated() {
                group.addTask { @Sendable in
                    try await withCheckedThrowingContinuation { continuation in
                        DispatchQueue.global().async {
                            continuation.resume(with: Result { (index, try snapshot.rasterize()) })
                        }
                    }
                }
            }
            var images = [Image?](repeating: nil, count: snapshots.count)
            for try await (index, image) in group { images[index] = image }
            return images.compactMap { $0 }
        }
    }
}
