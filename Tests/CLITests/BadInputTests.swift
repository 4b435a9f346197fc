import Dynamics
import Foundation
import Testing

@Suite("dynamics bad input")
struct BadInputTests {
    private let render = ["render", "calibration", "--quiet"]

    @Test("an unknown scene suggests the close name")
    func unknownScene() throws {
        try expectUsageError(["render", "calbration"], mentioning: "did you mean 'calibration'")
        try expectUsageError(["render", "zzzz"], mentioning: "unknown scene 'zzzz'")
    }

    @Test("fps must be a whole number from 1 to 240", arguments: ["0", "-1", "abc", "241", "1.5"])
    func badFPS(_ value: String) throws {
        try expectUsageError(render + ["--fps=\(value)"], mentioning: "fps")
    }

    @Test("duration must be above 0 and at most 600 s", arguments: ["0", "-1", "601", "nan", "inf", "x"])
    func badDuration(_ value: String) throws {
        try expectUsageError(render + ["--duration=\(value)"], mentioning: "duration")
    }

    @Test("scale must be above 0 and at most 4", arguments: ["0", "-2", "4.5", "1e9", "nan", "two"])
    func badScale(_ value: String) throws {
        try expectUsageError(render + ["--scale=\(value)"], mentioning: "scale")
    }

    @Test("frames must be A..B inside the render", arguments: ["5", "a..b", "3..1", "0..60", "-1..2", "1...2", ""])
    func badFrames(_ value: String) throws {
        try expectUsageError(render + ["--duration", "1", "--fps", "60", "--frames=\(value)"], mentioning: "--frames")
    }

    /// Each render option refused by the library, as the command line reports it: one line naming the flag.
    static let refusedOptions: [(arguments: [String], line: String)] = [
        (["--fps", "0"], "error: --fps: frame rate must be between 1 and 240 (got 0)"),
        (["--duration", "700"], "error: --duration: duration must be above 0 and at most 600 seconds (got 700)"),
        (["--scale", "5"], "error: --scale: scale must be above 0 and at most 4 (got 5)"),
        (["--compression", "10"], "error: --compression: PNG compression level must be between 0 and 9 (got 10)"),
        (["--duration", "1", "--frames", "0..99"], "error: --frames: frames 0..99 are outside the render's 0..59"),
        (["--duration", "1", "--at", "2"], "error: --at: frame time 2 s is outside the render's 0…1 s"),
        (["--duration", "1", "--shard", "3/2"], "error: --shard: shard must be K of N with 1 ≤ K ≤ N (got 3 of 2)"),
        (["--video", "/tmp/x.avi"], "error: --video: " + VideoEncoderError.unsupportedExtension("/tmp/x.avi").description),
        (["--video", "/tmp/x.mp4", "--crf", "60"],
         "error: --crf: the constant rate factor for mp4 must be between 0 and 51 (got 60)"),
        (["--video", "/tmp/x.mp4", "--preset", "quick"],
         "error: --preset: unknown encoder preset 'quick'; use one of " + VideoQuality.presets.joined(separator: ", ")),
        (["--crf", "20"], "error: --crf and --preset need --video"),
        (["--poster", "/tmp/p.jpg"], "error: --poster: the poster '/tmp/p.jpg' must be a .png file"),
        (["--duration", "1", "--poster", "/tmp/p.png", "--poster-at", "5"],
         "error: --poster-at: poster time 5 s is outside the render's 0…1 s"),
        (["--audio", "/tmp/a.mp3"], "error: --audio: the sound file '/tmp/a.mp3' must be a .wav file"),
        (["--audio", "/tmp/a.wav", "--no-audio"], "error: --audio: a sound file was asked for with sound left out; choose one"),
        (["--trace", "/tmp"], "error: --trace: the trace '/tmp' is a folder"),
    ]

    @Test("a refused render option is one line naming its flag, exit status 2", arguments: refusedOptions.indices)
    func refusedOption(_ index: Int) throws {
        let (arguments, line) = Self.refusedOptions[index]
        let result = try runDynamics(render + arguments)
        #expect(result.status == 2 && result.errorLines == [line], "\(arguments): \(result.standardError)")
    }

    @Test("compression must be 0…9", arguments: ["-1", "10"])
    func badCompression(_ value: String) throws {
        try expectUsageError(render + ["--compression=\(value)"], mentioning: "compression")
    }

    @Test("an output folder that cannot be created is refused before anything is written")
    func unwritableOutput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        try expectUsageError(render + ["--out", file.appendingPathComponent("frames").path], mentioning: "cannot create")
        try expectUsageError(render + ["--out", file.path], mentioning: "not a folder")
    }

    @Test("an unknown video extension is refused")
    func badVideoExtension() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectUsageError(render + ["--out", folder.path, "--video", folder.appendingPathComponent("a.avi").path],
                             mentioning: ".mp4")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("unknown options and subcommands give one line and exit 2")
    func unknownOption() throws {
        try expectUsageError(render + ["--colour", "red"], mentioning: "--colour")
        try expectUsageError(["paint"], mentioning: "paint")
    }

    @Test("a sound file must be a .wav, and cannot be asked for with --no-audio")
    func badSoundOptions() throws {
        try expectUsageError(render + ["--audio", "track.mp3"], mentioning: "must be a .wav file")
        try expectUsageError(render + ["--audio", "track.wav", "--no-audio"], mentioning: "choose one")
    }

    @Test("a video needs no ffmpeg program: encoded in this process, as --verbose says")
    func videoWithoutTheFFmpegProgram() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("clip.mp4")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path
        let result = try runDynamics(render + ["--duration", "0.2", "--fps", "10", "--scale", "0.5", "--quiet", "--verbose",
                                               "--video", video.path], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "video: libx264 through libavcodec in this process, muxed by libavformat\n")
        let probe = try probeVideo(video)
        #expect(probe.frames == 2 && probe.codec == "h264" && probe.pixelFormat == "yuv420p", "\(probe)")
    }

    @Test("a full disk mid-video: one line, exit 1, no video and no temporary files")
    func fullDiskWhileEncoding() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(render + ["--duration", "1", "--fps", "30", "--scale", "0.5", "--quiet",
                                               "--video", folder.appendingPathComponent("clip.mp4").path],
                                     fileSizeLimit: 8 * 512)
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix("error: video encoding failed: ") == true, "\(result.standardError)")
        #expect(result.standardError.contains("File too large"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
