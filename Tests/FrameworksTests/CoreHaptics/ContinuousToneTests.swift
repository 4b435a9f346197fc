import Dynamics
import DynamicsAudio
import Foundation
import Testing

/// `audioContinuous` events are heard: a tone whose pitch, brightness, volume and envelope follow the formula of
/// docs/frameworks.md, checked by numpy against the same formula computed independently, by its spectrum and by its
/// zero crossings.
@Suite struct ContinuousToneTests {
    /// numpy: the mix's left channel against the documented formula, the spectrum's peak and harmonic ratio over the
    /// sustain of the first tone, and the second tone's zero crossings and decay.
    static let analysis = """
        import json, sys
        import numpy as np
        left = np.fromfile(sys.argv[1], dtype='<f4')[0::2].astype(np.float64)
        right = np.fromfile(sys.argv[1], dtype='<f4')[1::2].astype(np.float64)
        rate = 48000
        def tone(f, b, start, env):
            n = np.arange(len(left)) - start
            w = np.array([b ** (k - 1) / k for k in range(1, 9)])
            wave = sum(w[k - 1] * np.sin(2 * np.pi * k * f * n / rate) for k in range(1, 9)) / w.sum()
            return np.where(n >= 0, wave * env(n / rate), 0.0)
        # 1: pitch 0.5 (440·√2 → 622 Hz), brightness 0.5, volume 0.8, attack 0.1 s, sustained 1 s, release 0.2 s.
        first = tone(622, 0.5, 24000, lambda t: np.interp(t, [0, 0.1, 1.0, 1.2], [0, 0.8, 0.8, 0], right=0))
        # 2: pitch −1 (220 Hz), brightness 0 (a sine), volume 1, not sustained: no attack, a 0.5 s decay.
        second = tone(220, 0.0, 96000, lambda t: np.interp(t, [0, 0.5], [1, 0], right=0))
        expected = first + second
        sustain = left[36000:60000]
        spectrum = np.abs(np.fft.rfft(sustain)) * 2 / len(sustain)
        freqs = np.fft.rfftfreq(len(sustain), 1 / rate)
        peak = int(np.argmax(spectrum))
        sine = left[96000 + 2455:96000 + 2455 + 9600]  # 44 periods from a quarter period in
        crossings = int(np.sum(np.signbit(sine[1:]) != np.signbit(sine[:-1])))
        print(json.dumps({
            'maxError': float(np.max(np.abs(left - expected))),
            'channelsDiffer': float(np.max(np.abs(left - right))),
            'firstSound': int(np.argmax(np.abs(left) > 0)),
            'peakHz': float(freqs[peak]),
            'fundamental': float(spectrum[peak]),
            'secondHarmonicRatio': float(spectrum[2 * peak] / spectrum[peak]),
            'thirdHarmonicRatio': float(spectrum[3 * peak] / spectrum[peak]),
            'sineCrossings': crossings,
            'quarterDecayPeak': float(np.max(np.abs(left[96000 + 6000 - 300:96000 + 6000 + 300]))),
            'silentAfter': float(np.max(np.abs(left[96000 + 24000 + 1:]))),
            'silentBefore': float(np.max(np.abs(left[:24000]))),
        }))
        """

    /// The mix of a 3 s scene playing the two tones, as numpy measures it.
    func measure() throws -> [String: Double] {
        let runner = SceneRunner(scene: emptyScene { context in
            nonisolated(unsafe) var players: [any CHHapticPatternPlayer] = []
            func play(_ parameters: [(CHHapticEvent.ParameterID, Float)], duration: TimeInterval) {
                do {
                    let engine = try CHHapticEngine()
                    try engine.start()
                    let event = CHHapticEvent(eventType: .audioContinuous,
                                              parameters: parameters.map { CHHapticEventParameter(parameterID: $0.0, value: $0.1) },
                                              relativeTime: 0, duration: duration)
                    let player = try engine.makePlayer(with: CHHapticPattern(events: [event], parameters: []))
                    try player.start(atTime: CHHapticTimeImmediate)
                    players.append(player)
                } catch {
                    Issue.record(error)
                }
            }
            context.at(0.5) {
                play([(.audioPitch, 0.5), (.audioBrightness, 0.5), (.audioVolume, 0.8), (.attackTime, 0.1),
                      (.releaseTime, 0.2)], duration: 1)
            }
            context.at(2.0) {
                play([(.audioPitch, -1), (.audioBrightness, 0), (.sustained, 0), (.decayTime, 0.5)], duration: 1)
            }
        })
        runner.advance(to: 3)
        #expect(runner.sounds.events.map(\.source) == ["Core Haptics (tone 622 Hz)", "Core Haptics (tone 220 Hz)"])
        let mix = try #require(runner.sounds.mix(from: 0, duration: 3))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tone-\(UUID().uuidString).f32")
        defer { try? FileManager.default.removeItem(at: file) }
        try mix.samples.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", Self.analysis, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "numpy measures the tone")
        return try #require(try JSONSerialization.jsonObject(with: output) as? [String: Double])
    }

    @Test func aContinuousAudioEventIsTheDocumentedTone() throws {
        let measured = try measure()
        // Sample for sample the formula numpy computes (the mixer's float sums and sine table: within 1e-5).
        #expect(try #require(measured["maxError"]) < 1e-5)
        #expect(measured["channelsDiffer"] == 0)
        #expect(measured["silentBefore"] == 0 && measured["firstSound"] == 24_001)
        // 622 Hz; harmonic k at brightness^(k−1)/k of the fundamental; the fundamental at 0.8 / Σ aₖ.
        #expect(measured["peakHz"] == 622)
        let weights = (1...8).map { pow(0.5, Double($0 - 1)) / Double($0) }
        let fundamental: Double = try #require(measured["fundamental"]), weightSum: Double = weights.reduce(0, +)
        #expect(abs(fundamental - 0.8 / weightSum) < 1e-4)
        #expect(abs(try #require(measured["secondHarmonicRatio"]) - 0.25) < 1e-4)
        let thirdHarmonicRatio: Double = try #require(measured["thirdHarmonicRatio"])
        #expect(abs(thirdHarmonicRatio - 0.25 / 3) < 1e-4)
        // The 220 Hz sine crosses zero 440 times a second (88 in 0.2 s); a quarter into its 0.5 s decay it is at
        // three quarters of full volume; after the decay it is silent although its duration runs to 3.0 s.
        #expect(measured["sineCrossings"] == 88)
        #expect(abs(try #require(measured["quarterDecayPeak"]) - 0.75) < 0.015)
        #expect(measured["silentAfter"] == 0)
    }
}
