import Foundation

/// A stereo reverb: the Schroeder–Moorer network of Jezar's Freeverb (eight low-pass feedback comb filters in
/// parallel, then four all-pass filters in series, per channel, the right channel's delays 23 samples longer), with
/// Freeverb's delay lengths scaled from 44.1 kHz to 48 kHz and a pre-delay before the network.
///
/// Each comb's feedback is set from the decay time asked for (Moorer): g = 10^(−3 · delay / (rate · T₆₀)), so every
/// comb falls 60 dB in T₆₀ seconds at low frequencies; `damping` (0…1) is the one-pole low-pass in each comb's loop
/// (Freeverb's damp, scaled by its 0.4), which makes high frequencies die sooner, as in a room. The output is wet only.
struct ReverbNetwork: StereoProcessor {
    /// How a reverb sounds: decay time, high-frequency damping and the delay before the first reflection.
    struct Character: Hashable {
        /// Seconds for the tail to fall 60 dB (T₆₀).
        let decayTime: Double
        /// 0 (bright) … 1 (dull): the low-pass in the combs' loops.
        let damping: Double
        /// Seconds before the network hears the input.
        let preDelay: Double
    }

    private static let combLengths = [1_116, 1_188, 1_277, 1_356, 1_422, 1_491, 1_557, 1_617]
    private static let allPassLengths = [556, 441, 341, 225]
    private static let stereoSpread = 23
    /// Freeverb's input gain (its `fixedgain`), which keeps the eight combs' sum near the input's level.
    private static let inputGain: Float = 0.015

    private var left: Channel
    private var right: Channel
    private var preDelay: [Float]
    private var preDelayIndex = 0

    init(_ character: Character) {
        let rate = Double(SoundMixer.sampleRate)
        func scaled(_ length: Int) -> Int { Int((Double(length) * rate / 44_100).rounded()) }
        let damping = Float(min(1, max(0, character.damping)) * 0.4)
        func channel(spread: Int) -> Channel {
            Channel(combs: Self.combLengths.map { length in
                let delay = scaled(length + spread)
                let feedback = Float(pow(10, -3 * Double(delay) / (rate * max(0.01, character.decayTime))))
                return Comb(length: delay, feedback: feedback, damping: damping)
            }, allPasses: Self.allPassLengths.map { AllPass(length: scaled($0 + spread)) })
        }
        left = channel(spread: 0)
        right = channel(spread: Self.stereoSpread)
        preDelay = [Float](repeating: 0, count: max(1, Int((character.preDelay * rate).rounded())))
    }

    /// The pre-delay and the longest comb.
    var memory: Int { preDelay.count + (left.combs + right.combs).map(\.buffer.count).max()! }

    mutating func process(_ inputLeft: Float, _ inputRight: Float) -> (left: Float, right: Float) {
        let delayed = preDelay[preDelayIndex]
        preDelay[preDelayIndex] = (inputLeft + inputRight) * Self.inputGain
        preDelayIndex = (preDelayIndex + 1) % preDelay.count
        return (left.process(delayed), right.process(delayed))
    }

    private struct Channel {
        var combs: [Comb]
        var allPasses: [AllPass]

        mutating func process(_ input: Float) -> Float {
            var sum: Float = 0
            for index in combs.indices { sum += combs[index].process(input) }
            for index in allPasses.indices { sum = allPasses[index].process(sum) }
            return sum
        }
    }

    /// A feedback comb with a one-pole low-pass in its loop (Freeverb's `comb`).
    private struct Comb {
        var buffer: [Float]
        var index = 0
        var filtered: Float = 0
        let feedback: Float, damping: Float

        init(length: Int, feedback: Float, damping: Float) {
            buffer = [Float](repeating: 0, count: length)
            self.feedback = feedback
            self.damping = damping
        }

        mutating func process(_ input: Float) -> Float {
            let output = buffer[index]
            filtered = output * (1 - damping) + filtered * damping
            buffer[index] = input + filtered * feedback
            index = (index + 1) % buffer.count
            return output
        }
    }

    /// Freeverb's all-pass (feedback 0.5).
    private struct AllPass {
        var buffer: [Float]
        var index = 0

        init(length: Int) { buffer = [Float](repeating: 0, count: length) }

        mutating func process(_ input: Float) -> Float {
            let delayed = buffer[index]
            buffer[index] = input + delayed * 0.5
            index = (index + 1) % buffer.count
            return delayed - input
        }
    }
}
