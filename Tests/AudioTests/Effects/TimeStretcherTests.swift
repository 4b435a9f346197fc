@testable import DynamicsAudio
import Foundation
import Testing

@Suite("WSOLA time stretching and resampling, against ffmpeg's rubberband and atempo")
struct TimeStretcherTests {
    private let tone = SignalMeasures.sine(440, seconds: 1)

    @Test("stretching a 440 Hz sine to 1.5 times its length keeps 440 Hz (±1 %) and gives exactly the length asked")
    func stretchKeepsPitch() {
        let stretched = TimeStretcher.stretch(tone, to: 72_000)
        #expect(stretched.count == 2 * 72_000)
        let frequency = SignalMeasures.frequency(of: SignalMeasures.left(stretched), from: 4_800, to: 67_200)
        #expect(abs(frequency - 440) / 440 < 0.01, "measured \(frequency) Hz")
        // The grains join in phase: the level stays the sine's (0.5 / √2) within 0.5 dB.
        let level = SignalMeasures.rms(SignalMeasures.left(stretched)[4_800..<67_200])
        #expect(abs(20 * log10(level / (0.5 / 2.0.squareRoot()))) < 0.5, "rms \(level)")
    }

    @Test("the same input stretches to the same samples bit for bit")
    func deterministic() {
        #expect(TimeStretcher.stretch(tone, to: 30_000) == TimeStretcher.stretch(tone, to: 30_000))
    }

    @Test("half the length, as ffmpeg's atempo=2: both 24 000 frames (±1 grain) of 440 Hz (±1 %), levels within 1 dB")
    func halfLengthAgainstAtempo() throws {
        let ours = TimeStretcher.stretch(tone, to: 24_000)
        let theirs = try SignalMeasures.ffmpeg(tone, filter: "atempo=2")
        #expect(abs(theirs.count / 2 - ours.count / 2) <= TimeStretcher.grain)
        let span = 2_400..<21_600
        for (name, signal) in [("ours", ours), ("atempo", theirs)] {
            let frequency = SignalMeasures.frequency(of: SignalMeasures.left(signal), from: span.lowerBound,
                                                     to: span.upperBound)
            #expect(abs(frequency - 440) / 440 < 0.01, "\(name): \(frequency) Hz")
        }
        let levels = [ours, theirs].map { SignalMeasures.rms(SignalMeasures.left($0)[span]) }
        #expect(abs(20 * log10(levels[0] / levels[1])) < 1, "rms ours \(levels[0]), atempo \(levels[1])")
    }

    @Test("linear resampling at speed 2 reads every other sample exactly")
    func resampleAtTwo() {
        let read = Resampler.resample(tone, speed: 2, frames: 24_000)
        #expect(read.count == 48_000)
        let everyOther = stride(from: 0, to: tone.count, by: 4).flatMap { [tone[$0], tone[$0 + 1]] }
        #expect(read == everyOther)
    }
}
