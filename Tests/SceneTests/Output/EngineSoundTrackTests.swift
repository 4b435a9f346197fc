import Dynamics
import Foundation
import Testing

/// An `AVAudioEngine` player node and an `AVAudioPlayer` in one scene: both land in the render's one sound track,
/// checked by decoding the files the render wrote with ffmpeg.
@Suite("an audio engine in the render's sound track")
struct EngineSoundTrackTests {
    /// 0.1 s of a decaying 1 kHz tone, the right channel at half the left's level.
    private static let tone: [Float] = (0..<4_800).flatMap { frame -> [Float] in
        let t = Double(frame) / 48_000
        let left = Float(sin(2 * .pi * 1_000 * t) * exp(-t * 8)) * 0.5
        return [left, left / 2]
    }

    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("engine-\(UUID().uuidString)")

    /// What the scene holds for its whole run, as an app's view controller would.
    private final class Rig: @unchecked Sendable {
        let engine = AVAudioEngine()
        let node = AVAudioPlayerNode()
        var player: AVAudioPlayer?
    }

    private func decode(_ name: String) throws -> [Float] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-i", folder.appendingPathComponent(name).path, "-map", "0:a:0",
                             "-f", "f32le", "-ac", "2", "-ar", "48000", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }

    @Test("a node's buffer at 0.5 s and a player's file at 1.25 s: exact in the WAV, at their frames in the mp4")
    func engineAndPlayerShareTheTrack() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("tone.wav")
        try AudioMix(samples: Self.tone, startTime: 0).wavData.write(to: url)
        let rig = Rig()
        let scene = Scene(name: "engine", summary: "an engine and a player", size: CGSize(width: 32, height: 32),
                          duration: 2) { context in
            context.view.backgroundColor = .white
            rig.engine.attach(rig.node)
            rig.engine.connect(rig.node, to: rig.engine.mainMixerNode, format: nil)
            try? rig.engine.start()
            rig.player = try? AVAudioPlayer(contentsOf: url)
            context.at(0.5) {
                guard let file = try? AVAudioFile(forReading: url),
                      let buffer = AVAudioPCMBuffer(pcmFormat: file.processingFormat,
                                                    frameCapacity: AVAudioFrameCount(file.length)) else { return }
                try? file.read(into: buffer)
                rig.node.volume = 0.5
                rig.node.scheduleBuffer(buffer, completionHandler: nil)
                rig.node.play()
            }
            context.at(1.25) { rig.player?.play() }
        }
        var options = RenderOptions()
        options.fps = 30
        options.scale = 1
        options.videoPath = folder.appendingPathComponent("out.mp4").path
        options.audioPath = folder.appendingPathComponent("out.wav").path
        options.encoderThreads = 0
        let result = try SceneRenderer.render(scene, options: options)
        #expect(result.audio?.frameCount == 96_000)

        let wav = try decode("out.wav")
        #expect(wav[0..<48_000].allSatisfy { $0 == 0 })
        #expect(Array(wav[48_000..<57_600]) == Self.tone.map { $0 * 0.5 })
        #expect(wav[57_600..<120_000].allSatisfy { $0 == 0 })
        #expect(Array(wav[120_000..<129_600]) == Self.tone)
        #expect(wav[129_600...].allSatisfy { $0 == 0 })

        // The AAC track: the first sound heard at 0.5 s, the second at 1.25 s, within one AAC frame (1 024 samples).
        let track = try decode("out.mp4")
        let loud = (0..<(track.count / 2)).filter { abs(track[2 * $0]) > 0.01 }
        let first = try #require(loud.first)
        let second = try #require(loud.first { $0 > 40_000 })
        #expect(abs(first - 24_000) <= 1_024, "first heard at frame \(first)")
        #expect(abs(second - 60_000) <= 1_024, "second heard at frame \(second)")
        #expect(loud.allSatisfy { (23_000..<30_000).contains($0) || (59_000..<66_000).contains($0) })
    }
}
