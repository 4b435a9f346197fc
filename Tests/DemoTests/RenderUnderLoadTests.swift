import Dynamics
import DynamicsDemos
import Foundation
import Testing

/// Work that keeps the machine busy while a render runs, as other builds and renders do on a shared machine: a second
/// process spinning on the CPU, and threads that churn the heap (blocks of 64 KiB to 4 MiB filled with noise, then
/// freed, so the encoders' buffers come back holding garbage) while they PNG-encode frames of their own and check
/// every file against the bytes it must have.
nonisolated private final class InducedLoad: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var running = 0
    private(set) var encodes = 0
    private(set) var wrongEncodes: [String] = []
    private let spinner = Process()

    /// Starts `threads` churning and encoding threads, each encoding `frames` in turn and comparing with `expected`.
    init(threads: Int, frames: [(image: Image, expected: Data)]) throws {
        spinner.executableURL = URL(fileURLWithPath: "/bin/sh")
        spinner.arguments = ["-c", "while :; do :; done"]
        try spinner.run()
        for number in 0..<threads {
            lock.withLock { running += 1 }
            let thread = Thread { [self] in churn(seed: UInt64(number + 1), frames: frames) }
            thread.start()
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func churn(seed: UInt64, frames: [(image: Image, expected: Data)]) {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
        var turn = 0
        while !isStopped {
            for _ in 0..<4 {
                let size = 65_536 << Int(next() >> 61) // 64 KiB … 8 MiB, as frame buffers are
                let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
                let words = block.bindMemory(to: UInt64.self, capacity: size / 8)
                for index in stride(from: 0, to: size / 8, by: 7) { words[index] = next() }
                block.deallocate()
            }
            let frame = frames[turn % frames.count]
            turn += 1
            let png = try? PNGWriter.encode(frame.image)
            lock.withLock {
                encodes += 1
                if png != frame.expected { wrongEncodes.append("load thread \(seed), turn \(turn)") }
            }
        }
        lock.withLock { running -= 1 }
    }

    /// Stops the threads (waiting for them) and the spinning process.
    func stop() {
        lock.withLock { stopped = true }
        while lock.withLock({ running }) > 0 { usleep(1_000) }
        // SIGKILL: a child of Foundation's Process starts with most signals blocked, SIGTERM among them.
        kill(spinner.processIdentifier, SIGKILL)
        spinner.waitUntilExit()
    }
}

/// The same render writes the same files on a busy machine (issue 38): noise-field's frames 200–219 at 2× (the
/// frame that once differed, 205, among them) rendered on a quiet process with everything on one thread, then twice
/// more with more encoder workers than cores while a second process spins and two threads churn the heap and encode
/// frames of their own. Every frame's file hash must equal the quiet render's, not only its pixel hash.
@Suite("renders under load", .serialized)
struct RenderUnderLoadTests {
    @Test func fileHashesDoNotChangeUnderLoad() throws {
        let scene = try #require(demoScenes.first { $0.name == "noise-field" })
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("under-load-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func render(_ name: String, workers: Int) throws -> RenderManifest {
            var options = RenderOptions(folder: root.appendingPathComponent(name).path)
            options.frames = .range(200...219)
            options.encoderThreads = workers
            return try #require(try SceneRenderer.render(scene, options: options).manifest)
        }

        let quiet = try render("quiet", workers: 0)
        #expect(quiet.frames.count == 20)
        #expect(Set(quiet.frames.map(\.fileHash)).count >= 10, "the frames move: most files differ from each other")
        let referenceFrames = try [200, 205, 219].map { index in
            let data = try Data(contentsOf: root.appendingPathComponent("quiet/\(RenderManifest.fileName(forFrame: index))"))
            return (image: try PNGReader.read(data: data), expected: data)
        }
        // A decoded frame encodes back to the very file: the load threads check the encoder against that.
        for frame in referenceFrames { #expect(try PNGWriter.encode(frame.image) == frame.expected) }

        let load = try InducedLoad(threads: 2, frames: referenceFrames)
        var loaded: [(label: String, manifest: RenderManifest)] = []
        do {
            loaded.append(("3 workers", try render("loaded-3", workers: 3)))
            loaded.append(("4 workers", try render("loaded-4", workers: 4)))
        } catch {
            load.stop()
            throw error
        }
        load.stop()

        #expect(load.encodes >= 2, "the load threads encoded frames beside the renders")
        #expect(load.wrongEncodes.count == 0, "\(load.wrongEncodes.count) wrong, first \(load.wrongEncodes.prefix(3))")
        for (label, manifest) in loaded {
            #expect(manifest.frames.count == 20)
            let fileDiffers = zip(quiet.frames, manifest.frames).filter { $0.fileHash != $1.fileHash }.map(\.0.index)
            let pixelsDiffer = zip(quiet.frames, manifest.frames).filter { $0.pixelHash != $1.pixelHash }.map(\.0.index)
            #expect(fileDiffers == [], "\(label): file bytes differ from the quiet render in frames \(fileDiffers) (pixels differ in \(pixelsDiffer))")
            #expect(pixelsDiffer == [], "\(label): pixels differ in frames \(pixelsDiffer)")
        }
    }
}
