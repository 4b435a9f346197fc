import DynamicsAudio
import DynamicsUIKit
import Foundation

/// Sounds made by the tests (no recorded audio enters the repository): a decaying tone written as a float WAV file,
/// whose samples ffmpeg decodes back unchanged, and a scene clock with a sound log to play it on.
enum SoundFixtures {
    /// `frames` stereo frames of a 1 kHz tone decaying from `peak`, the right channel at half the left's level.
    static func tone(frames: Int, peak: Float = 0.5) -> [Float] {
        (0..<frames).flatMap { frame -> [Float] in
            let t = Double(frame) / 48_000
            let left = Float(sin(2 * .pi * 1_000 * t) * exp(-t * 8)) * peak
            return [left, left / 2]
        }
    }

    /// Writes `samples` (interleaved stereo, 48 kHz) as a 32-bit float WAV file in a fresh temporary folder.
    static func writeWAV(_ samples: [Float], name: String = "tone.wav") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audio-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try AudioMix(samples: samples, startTime: 0).wavData.write(to: url)
        return url
    }

    /// Reads a float WAV file's samples back with ffmpeg (a decoder that is not ours).
    static func decodeWithFFmpeg(_ path: String, extra: [String] = []) throws -> [Float] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-i", path] + extra + ["-f", "f32le", "-ac", "2", "-ar", "48000", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }
}

/// A scene clock and sound log without a scene: `at(t) { … }` moves the clock to t, runs the main-queue work due
/// (where players finish) and then `body`, with both installed, as a scene tick does.
@MainActor final class SoundStage {
    let clock = AnimationClock()
    let log = SoundLog()

    func at(_ time: TimeInterval, _ body: () -> Void = {}) {
        clock.advance(to: time)
        clock.withCurrent {
            log.withCurrent {
                clock.drainMainQueue()
                body()
            }
        }
    }

    /// Runs every tick (1/60 s) from the clock's time to `time`.
    func run(to time: TimeInterval) {
        var tick = Int((clock.now * 60).rounded()) + 1
        while Double(tick) / 60 <= time + 1e-9 {
            at(Double(tick) / 60)
            tick += 1
        }
    }
}
