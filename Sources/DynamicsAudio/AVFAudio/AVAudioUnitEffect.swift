import Foundation

/// A unit that changes the sound but not its timing (AVFAudio's `AVAudioUnitEffect`): reverb, delay, distortion.
open class AVAudioUnitEffect: AVAudioUnit {
    /// When true, the sound passes through unchanged.
    open var bypass = false {
        didSet { settingsChanged() }
    }

    /// 0 … 100: how much of the output is the effect's (the rest is the input); the effect passes the input through
    /// unchanged at 0. Subclasses set their own default.
    var mix: Float { 100 }

    /// The effect's wet signal for `samples` (interleaved stereo), tail included.
    func wet(_ samples: [Float], looping: Bool) -> [Float] { samples }

    override func process(_ sound: DecodedSound, looping: Bool) -> DecodedSound {
        guard !bypass, mix > 0 else { return sound }
        let blended = EffectRender.blend(dry: sound.samples, wet: wet(sound.samples, looping: looping),
                                         mix: mix / 100)
        return DecodedSound(samples: blended, fileChannels: sound.fileChannels)
    }

    override var processingKey: [AnyHashable] { [bypass, mix] }

    /// `value` if it is finite, clamped to `range`; else `old`.
    static func clamped(_ value: Float, to range: ClosedRange<Float>, else old: Float) -> Float {
        value.isFinite ? min(range.upperBound, max(range.lowerBound, value)) : old
    }
}
