import Foundation

/// An echo: a delay line whose output is fed back into it through a one-pole low-pass, per channel. The output is
/// wet only: the input `delay` seconds ago, plus `feedback` times the output `delay` seconds ago, low-passed at
/// `lowPassCutoff` (no filter at or above the Nyquist frequency, so with feedback 0 the output is the input delayed,
/// sample for sample).
struct FeedbackDelay: StereoProcessor {
    private var buffers: [[Float]]
    private var index = 0
    private var filtered: [Float] = [0, 0]
    private let feedback: Float
    /// The low-pass's pole: 0 lets everything through.
    private let pole: Float

    init(delay: Double, feedback: Double, lowPassCutoff: Double) {
        let rate = Double(SoundMixer.sampleRate)
        let length = max(1, Int((delay * rate).rounded()))
        buffers = [[Float](repeating: 0, count: length), [Float](repeating: 0, count: length)]
        self.feedback = Float(feedback)
        pole = lowPassCutoff >= rate / 2 ? 0 : Float(exp(-2 * Double.pi * max(1, lowPassCutoff) / rate))
    }

    var memory: Int { buffers[0].count }

    mutating func process(_ left: Float, _ right: Float) -> (left: Float, right: Float) {
        let inputs = [left, right]
        var outputs: [Float] = [0, 0]
        for channel in 0..<2 {
            let delayed = buffers[channel][index]
            filtered[channel] = pole == 0 ? delayed : delayed * (1 - pole) + filtered[channel] * pole
            buffers[channel][index] = inputs[channel] + filtered[channel] * feedback
            outputs[channel] = filtered[channel]
        }
        index = (index + 1) % buffers[0].count
        return (outputs[0], outputs[1])
    }
}
