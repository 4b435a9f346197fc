@testable import DynamicsAudio
import Foundation
import Testing

@Suite("The feedback delay, against ffmpeg's aecho")
struct FeedbackDelayTests {
    @Test("with no feedback and no low-pass, half dry and half a 250 ms echo equals ffmpeg's aecho=0.5:1:250:0.5 within 1e-6")
    func matchesAecho() throws {
        let tone = SignalMeasures.sine(440, seconds: 0.5)
        let delay = FeedbackDelay(delay: 0.25, feedback: 0, lowPassCutoff: 24_000)
        let ours = EffectRender.blend(dry: tone, wet: EffectRender.render(tone, through: delay, looping: false),
                                      mix: 0.5)
        let theirs = try SignalMeasures.ffmpeg(tone, filter: "aecho=0.5:1:250:0.5")
        // Both go on with the echo's last 250 ms; ours in whole 0.1 s tail blocks.
        #expect(theirs.count == tone.count + 2 * 12_000)
        #expect(ours.count == tone.count + 2 * 14_400)
        let largest = zip(ours, theirs).map { abs($0 - $1) }.max() ?? 1
        #expect(largest < 1e-6, "largest difference \(largest)")
    }

    @Test("50 % feedback: each echo of an impulse is half the one before, every delay, until below −100 dBFS")
    func feedbackHalves() {
        let impulse = [Float(1), 1] + [Float](repeating: 0, count: 2 * 99)
        let wet = SignalMeasures.left(EffectRender.render(impulse, through: FeedbackDelay(
            delay: 0.01, feedback: 0.5, lowPassCutoff: 24_000), looping: false))
        for echo in 1...10 { #expect(wet[480 * echo] == Float(pow(0.5, Double(echo - 1)))) }
        #expect(wet.enumerated().allSatisfy { $0.offset % 480 == 0 || $0.element == 0 })
    }
}
