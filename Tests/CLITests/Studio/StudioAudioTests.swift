import Dynamics
import DynamicsDemos
import Foundation
import Testing

/// `GET /api/scenes/{name}/audio`: the scene's mixed sound as WAV, for the page to play in sync with the frames.
@Suite("dynamics studio: a scene's sound as WAV", .serialized)
struct StudioAudioTests {
    @Test("the WAV's first sound is at the first play of the scene's SoundLog, is `render --audio`'s file, and the child's")
    @MainActor func soundOfAScene() throws {
        let scene = try #require(demoScenes.first { $0.name == "clicking-balls" })
        let runner = SceneRunner(scene: scene)
        runner.warn = { _ in }
        runner.advance(to: FrameTiming.time(ofFrame: FrameTiming.frameCount(duration: scene.duration, fps: 60) - 1, fps: 60))
        let firstPlay = try #require(runner.sounds.events.first { if case .play = $0.kind { true } else { false } }).time

        let studio = try StudioProcess()
        let answer = try studio.request("GET /api/scenes/clicking-balls/audio HTTP/1.1")
        #expect(answer.status == 200 && answer.headers["content-type"] == "audio/wav", "\(answer.status) \(answer.text.prefix(200))")
        let samples = try Self.floatStereoSamples(ofWAV: answer.body)
        // 6 s at 48 kHz, two channels.
        #expect(samples.count == 2 * 6 * 48_000)
        let firstSound = try #require(samples.firstIndex { abs($0) > 1e-6 }) / 2
        // The click starts at sin(0) = 0, so its first audible sample is the one after the play's (± one frame).
        let playFrame = Int((firstPlay * 48_000).rounded())
        #expect((playFrame...playFrame + 2).contains(firstSound), "first sound at frame \(firstSound), played at \(firstPlay) s")
        #expect(samples[..<(2 * playFrame)].allSatisfy { $0 == 0 })

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mix.wav").path
        let rendered = try runDynamics(["render", "clicking-balls", "--audio", path, "--quiet"])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        #expect(answer.body == (try Data(contentsOf: URL(fileURLWithPath: path))))

        let child = try StudioProcess(["--build-command", "true", "--scenes-executable", try dynamicsExecutable().path],
                                      folder: try StudioSceneProcessTests.package())
        try StudioWatchTests.waitForBuild(child)
        let there = try child.request("GET /api/scenes/clicking-balls/audio HTTP/1.1")
        #expect(there.status == 200 && there.body == answer.body)
        for studio in [studio, child] {
            let silent = try studio.request("GET /api/scenes/gravity/audio HTTP/1.1")
            #expect(silent.status == 404 && silent.text.contains("plays no sound"), "\(silent.status) \(silent.text)")
            #expect(try studio.request("GET /api/scenes/nothing/audio HTTP/1.1").status == 404)
            #expect(try studio.request("GET /api/scenes/clicking-balls/audio?fps=0 HTTP/1.1").status == 400)
        }
    }

    /// The samples of a 32-bit float WAV file (the format `AudioMix.wavData` writes), checking its header.
    static func floatStereoSamples(ofWAV data: Data) throws -> [Float] {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        try #require(bytes.count >= 44 && String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF"
                     && String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE")
        #expect(u16(20) == 3 && u16(22) == 2 && u32(24) == 48_000 && u16(34) == 32)
        try #require(String(decoding: bytes[36..<40], as: UTF8.self) == "data" && u32(40) == bytes.count - 44)
        return stride(from: 44, to: bytes.count, by: 4).map { Float(bitPattern: UInt32(u32($0))) }
    }
}
