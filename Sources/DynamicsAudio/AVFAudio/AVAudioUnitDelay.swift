import Foundation

/// An echo (AVFAudio's `AVAudioUnitDelay`): the sound again after `delayTime`, fed back by `feedback` through a
/// low-pass at `lowPassCutoff` (`FeedbackDelay`).
open class AVAudioUnitDelay: AVAudioUnitEffect {
    /// A delay unit at iOS's defaults: 1 s, 50 % feedback, 15 kHz low-pass, all wet.
    public override init() { super.init() }

    /// 0 … 2 seconds (default 1) before the echo; values beyond are clamped, non-finite ones ignored.
    open var delayTime: TimeInterval = 1 {
        didSet {
            delayTime = delayTime.isFinite ? min(2, max(0, delayTime)) : oldValue
            settingsChanged()
        }
    }

    /// −100 … 100 percent (default 50) of the echo fed back into the delay; values beyond are clamped, non-finite
    /// ones ignored.
    open var feedback: Float = 50 {
        didSet {
            feedback = Self.clamped(feedback, to: -100...100, else: oldValue)
            settingsChanged()
        }
    }

    /// 10 Hz … 24 kHz (default 15 000 Hz): the echo's low-pass cut-off (none at 24 kHz, the Nyquist frequency of the
    /// 48 kHz mix); values beyond are clamped, non-finite ones ignored.
    open var lowPassCutoff: Float = 15_000 {
        didSet {
            lowPassCutoff = Self.clamped(lowPassCutoff, to: 10...Float(SoundMixer.sampleRate / 2), else: oldValue)
            settingsChanged()
        }
    }

    /// 0 … 100 percent (default 100): how much of the output is echo, the rest the dry sound; values beyond are
    /// clamped, non-finite ones ignored. At 0 the sound passes through sample for sample.
    open var wetDryMix: Float = 100 {
        didSet {
            wetDryMix = Self.clamped(wetDryMix, to: 0...100, else: oldValue)
            settingsChanged()
        }
    }

    override var mix: Float { wetDryMix }

    override var processingKey: [AnyHashable] { super.processingKey + [delayTime, feedback, lowPassCutoff] }

    override func wet(_ samples: [Float], looping: Bool) -> [Float] {
        let delay = FeedbackDelay(delay: delayTime, feedback: Double(feedback) / 100,
                                  lowPassCutoff: Double(lowPassCutoff))
        return EffectRender.render(samples, through: delay, looping: looping)
    }
}
