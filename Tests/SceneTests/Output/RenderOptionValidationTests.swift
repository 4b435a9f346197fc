import Dynamics
import Foundation
import Testing

/// `RenderOptions` are checked once, before anything is drawn or written: each invalid option is refused with its
/// own `RenderOptionError`, naming the option (never a command-line flag).
@Suite("Render options: every invalid option refused with its typed error")
struct RenderOptionValidationTests {
    private static let root = FileManager.default.temporaryDirectory.appendingPathComponent("options-\(UUID().uuidString)")

    /// An existing regular file, to stand where a folder is needed.
    private static func regularFile() throws -> String {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        return file.path
    }

    private func refusal(_ change: (inout RenderOptions) throws -> Void) throws -> RenderOptionError? {
        let folder = Self.root.appendingPathComponent("render-\(UUID().uuidString)")
        var options = RenderOptions(folder: folder.path)
        options.fps = 10
        options.scale = 0.5
        try change(&options)
        defer { #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing written") }
        do {
            try SceneRenderer.render(Scene(name: "options", summary: "", size: CGSize(width: 200, height: 200),
                                           duration: 1) { _ in }, options: options)
            return nil
        } catch {
            guard case .invalidOption(let option) = error else { Issue.record("\(error)"); return nil }
            return option
        }
    }

    @Test("each number out of range")
    func numbers() throws {
        #expect(try refusal { $0.fps = 0 } == .frameRate(0))
        #expect(try refusal { $0.fps = 241 } == .frameRate(241))
        #expect(try refusal { $0.duration = 0 } == .duration(0))
        #expect(try refusal { $0.duration = 601 } == .duration(601))
        #expect(try refusal { $0.scale = 0 } == .scale(0))
        #expect(try refusal { $0.scale = .infinity } == .scale(.infinity))
        #expect(try refusal { $0.scale = 4.5 } == .scale(4.5))
        #expect(try refusal { $0.compressionLevel = 10 } == .compressionLevel(10))
        #expect(try refusal { $0.encoderThreads = -1 } == .encoderThreads(-1))
        let tiny = try #require(try refusal { $0.scale = 0.001 })
        guard case .frameSize(let scale, _) = tiny else { Issue.record("\(tiny)"); return }
        #expect(scale == 0.001 && tiny.option == .scale)
    }

    @Test("each frame selection that does not fit the render")
    func frames() throws {
        #expect(try refusal { $0.frames = .range(5...20) } == .frameRange(5...20, frameCount: 10))
        #expect(try refusal { $0.frames = .shard(3, of: 2) } == .shard(index: 3, count: 2))
        #expect(try refusal { $0.frames = .shard(1, of: 11) } == .tooManyShards(index: 1, count: 11, frameCount: 10))
        #expect(try refusal { $0.frames = .times([]) } == .noFrameTimes)
        #expect(try refusal { $0.frames = .times([0.5, 2]) } == .frameTime(2, duration: 1))
        #expect(try refusal { $0.posterPath = Self.root.appendingPathComponent("p.png").path; $0.posterTime = -0.5 }
            == .posterTime(-0.5, duration: 1))
        #expect(try refusal { $0.frames = .times([2]) }?.option == .frames)
    }

    @Test("each output that cannot be written")
    func outputs() throws {
        let file = try Self.regularFile()
        let inside = file + "/x"
        #expect(try refusal { $0.folder = nil } == .nothingToWrite)
        #expect(try refusal { $0.videoPath = "clip.avi" } == .videoFormat(path: "clip.avi"))
        #expect(try refusal { $0.videoPath = "clip.mp4"; $0.videoQuality.crf = 52 }
            == .videoQuality(.crfOutOfRange(52, format: .mp4, range: 0...51)))
        #expect(try refusal { $0.videoPath = "clip.webm"; $0.videoQuality.crf = 64 }
            == .videoQuality(.crfOutOfRange(64, format: .webm, range: 0...63)))
        #expect(try refusal { $0.videoPath = "clip.gif"; $0.videoQuality.crf = 20 } == .videoQuality(.crfNotApplicable(.gif)))
        #expect(try refusal { $0.videoPath = "clip.webm"; $0.videoQuality.preset = "fast" }
            == .videoQuality(.presetNotApplicable(.webm)))
        #expect(try refusal { $0.videoPath = "clip.mp4"; $0.videoQuality.preset = "quick" }
            == .videoQuality(.unknownPreset("quick")))
        #expect(try refusal { $0.videoQuality.crf = 20 } == .videoQuality(.noVideo))
        #expect(try refusal { $0.audioPath = "sound.wav"; $0.includesAudio = false } == .soundFileWithoutSound)
        #expect(try refusal { $0.audioPath = "sound.mp3" } == .soundFileFormat(path: "sound.mp3"))
        #expect(try refusal { $0.posterPath = "poster.jpg" } == .posterFormat(path: "poster.jpg"))
        #expect(try refusal { $0.tracePath = Self.root.path } == .unwritable(.tracePath, path: Self.root.path, reason: .isAFolder))
        #expect(try refusal { $0.videoPath = inside + ".mp4" }
            == .unwritable(.videoPath, path: inside + ".mp4", reason: .folderNotWritable(file)))
        #expect(try refusal { $0.posterPath = inside + "/deeper/poster.png" }
            == .unwritable(.posterPath, path: inside + "/deeper/poster.png", reason: .cannotCreateFolder(in: file)))
        #expect(try refusal { $0.folder = file } == .folder(.notAFolder(file)))
        #expect(try refusal { $0.audioPath = Self.root.path }?.option == .audioPath)
    }

    @Test("the errors speak of options, not of command-line flags")
    func wording() throws {
        let errors: [RenderOptionError] = [
            .frameRate(0), .duration(-1), .scale(9), .frameSize(scale: 0.001, reason: "no pixels"), .compressionLevel(12),
            .encoderThreads(-2), .frameRange(0...20, frameCount: 10), .shard(index: 0, count: 2),
            .tooManyShards(index: 1, count: 20, frameCount: 10), .noFrameTimes, .frameTime(3, duration: 1),
            .posterTime(3, duration: 1), .nothingToWrite, .videoFormat(path: "a.avi"),
            .videoQuality(.crfOutOfRange(60, format: .mp4, range: 0...51)), .videoQuality(.crfNotApplicable(.mov)),
            .videoQuality(.presetNotApplicable(.gif)), .videoQuality(.unknownPreset("x")), .videoQuality(.noVideo),
            .soundFileWithoutSound, .soundFileFormat(path: "a.mp3"), .posterFormat(path: "a.jpg"),
            .unwritable(.tracePath, path: "/t", reason: .isAFolder), .folder(.notARender("/f", scene: "s")),
        ]
        for error in errors {
            #expect(!error.description.contains("--"), "\(error.description)")
        }
        #expect(RenderOptionError.frameRate(0).description == "frame rate must be between 1 and 240 (got 0)")
        #expect(RenderOptionError.frameTime(3, duration: 1).description == "frame time 3 s is outside the render's 0…1 s")
    }
}
