import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

/// Collects what a recorder tells its delegate.
private final class RecorderWatcher: NSObject, AVAudioRecorderDelegate {
    var finished: [Bool] = []
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {
        finished.append(flag)
    }
}

@Suite("AVAudioRecorder: the microphone hears the scene's own sound")
@MainActor struct AVAudioRecorderTests {
    @Test("recording 0.4 … 1.0 s while a tone plays from 0.5 s writes a WAV that ffmpeg decodes to the mix of those 0.6 s (16-bit)")
    func recordsTheMix() throws {
        let tone = SoundFixtures.tone(frames: 9_600)
        let source = try SoundFixtures.writeWAV(tone)
        let target = source.deletingLastPathComponent().appendingPathComponent("recordedVoice.wav")
        let stage = SoundStage()
        let player = try AVAudioPlayer(contentsOf: source)
        let recorder = try AVAudioRecorder(url: target, settings: [:])
        let watcher = RecorderWatcher()
        recorder.delegate = watcher
        stage.at(0.4) { #expect(recorder.record()) }
        stage.at(0.5) { player.play() }
        stage.at(1.0) {
            #expect(abs(recorder.currentTime - 0.6) < 1e-9)
            recorder.stop()
        }
        #expect(watcher.finished == [true])
        #expect(!recorder.isRecording)
        let decoded = try SoundFixtures.decodeWithFFmpeg(target.path)
        #expect(decoded.count == 2 * 28_800)
        // 0.1 s of silence, then the tone's samples, to 16-bit precision.
        #expect(decoded[..<9_600].allSatisfy { $0 == 0 })
        let largest = zip(decoded[9_600...], tone).map { abs($0 - $1) }.max() ?? 1
        #expect(largest <= 1.0 / 32_768 + 1e-7, "largest difference \(largest)")
        #expect(stage.log.events.contains { $0.kind == .recorder("record") && abs($0.time - 0.4) < 1e-9 })
    }

    @Test("a pause leaves its stretch out; settings' rate and channels are honoured (mono 16 kHz)")
    func pauseAndSettings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("take.caf")
        let stage = SoundStage()
        let recorder = try AVAudioRecorder(url: target, settings: [AVSampleRateKey: 16_000, AVNumberOfChannelsKey: 1])
        stage.at(0) { recorder.record() }
        stage.at(0.25) { recorder.pause() }
        stage.at(0.5) { recorder.record() }
        stage.at(1.0) { recorder.stop() }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["ffprobe", "-v", "error", "-show_entries", "stream=sample_rate,channels,duration_ts",
                           "-of", "csv=p=0", target.path]
        let output = Pipe()
        probe.standardOutput = output
        try probe.run()
        let fields = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        #expect(fields.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("16000,1"), "\(fields)")
        let decoded = try SoundFixtures.decodeWithFFmpeg(target.path)
        // 0.25 s + 0.5 s: 12 000 frames at 16 kHz, 36 000 (± the resampler's edge) back at 48 kHz.
        #expect(abs(decoded.count / 2 - 36_000) <= 3, "\(decoded.count / 2) frames")
    }

    @Test("a folder that does not exist is a one-line error at init, as iOS fails to create the file")
    func missingFolder() {
        #expect(throws: NSError.self) {
            try AVAudioRecorder(url: URL(fileURLWithPath: "/no/such/folder/voice.wav"), settings: [:])
        }
    }
}
