import Dynamics
import Foundation
import Testing

/// Frame count and packet durations (seconds) of a video, read by ffprobe.
private func packetDurations(_ file: URL) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ffprobe", "-v", "error", "-show_entries", "packet=duration_time", "-of", "csv=p=0", file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
}

@Suite("dynamics render: several scenes, stills, video only, poster, quality; dynamics encode", .serialized)
struct RenderSelectionTests {
    @Test("several scenes render into one folder each under --out")
    func severalScenes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["render", "bounce", "snap", "--out", folder.path, "--duration", "0.2", "--fps", "10",
                                      "--scale", "0.5", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        for name in ["bounce", "snap"] {
            let manifest = try #require(RenderManifest.read(fromFolder: folder.appendingPathComponent(name).path))
            #expect(manifest.scene == name && manifest.frames.map(\.index) == [0, 1])
        }
    }

    @Test("--all with --at 0 writes one still per scene")
    func allScenesStill() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["render", "--all", "--at", "0", "--out", folder.path, "--scale", "0.25", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        let listed = try runDynamics(["list"]).standardOutput.split(separator: "\n").count
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(folders.count == listed)
        for name in folders {
            #expect(try frameFiles(in: folder.appendingPathComponent(name)) == ["frame_00000.png"], "\(name)")
        }
    }

    @Test("--at writes the frames nearest the given times, and the manifest lists just those")
    func stills() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["render", "bounce", "--at", "0.5,1,0.5", "--out", folder.path, "--scale", "0.5",
                                      "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try frameFiles(in: folder) == ["frame_00030.png", "frame_00060.png"])
        let manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        #expect(manifest.frames.map(\.time) == [0.5, 1.0])
    }

