import Foundation

/// The stages of a multi-effect distortion, in the order Apple's AUDistortion lists its parameters: an echo, a
/// decimator (sample-and-hold and bit crushing), a polynomial shaper, a ring modulator and a soft clipper. The echo
/// adds its echoes (each `echoFeedback` times the one before) at `echoMix` to the sound; the other stages blend their
/// output with their input by their own mix (0…1). The result is wet only.
struct DistortionChain: StereoProcessor {
    /// The stages' settings (a factory preset of `AVAudioUnitDistortion`).
    struct Settings: Hashable {
        var echoDelay = 0.0, echoFeedback = 0.0, echoMix = 0.0
        /// Frames each sample is held for (1: none), and the bits it is rounded to (0: not rounded).
        var holdFrames = 1, bits = 0, decimationMix = 0.0
        /// y = x + squared · x² + cubic · x³.
        var squared = 0.0, cubic = 0.0, polynomialMix = 0.0
        var ringFrequency = 0.0, ringMix = 0.0
        /// Gain in dB into tanh (0 dB: tanh of the signal itself).
        var softClipGain = 0.0
    }

    private let settings: Settings
    private var echo: FeedbackDelay?
    private var held: (left: Float, right: Float) = (0, 0)
    private var frame = 0

    init(_ settings: Settings) {
        self.settings = settings
        if settings.echoMix > 0, settings.echoDelay > 0 {
            echo = FeedbackDelay(delay: settings.echoDelay, feedback: settings.echoFeedback,
                                 lowPassCutoff: Double(SoundMixer.sampleRate))
        }
    }

    var memory: Int { echo?.memory ?? 0 }

    mutating func process(_ left: Float, _ right: Float) -> (left: Float, right: Float) {
        var signal = (left: left, right: right)
        if var line = echo {
            let delayed = line.process(signal.left, signal.right)
            echo = line
            let amount = Float(settings.echoMix)
            signal = (signal.left + delayed.left * amount, signal.right + delayed.right * amount)
        }
        if settings.decimationMix > 0 {
            if frame % max(1, settings.holdFrames) == 0 { held = (crush(signal.left), crush(signal.right)) }
            signal = blend(signal, held, settings.decimationMix)
        }
        if settings.polynomialMix > 0 {
            signal = blend(signal, (shape(signal.left), shape(signal.right)), settings.polynomialMix)
        }
        if settings.ringMix > 0 {
            let carrier = Float(sin(2 * Double.pi * settings.ringFrequency * Double(frame)
                / Double(SoundMixer.sampleRate)))
            signal = blend(signal, (signal.left * carrier, signal.right * carrier), settings.ringMix)
        }
        let gain = Float(pow(10, settings.softClipGain / 20))
        frame += 1
        return (Float(tanh(Double(signal.left * gain))), Float(tanh(Double(signal.right * gain))))
    }

    private func crush(_ sample: Float) -> Float {
        guard settings.bits > 0 else { return sample }
        let steps = Float(1 << (settings.bits - 1))
        return (sample * steps).rounded() / steps
    }

    private func shape(_ sample: Float) -> Float {
        sample + Float(settings.squared) * sample * sample + Float(settings.cubic) * sample * sample * sample
    }

    private func blend(_ dry: (left: Float, right: Float), _ wet: (left: Float, right: Float),
                       _ mix: Double) -> (left: Float, right: Float) {
        let amount = Float(mix)
        return (dry.left * (1 - amount) + wet.left * amount, dry.right * (1 - amount) + wet.right * amount)
    }
}
