import Dynamics
import Foundation
import Testing

/// Every output of a render — frames with their manifest, video, poster, trace and sound file — comes from a sink
/// that commits its files only when the whole render succeeded. These renders replace an earlier render of every
/// output and fail (or are cancelled) part-way; the earlier files must stay byte for byte, with nothing staged left.
@Suite("Frame sinks: outputs committed on success, the earlier render kept whole on failure")
struct FrameSinkTests {
    /// One output a test breaks, and how.
    enum Fault: String, CaseIterable, CustomStringConvertible {
        case frames, video, poster, trace, sound
        var description: String { rawValue }
    }

    /// A render folder and its four files in a fresh folder.
    struct Outputs {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sinks-\(UUID().uuidString)")
        var frames: URL { root.appendingPathComponent("frames") }
        var video: URL { root.appendingPathComponent("clip.mp4") }
        var poster: URL { root.appendingPathComponent("poster.png") }
        var trace: URL { root.appendingPathComponent("trace.csv") }
        var sound: URL { root.appendingPathComponent("sound.wav") }
        let pid = ProcessInfo.processInfo.processIdentifier

        /// Where each sink writes before it commits.
        func staging(of fault: Fault) -> URL {
            switch fault {
            case .frames: frames.appendingPathComponent(".dynamics-staging-\(pid)")
            case .video: root.appendingPathComponent(".clip.mp4.partial-\(pid)")
            case .poster: root.appendingPathComponent(".poster.png.\(pid).tmp")
            case .trace: root.appendingPathComponent(".trace.csv.\(pid).tmp")
            case .sound: root.appendingPathComponent(".sound.wav.\(pid).tmp")
            }
        }

