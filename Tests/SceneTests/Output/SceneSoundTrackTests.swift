import Dynamics
import Foundation
import Testing

/// The render's sound track, checked by decoding the files it wrote with ffmpeg.
@Suite("the sound track of a render")
struct SceneSoundTrackTests {
    /// 0.1 s of a decaying 1 kHz tone, the right channel at half the left's level.
    private static let tone: [Float] = (0..<4_800).flatMap { frame -> [Float] in
        let t = Double(frame) / 48_000
        let left = Float(sin(2 * .pi * 1_000 * t) * exp(-t * 8)) * 0.5
        return [left, left / 2]
    }

    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sound-\(UUID().uuidString)")

    private func toneFile() throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("tone.wav")
        try AudioMix(samples: Self.tone, startTime: 0).wavData.write(to: url)
        return url
    }

    /// A 2 s scene (a small square) whose calls to its players happen at the given times.
    private func scene(name: String = "sound", _ script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> Scene {
        Scene(name: name, summary: "plays sounds", size: CGSize(width: 32, height: 32), duration: 2) { context in
            context.view.backgroundColor = .white
            script(context)
        }
    }

    /// Keeps `players` for the whole scene, as an app keeps them in properties (a player that goes away stops).
    private static func keep(_ players: [AVAudioPlayer?], in context: SceneContext) {
        context.onTick { _ in withExtendedLifetime(players) {} }
    }

    @discardableResult
    private func render(_ scene: Scene, video: String? = "out.mp4", audio: String? = "out.wav",
                        includesAudio: Bool = true) throws -> RenderResult {
        var options = RenderOptions()
        options.fps = 30
        options.scale = 1
        options.videoPath = video.map { folder.appendingPathComponent($0).path }
        options.audioPath = audio.map { folder.appendingPathComponent($0).path }
        options.includesAudio = includesAudio
        options.encoderThreads = 0
        return try SceneRenderer.render(scene, options: options)
    }

    /// ffmpeg's or ffprobe's standard output.
    private func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool, "-v", "error"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    private func decode(_ name: String) throws -> [Float] {
        let data = try run("ffmpeg", ["-i", folder.appendingPathComponent(name).path, "-map", "0:a:0", "-f", "f32le",
                                      "-ac", "2", "-ar", "48000", "-"])
        return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }

    private func audioCodec(_ name: String) throws -> String {
        String(decoding: try run("ffprobe", ["-select_streams", "a", "-show_entries", "stream=codec_name", "-of",
                                             "csv=p=0", folder.appendingPathComponent(name).path]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("a sound played at 1 s: the WAV holds the file's samples exactly from frame 48 000, the AAC track nearly")
    func soundAtOneSecond() throws {
        let url = try toneFile()
        let scene = scene { context in
            let player = try? AVAudioPlayer(contentsOf: url)
            Self.keep([player], in: context)
            context.at(1) { player?.play() }
        }
        let result = try render(scene)
        #expect(result.audio?.frameCount == 96_000)

        let wav = try decode("out.wav")
        #expect(wav.count == 2 * 96_000)
        #expect(wav[0..<96_000].allSatisfy { $0 == 0 })
        #expect(Array(wav[96_000..<(96_000 + Self.tone.count)]) == Self.tone)
        #expect(wav[(96_000 + Self.tone.count)...].allSatisfy { $0 == 0 })

        #expect(try audioCodec("out.mp4") == "aac")
        let track = try decode("out.mp4")
        let firstHeard = try #require(track.firstIndex { abs($0) > 0.01 }) / 2
        #expect(abs(firstHeard - 48_000) <= 1_024, "first heard at frame \(firstHeard)")
        var error = 0.0, energy = 0.0
        for (index, sample) in Self.tone.enumerated() {
            let difference = Double(track[96_000 + index] - sample)
            error += difference * difference
            energy += Double(sample * sample)
        }
        #expect((error / energy).squareRoot() < 0.05, "relative RMS error \((error / energy).squareRoot())")
    }

    @Test("overlapping plays add, volume scales, stop cuts: the WAV's samples")
    func mixesScalesAndCuts() throws {
        let url = try toneFile()
        let scene = scene { context in
            let a = try? AVAudioPlayer(contentsOf: url), b = try? AVAudioPlayer(contentsOf: url)
            let quiet = try? AVAudioPlayer(contentsOf: url), cut = try? AVAudioPlayer(contentsOf: url)
            Self.keep([a, b, quiet, cut], in: context)
            quiet?.volume = 0.5
            context.at(0.5) { a?.play() }
            context.at(0.55) { b?.play() }
            context.at(1) { quiet?.play() }
            context.at(1.5) { cut?.play() }
            context.at(1.55) { cut?.stop() }
        }
        try render(scene, video: nil)
        let wav = try decode("out.wav")
        let tone = Self.tone
        for frame in stride(from: 0, to: 7_200, by: 7) {
            let expected = (frame < 4_800 ? tone[2 * frame] : 0) + (frame >= 2_400 ? tone[2 * (frame - 2_400)] : 0)
            #expect(wav[2 * (24_000 + frame)] == expected)
        }
        #expect(Array(wav[96_000..<105_600]) == tone.map { $0 * 0.5 })
        #expect(Array(wav[144_000..<148_800]) == Array(tone[0..<4_800]))
        #expect(wav[148_800..<192_000].allSatisfy { $0 == 0 })
    }

    @Test("the trace lists each call that starts or ends sound at its own time, and no setting")
    func traceRowsOfSounds() throws {
        let url = try toneFile()
        let scene = scene { context in
            let first = try? AVAudioPlayer(contentsOf: url), second = try? AVAudioPlayer(contentsOf: url)
            Self.keep([first, second], in: context)
            context.at(0.5) { first?.play() }
            context.at(0.52) { first?.volume = 0.5 }
            context.at(0.55) { first?.stop() }
            context.at(1) { second?.play() }
        }
        var options = RenderOptions()
        options.fps = 30
        options.duration = 2
        options.tracePath = folder.appendingPathComponent("trace.csv").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try SceneRenderer.render(scene, options: options)
        let rows = try #require(TraceRow.rows(csv: String(contentsOfFile: options.tracePath!, encoding: .utf8)))
        // The tone lasts 0.1 s: the first player is stopped half way, the second reaches its end at 1.1 s; the
        // volume change has no row. Each
        // row belongs to the first frame at or after its time (frame k shows (k − 1)/30 < t ≤ k/30).
        #expect(rows.filter(\.isSound).map(\.csvLine) == [
            "15,0.500000,sound:player 1 (tone.wav) play(from: 0.0),0.0000,0.0000,0.000000",
            "17,0.550000,sound:player 1 (tone.wav) stop,0.0000,0.0000,0.000000",
            "30,1.000000,sound:player 2 (tone.wav) play(from: 0.0),0.0000,0.0000,0.000000",
            "33,1.100000,sound:player 2 (tone.wav) finished,0.0000,0.0000,0.000000",
        ])
        #expect(rows.allSatisfy { $0.isSound }, "the scene names no view, so its trace is only these rows")
    }

    @Test("the same scene rendered twice gives the same WAV bytes")
    func deterministic() throws {
        let url = try toneFile()
        let scene = scene { context in
            let player = try? AVAudioPlayer(contentsOf: url)
            Self.keep([player], in: context)
            player?.numberOfLoops = 3
            player?.pan = 0.3
            context.at(0.2) { player?.play() }
            context.at(0.4) { player?.setVolume(0.2, fadeDuration: 0.3) }
        }
        try render(scene, video: nil, audio: "first.wav")
        try render(scene, video: nil, audio: "second.wav")
        let first = try Data(contentsOf: folder.appendingPathComponent("first.wav"))
        #expect(first.count == 44 + 96_000 * 8)
        #expect(try Data(contentsOf: folder.appendingPathComponent("second.wav")) == first)
    }

    @Test("a scene that plays nothing, or a render without sound, has no sound track")
    func noSoundNoTrack() throws {
        let url = try toneFile()
        let silent = scene { _ in }
        let result = try render(silent, audio: nil)
        #expect(result.audio == nil)
        #expect(try audioCodec("out.mp4") == "")
        let loud = scene { context in
            let player = try? AVAudioPlayer(contentsOf: url)
            Self.keep([player], in: context)
            context.at(0.5) { player?.play() }
        }
        try render(loud, video: "quiet.mp4", audio: nil, includesAudio: false)
        #expect(try audioCodec("quiet.mp4") == "")
        #expect(throws: SceneRenderer.Failure.self) { try render(loud, includesAudio: false) }
        #expect(throws: SceneRenderer.Failure.self) { try render(loud, video: nil, audio: "out.mp3") }
    }

    @Test("WebM gets Opus; a GIF has no sound and still renders")
    func otherFormats() throws {
        let url = try toneFile()
        let scene = scene { context in
            let player = try? AVAudioPlayer(contentsOf: url)
            Self.keep([player], in: context)
            context.at(0.5) { player?.play() }
        }
        try render(scene, video: "out.webm", audio: nil)
        #expect(try audioCodec("out.webm") == "opus")
        try render(scene, video: "out.gif", audio: nil)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.gif").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }
}
