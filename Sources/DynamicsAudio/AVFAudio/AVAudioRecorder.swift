import Foundation
import DynamicsUIKit

/// Records what the scene's microphone hears into a sound file (AVFAudio's `AVAudioRecorder`).
///
/// A render has no microphone and no room: the microphone hears the scene's own sound, so what plays while the
/// recorder records (an `AVAudioPlayer` a harness starts to stand for a voice, say) is what the file holds; a scene
/// where nothing plays records silence. Recording follows the scene clock: `record()` at scene time t₀ and `stop()` at
/// t₁ write the mix of t₀ … t₁ (pauses left out), through ffmpeg, in the format the file's extension names, at the
/// settings' `AVSampleRateKey` and `AVNumberOfChannelsKey` when given (else 48 kHz stereo). The file is written
/// when the recording stops, and the delegate told then.
open class AVAudioRecorder: NSObject {
    /// Where the recording is written.
    public let url: URL
    /// The settings the recorder was made with.
    public let settings: [String: Any]
    /// Told when a recording has been written.
    open weak var delegate: (any AVAudioRecorderDelegate)?
    /// Accepted; `updateMeters()` measures whether or not it is set.
    open var isMeteringEnabled = false

    /// The scene stretches recorded so far (start, end), and the start of the one running.
    private var stretches: [(start: TimeInterval, end: TimeInterval)] = []
    private var runningSince: TimeInterval?
    /// The scene's log and clock, from the first `record()`.
    private var stage: (log: SoundLog, clock: AnimationClock)?
    private var generation = 0
    private var meters: (peak: Float, average: Float) = (-160, -160)

    /// A recorder that will write to `url` (a file path; its folder must exist). Throws a one-line `NSError` when the
    /// URL names no file in an existing folder.
    public init(url: URL, settings: [String: Any]) throws {
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard url.path.hasPrefix("/"), !url.lastPathComponent.isEmpty,
              FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw SoundDecoder.failure(-43, "AVAudioRecorder: cannot record to '\(url.path)': no such folder")
        }
        self.url = url
        self.settings = settings
        super.init()
    }

    /// True from `record()` until `pause()` or `stop()`.
    open var isRecording: Bool { runningSince != nil }

    /// Seconds recorded so far (0 once stopped).
    open var currentTime: TimeInterval {
        let running = runningSince.map { sceneNow - $0 } ?? 0
        return stretches.reduce(running) { $0 + $1.end - $1.start }
    }

    /// The scene time in seconds (0 outside a scene).
    open var deviceCurrentTime: TimeInterval { sceneNow }

    /// Nothing to prepare before recording: true.
    @discardableResult open func prepareToRecord() -> Bool { true }

    /// Starts (or resumes) recording now; false outside a running scene.
    @discardableResult open func record() -> Bool {
        guard runningSince == nil else { return true }
        guard let log = stage?.log ?? SoundLog.current, let clock = stage?.clock ?? AnimationClock.current else {
            return false
        }
        stage = (log, clock)
        runningSince = sceneNow
        log.record(.recorder("record"), by: "recorder (\(url.lastPathComponent))", at: sceneNow)
        return true
    }

    /// Records for `duration` seconds of scene time from now, then stops as `stop()` does.
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool {
        guard duration.isFinite, duration > 0, record() else { return false }
        generation += 1
        let expected = generation
        nonisolated(unsafe) weak let recorder = self
        AnimationClock.enqueueOnCurrentScene(after: duration) {
            guard let recorder, recorder.generation == expected else { return }
            recorder.stop()
        }
        return true
    }

    /// Pauses the recording; `record()` goes on adding to the same file.
    open func pause() {
        guard let start = runningSince else { return }
        stretches.append((start, sceneNow))
        runningSince = nil
        stage?.log.record(.recorder("pause"), by: "recorder (\(url.lastPathComponent))", at: sceneNow)
    }

    /// Stops recording, writes the file and tells the delegate.
    open func stop() {
        pause()
        guard let log = stage?.log, !stretches.isEmpty else { return }
        generation += 1
        let recorded = stretches
        stretches = []
        var samples: [Float] = []
        for stretch in recorded {
            let frames = SoundMixer.frame(at: stretch.end) - SoundMixer.frame(at: stretch.start)
            samples += log.mix(from: stretch.start, duration: stretch.end - stretch.start)?.samples
                ?? [Float](repeating: 0, count: 2 * max(0, frames))
        }
        let written: Bool
        do {
            try SoundEncoder.write(samples, to: url, sampleRate: number(AVSampleRateKey).map { Int($0) },
                                   channels: number(AVNumberOfChannelsKey).map { Int($0) })
            written = true
        } catch {
            FileHandle.standardError.write(Data("AVAudioRecorder: \(error.localizedDescription)\n".utf8))
            written = false
        }
        log.record(.recorder(String(format: "stop: %.3f s written", Double(samples.count / 2) / 48_000)),
                   by: "recorder (\(url.lastPathComponent))", at: sceneNow)
        delegate?.audioRecorderDidFinishRecording(self, successfully: written)
    }

    /// Deletes the recorded file (not while recording); true when it is gone.
    @discardableResult open func deleteRecording() -> Bool {
        guard !isRecording else { return false }
        return (try? FileManager.default.removeItem(at: url)) != nil
    }

    /// Measures the microphone over the last tick (1/60 s of scene time) for `peakPower(forChannel:)` and
    /// `averagePower(forChannel:)`.
    open func updateMeters() {
        let now = sceneNow
        guard isRecording, let samples = stage?.log.mix(from: max(0, now - 1.0 / 60), duration: min(now, 1.0 / 60))?
            .samples, !samples.isEmpty else {
            meters = (-160, -160)
            return
        }
        func decibels(_ level: Float) -> Float { level > 1e-8 ? max(-160, Float(20 * log10(Double(level)))) : -160 }
        let peak = samples.reduce(0) { max($0, abs($1)) }
        let mean = samples.reduce(0) { $0 + $1 * $1 } / Float(samples.count)
        meters = (decibels(peak), decibels(mean.squareRoot()))
    }

    /// dBFS of the loudest sample at the last `updateMeters()` (−160: silence).
    open func peakPower(forChannel channelNumber: Int) -> Float { meters.peak }

    /// dBFS of the RMS level at the last `updateMeters()` (−160: silence).
    open func averagePower(forChannel channelNumber: Int) -> Float { meters.average }

    private func number(_ key: String) -> Double? {
        switch settings[key] {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as Float: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    private var sceneNow: TimeInterval {
        guard let clock = stage?.clock ?? AnimationClock.current else { return 0 }
        return MainActor.assumeIsolated { clock.now }
    }
}
