import Dynamics
import Foundation
import Testing

@Suite struct EncodePoolTests {
    @Test func writesEveryFrame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = Renderer()
        let canvas = makeCanvas(width: 30, height: 20)
        let dot = UIView(frame: CGRect(x: 0, y: 5, width: 10, height: 10))
        dot.backgroundColor = .red
        canvas.addSubview(dot)
        let pool = EncodePool(workers: 2)
        for frame in 0..<8 {
            dot.center.x = CGFloat(5 + frame * 2)
            try pool.writePNG(try renderer.render(canvas, scale: 1), to: folder.appendingPathComponent("f\(frame).png").path)
        }
        try pool.finish()
        for frame in 0..<8 {
            let image = try PNGReader.read(folder.appendingPathComponent("f\(frame).png").path)
            #expect(matches(pixel(image, atPoint: CGFloat(5 + frame * 2), 10, scale: 1), (255, 0, 0)))
            #expect(matches(pixel(image, atPoint: CGFloat(5 + frame * 2) + 6, 10, scale: 1), (255, 255, 255)))
        }
    }

    @Test func firstFailureStopsLaterJobsAndIsRethrown() throws {
        struct Boom: Error {}
        let pool = EncodePool(workers: 1, maximumPending: 1)
        let counter = Counter()
        try pool.submit { throw Boom() }
        var rejected = false
        for _ in 0..<20 {
            do { try pool.submit { counter.increment() } } catch is Boom { rejected = true; break }
        }
        #expect(throws: Boom.self) { try pool.finish() }
        #expect(rejected || counter.value == 0)
        #expect(counter.value == 0)
    }
}

/// A thread-safe counter for pool jobs.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