    @Test("--video alone writes no PNG frames; --png keeps them")
    func videoOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["render", "bounce", "--duration", "0.5", "--fps", "10", "--scale", "0.5",
                                      "--video", "bounce.mp4", "--quiet"], directory: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bounce.mp4"])
        #expect(try probeVideo(folder.appendingPathComponent("bounce.mp4")).frames == 5)
        let both = try runDynamics(["render", "bounce", "--duration", "0.5", "--fps", "10", "--scale", "0.5",
                                    "--video", "both.mp4", "--png", "--quiet"], directory: folder)
        #expect(both.status == 0, "\(both.standardError)")
        #expect(try frameFiles(in: folder.appendingPathComponent("render-output/bounce")).count == 5)
    }

    @Test("the poster is the frame at --poster-at, pixel for pixel")
    func poster() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let poster = folder.appendingPathComponent("poster.png")
        let result = try runDynamics(["render", "bounce", "--duration", "1.5", "--scale", "0.5", "--out",
                                      folder.appendingPathComponent("frames").path, "--poster", poster.path,
                                      "--poster-at", "1", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        let posterImage = try PNGReader.read(poster.path)
        let frame = try PNGReader.read(folder.appendingPathComponent("frames/frame_00060.png").path)
        #expect(posterImage.bytes == frame.bytes && posterImage.width == 160)
    }

    @Test("GIFs get one delay for every frame, at least 2/100 s: 60 fps plays at 50, 30 fps at 25")
    func gifDelays() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (fps, delay, frames) in [(60, "0.020000", 50), (30, "0.040000", 25)] {
            let gif = folder.appendingPathComponent("clip\(fps).gif")
            let result = try runDynamics(["render", "bounce", "--duration", "1", "--fps", "\(fps)", "--scale", "0.25",
                                          "--video", gif.path, "--quiet"])
            #expect(result.status == 0, "\(result.standardError)")
            let durations = try packetDurations(gif)
            #expect(durations.count == frames && Set(durations) == [delay], "\(fps) fps: \(Set(durations))")
        }
        #expect(VideoFormat.gifFrameDelay(fps: 24) == 5 && VideoFormat.gifFrameDelay(fps: 10) == 10)
    }

    @Test("--crf and --preset reach the encoder and are checked for the format")
    func quality() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sizes: [Int] = []
        for crf in ["10", "40"] {
            let video = folder.appendingPathComponent("crf\(crf).mp4")
            let result = try runDynamics(["render", "snap", "--duration", "1", "--scale", "0.5", "--video", video.path,
                                          "--crf", crf, "--preset", "ultrafast", "--quiet"])
            #expect(result.status == 0, "\(result.standardError)")
            sizes.append(try #require(try FileManager.default.attributesOfItem(atPath: video.path)[.size] as? Int))
        }
        #expect(sizes[0] > sizes[1] * 2, "crf 10 is much bigger than crf 40: \(sizes)")
        try expectUsageError(["render", "snap", "--video", folder.appendingPathComponent("a.mp4").path, "--crf", "60"],
                             mentioning: "--crf: the constant rate factor for mp4 must be between 0 and 51")
        try expectUsageError(["render", "snap", "--video", folder.appendingPathComponent("a.gif").path, "--crf", "20"],
                             mentioning: "--crf: a constant rate factor applies to mp4 and webm")
        try expectUsageError(["render", "snap", "--video", folder.appendingPathComponent("a.mp4").path, "--preset",
                              "quick"], mentioning: "--preset: unknown encoder preset 'quick'")
        try expectUsageError(["render", "snap", "--out", folder.appendingPathComponent("f").path, "--crf", "20"],
                             mentioning: "--crf and --preset need --video")
        try expectUsageError(["render", "bounce", "snap", "--video", folder.appendingPathComponent("a.mp4").path],
                             mentioning: "must contain {name}")
        try expectUsageError(["render", "bounce", "--at", "0.5,x"], mentioning: "--at must list seconds")
        try expectUsageError(["render", "bounce", "--at", "9"], mentioning: "--at: frame time 9 s is outside the render's 0…4 s")
        try expectUsageError(["render"], mentioning: "name a scene")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("f").path))
    }

    @Test("encode turns a render folder into a video and refuses a damaged or broken one")
    func encode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        let render = try runDynamics(["render", "bounce", "--duration", "0.5", "--fps", "10", "--scale", "0.5", "--out",
                                      frames.path, "--quiet"])
        #expect(render.status == 0, "\(render.standardError)")
        let video = folder.appendingPathComponent("bounce.webm")
        let result = try runDynamics(["encode", frames.path, "-o", video.path, "--crf", "40", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        let probe = try probeVideo(video)
        #expect(probe.frames == 5 && probe.codec == "vp9" && probe.width == 160)

        let damaged = frames.appendingPathComponent("frame_00002.png")
        var bytes = try Data(contentsOf: damaged)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: damaged)
        let refused = try runDynamics(["encode", frames.path, "-o", folder.appendingPathComponent("b.mp4").path, "--quiet"])
        #expect(refused.status == 1 && refused.errorLines.count == 1, "\(refused.standardError)")
        #expect(refused.standardError.contains("frame_00002.png is not the frame the manifest lists"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.mp4").path))
        let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "no partial video left: \(hidden)")
        try expectUsageError(["encode", folder.path, "-o", video.path], mentioning: "is not a render folder")
    }

    @Test("shell completion offers the scene names")
    func completion() throws {
        let script = try runDynamics(["--generate-completion-script", "bash"])
        #expect(script.status == 0 && script.standardOutput.contains("---completion render -- positional@0"))
        // What the script runs for `dynamics render <TAB>`: the word index, the cursor's place in it, the words.
        func offered(_ prefix: String) throws -> [String] {
            try runDynamics(["---completion", "render", "--", "positional@0", "2", "\(prefix.count)", "dynamics",
                             "render", prefix]).standardOutput.split(whereSeparator: \.isNewline).map(String.init)
        }
        let all = try offered("")
        #expect(all.contains("bounce") && all.contains("ball-menu") && all.contains("calibration"))
        #expect(try offered("bo") == ["boundary-outline", "bounce"])
    }
}