        /// Every file under the root (hidden ones too) with its bytes.
        func files() throws -> [String: Data] {
            var found: [String: Data] = [:]
            let walker = FileManager.default.enumerator(atPath: root.path)
            while let name = walker?.nextObject() as? String {
                let url = root.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                    found[name] = try Data(contentsOf: url)
                } else {
                    found[name + "/"] = Data()
                }
            }
            return found
        }
    }

    /// A box moving at `speed` points a second, named for the trace.
    private func movingScene(speed: CGFloat) -> Scene {
        Scene(name: "sinks", summary: "", size: CGSize(width: 80, height: 80), duration: 1) { context in
            let box = UIView(frame: CGRect(x: 0, y: 30, width: 20, height: 20))
            box.backgroundColor = .systemBlue
            box.accessibilityIdentifier = "box"
            context.view.addSubview(box)
            context.onTick { box.center.x = 10 + CGFloat($0) * speed }
        }
    }

    /// The first render (1 s, opaque) or the second (0.8 s, transparent): every output differs between them.
    private func options(_ outputs: Outputs, second: Bool, without: Set<Fault> = []) -> RenderOptions {
        var options = RenderOptions(folder: outputs.frames.path)
        options.fps = 10
        options.scale = 1
        options.duration = second ? 0.8 : 1
        options.transparent = second
        if !without.contains(.video) { options.videoPath = outputs.video.path }
        options.posterPath = outputs.poster.path
        options.posterTime = 0.5
        options.tracePath = outputs.trace.path
        options.audioPath = outputs.sound.path
        return options
    }

    @Test("a render that succeeds puts every output in place, replacing the earlier one, and leaves nothing staged")
    func success() throws {
        let outputs = Outputs()
        defer { try? FileManager.default.removeItem(at: outputs.root) }
        try SceneRenderer.render(movingScene(speed: 40), options: options(outputs, second: false))
        let first = try outputs.files()
        let result = try SceneRenderer.render(movingScene(speed: 60), options: options(outputs, second: true))
        let second = try outputs.files()
        #expect(result.manifest?.frames.map(\.index) == Array(0..<8))
        for name in ["frames/manifest.json", "frames/frame_00005.png", "clip.mp4", "poster.png", "trace.csv", "sound.wav"] {
            #expect(first[name] != nil && second[name] != nil && first[name] != second[name], "\(name) replaced")
        }
        #expect(second["frames/frame_00009.png"] == nil, "frames of the longer render are gone")
        #expect(second["poster.png"] == second["frames/frame_00005.png"], "the poster is frame 5's PNG")
        // 8 frames at 10 fps: 0.8 s of 48 kHz stereo 32-bit float (8 bytes a sample frame) and a header.
        let soundBytes = try #require(second["sound.wav"]).count
        #expect(soundBytes - 38_400 * 8 > 0 && soundBytes - 38_400 * 8 < 100, "\(soundBytes) bytes")
        #expect(try String(contentsOf: outputs.trace, encoding: .utf8).split(separator: "\n").count == 1 + 8)
        #expect(Set(second.keys).subtracting(Set(first.keys)).isEmpty, "no new files: \(second.keys.sorted())")
    }

    @Test("cancelled part-way, every sink removes what it wrote and the earlier outputs stay byte for byte")
    func cancelled() throws {
        let outputs = Outputs()
        defer { try? FileManager.default.removeItem(at: outputs.root) }
        try SceneRenderer.render(movingScene(speed: 40), options: options(outputs, second: false))
        let before = try outputs.files()
        let cancellation = RenderCancellation()
        #expect(throws: SceneRenderer.Failure.cancelled) {
            try SceneRenderer.render(movingScene(speed: 60), options: options(outputs, second: true),
                                     cancellation: cancellation) { done, _ in
                if done == 6 {
                    // Every sink has files staged by now.
                    for fault in [Fault.frames, .video, .trace] {
                        #expect(FileManager.default.fileExists(atPath: outputs.staging(of: fault).path), "\(fault)")
                    }
                    cancellation.cancel()
                }
            }
        }
        #expect(try outputs.files() == before)
    }

    /// Makes `fault`'s sink fail part-way through the render, as a full disk or a vanished file would.
    private func breakSink(_ fault: Fault, of outputs: Outputs) throws {
        let staging = outputs.staging(of: fault)
        switch fault {
        case .frames:
            // Frame 7's file cannot be put in place: a folder with a file in it stands there.
            let blocker = staging.appendingPathComponent("frame_00007.png")
            try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: blocker.appendingPathComponent("inside"))
        case .video, .poster, .sound, .trace:
            // A folder stands where the temporary file is: the poster and sound file cannot be written, the video
            // cannot be finished and read back (its muxer reopens the file to move the index to the front), the
            // trace cannot be renamed over the earlier file.
            try? FileManager.default.removeItem(at: staging)
            try FileManager.default.createDirectory(at: staging.appendingPathComponent("blocker"),
                                                    withIntermediateDirectories: true)
        }
    }

    @Test("a sink that fails part-way fails the render; every earlier output stays byte for byte, nothing staged",
          arguments: Fault.allCases)
    func failure(_ fault: Fault) throws {
        let outputs = Outputs()
        defer { try? FileManager.default.removeItem(at: outputs.root) }
        // A file renamed into place cannot be taken back: the trace, which fails only as it is renamed, is checked
        // without a video (renamed first).
        let without: Set<Fault> = fault == .trace ? [.video] : []
        try SceneRenderer.render(movingScene(speed: 40), options: options(outputs, second: false, without: without))
        let before = try outputs.files()
        var broken = false
        do {
            try SceneRenderer.render(movingScene(speed: 60), options: options(outputs, second: true, without: without)) { done, _ in
                if done == 3 && !broken {
                    broken = true
                    try? breakSink(fault, of: outputs)
                }
            }
            Issue.record("the render succeeded")
        } catch {
            guard case .failed = error else { Issue.record("\(error)"); return }
        }
        #expect(broken)
        // The obstacle is the test's, not the render's.
        if fault != .frames { try? FileManager.default.removeItem(at: outputs.staging(of: fault)) }
        #expect(try outputs.files() == before, "\(fault)")
    }
}
