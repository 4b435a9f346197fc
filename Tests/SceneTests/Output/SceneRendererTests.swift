import Dynamics
import Foundation
import Testing

@Suite("SceneRenderer: the library call behind dynamics render")
struct SceneRendererTests {
    private func options(_ folder: URL?) -> RenderOptions {
        var options = RenderOptions(folder: folder?.path)
        options.fps = 10
        options.scale = 0.5
        return options
    }

    @Test("renders frames and a manifest, with progress counted against the frames to write")
    func renders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = options(folder)
        options.frames = .range(3...5)
        options.toolVersion = "tests 1"
        var reports: [String] = []
        let result = try SceneRenderer.render(scene { _ in }, options: options) { reports.append("\($0)/\($1)") }
        #expect(reports == ["1/3", "2/3", "3/3"])
        #expect(result.framesRendered == 3 && result.pixelWidth == 100 && result.manifest?.toolVersion == "tests 1")
        #expect(RenderManifest.read(fromFolder: folder.path)?.frames.map(\.index) == [3, 4, 5])
    }

    @Test("identical frames are encoded once: repeats copy the file, with the same file hash")
    func repeatedFramesAreCopied() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Still until 0.5 s (frame 5 included), then a box slides: frames 0…5 are identical, 6…9 all differ.
        let scene = scene { context in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            box.backgroundColor = .blue
            context.view.addSubview(box)
            context.onTick { time in if time > 0.5 { box.center.x = 10 + CGFloat(time - 0.5) * 200 } }
        }
        let result = try SceneRenderer.render(scene, options: options(folder))
        #expect(result.framesRendered == 10 && result.framesEncoded == 5 && result.framesRepeated == 5)
        let manifest = try #require(result.manifest)
        #expect(Set(manifest.frames[0...5].map(\.fileHash)).count == 1 && Set(manifest.frames.map(\.fileHash)).count == 5)
        for frame in manifest.frames {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(frame.file))
            #expect(frame.fileHash.matches(bytes), "\(frame.file)")
        }
    }

    @Test("bad options are refused before anything is written, one line each")
    func invalidOptions() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID().uuidString)")
        func failure(_ change: (inout RenderOptions) -> Void) -> SceneRenderer.Failure? {
            var options = options(folder)
            change(&options)
            do {
                try SceneRenderer.render(scene { _ in }, options: options)
                return nil
            } catch { return error }
        }
        #expect(failure { $0.fps = 0 } == .invalidOption(.frameRate(0)))
        #expect(failure { $0.duration = .nan }?.description == "duration must be above 0 and at most 600 seconds (got nan)")
        #expect(failure { $0.frames = .range(5...20) } == .invalidOption(.frameRange(5...20, frameCount: 10)))
        #expect(failure { $0.frames = .times([-1]) } == .invalidOption(.frameTime(-1, duration: 1)))
        #expect(failure { $0.folder = nil } == .invalidOption(.nothingToWrite))
        #expect(failure { $0.posterPath = "/tmp/poster.jpg" } == .invalidOption(.posterFormat(path: "/tmp/poster.jpg")))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("cancelling mid-render removes what it wrote and keeps the earlier render byte for byte")
    func cancellation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = options(folder)
        let moving = scene { context in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            box.backgroundColor = .red
            context.view.addSubview(box)
            context.onTick { box.center.x = 10 + CGFloat($0) * 100 }
        }
        try SceneRenderer.render(moving, options: first)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let manifestBefore = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))

        var second = first
        second.transparent = true
        let cancellation = RenderCancellation()
        #expect(throws: SceneRenderer.Failure.cancelled) {
            try SceneRenderer.render(moving, options: second, cancellation: cancellation) { done, _ in
                if done == 4 { cancellation.cancel() }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("manifest.json")) == manifestBefore)

        // From another thread, as a signal handler does, while the main actor renders: cancel() returns once the
        // render has cleaned up.
        let waiting = RenderCancellation()
        nonisolated(unsafe) var cleanWhenCancelReturned = false
        let started = DispatchSemaphore(value: 0), returned = DispatchSemaphore(value: 0)
        let folderPath = folder.path
        Thread {
            started.wait()
            waiting.cancel()
            cleanWhenCancelReturned = (try? FileManager.default.contentsOfDirectory(atPath: folderPath).sorted()) == before
            returned.signal()
        }.start()
        #expect(throws: SceneRenderer.Failure.cancelled) {
            try SceneRenderer.render(moving, options: second, cancellation: waiting) { done, _ in
                if done == 2 { started.signal() }
                if done > 2 { Thread.sleep(forTimeInterval: 0.01) }
            }
        }
        returned.wait()
        #expect(cleanWhenCancelReturned, "clean when cancel() returns")

        let fresh = folder.appendingPathComponent("fresh")
        let another = RenderCancellation()
        #expect(throws: SceneRenderer.Failure.cancelled) {
            try SceneRenderer.render(moving, options: options(fresh), cancellation: another) { done, _ in
                if done == 2 { another.cancel() }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: fresh.path), "a cancelled first render leaves nothing")
    }

    @Test("the scene's warnings go to the warning handler, once")
    func warnings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = Log()
        nonisolated(unsafe) var timer: Timer?
        var options = options(folder)
        options.warning = { log.entries.append($0) }
        try SceneRenderer.render(scene { context in
            context.at(0.2) { timer = Timer.scheduledTimer(withTimeInterval: 600, repeats: true) { _ in } }
        }, options: options)
        timer?.invalidate()
        #expect(log.entries.count == 1 && log.entries[0].hasPrefix("a Timer follows wall-clock time, not the scene clock"))
    }
}
