import Dynamics
import Foundation
import Testing

@Suite("dynamics render --video formats")
struct VideoFormatTests {
    private func renderVideo(_ name: String, extraArguments: [String] = []) throws -> URL {
        let folder = try temporaryFolder()
        let video = folder.appendingPathComponent(name)
        let result = try runDynamics(["render", "calibration", "--duration", "0.5", "--fps", "10", "--scale", "1",
                                      "--quiet", "--out", folder.appendingPathComponent("frames").path,
                                      "--video", video.path] + extraArguments)
        #expect(result.status == 0, "\(result.standardError)")
        return video
    }

    @Test("odd-sized mp4 frames are padded to even")
    func oddSizeMP4() throws {
        let video = try renderVideo("odd.mp4")
        defer { try? FileManager.default.removeItem(at: video.deletingLastPathComponent()) }
        let probe = try probeVideo(video)
        #expect(probe.frames == 5 && probe.width == 376 && probe.height == 668 && probe.codec == "h264")
    }

    @Test("webm is VP9")
    func webm() throws {
        let video = try renderVideo("clip.webm")
        defer { try? FileManager.default.removeItem(at: video.deletingLastPathComponent()) }
        let probe = try probeVideo(video)
        #expect(probe.frames == 5 && probe.codec == "vp9" && probe.width == 375)
    }

    @Test("gif gets a generated palette")
    func gif() throws {
        let video = try renderVideo("clip.gif")
        defer { try? FileManager.default.removeItem(at: video.deletingLastPathComponent()) }
        let probe = try probeVideo(video)
        #expect(probe.frames == 5 && probe.codec == "gif" && probe.pixelFormat == "bgra")
    }

    @Test("transparent mov is ProRes 4444 with alpha")
    func transparentMOV() throws {
        let video = try renderVideo("clip.mov", extraArguments: ["--transparent"])
        defer { try? FileManager.default.removeItem(at: video.deletingLastPathComponent()) }
        let probe = try probeVideo(video)
        #expect(probe.frames == 5 && probe.codec == "prores" && probe.pixelFormat.hasPrefix("yuva444p"))
    }
}
