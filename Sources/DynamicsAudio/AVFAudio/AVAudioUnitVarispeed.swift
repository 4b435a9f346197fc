import Foundation

/// Plays the sound faster or slower with its pitch following, as a tape would (AVFAudio's
/// `AVAudioUnitVarispeed`): at `rate` 2 it plays in half the time an octave higher. The samples are read by linear
/// interpolation (`Resampler`).
open class AVAudioUnitVarispeed: AVAudioUnitTimeEffect {
    /// A varispeed unit at rate 1.
    public override init() { super.init() }

    /// 0.25 … 4 (default 1): how fast the sound plays; values beyond are clamped, non-finite ones ignored.
    open var rate: Float = 1 {
        didSet {
            rate = AVAudioUnitEffect.clamped(rate, to: 0.25...4, else: oldValue)
            settingsChanged()
        }
    }

    override var speed: Double { bypass ? 1 : Double(rate) }

    override var processingKey: [AnyHashable] { [bypass, rate] }

    override func process(_ sound: DecodedSound, looping: Bool) -> DecodedSound {
        guard !bypass, rate != 1 else { return sound }
        let frames = max(1, Int((Double(sound.frameCount) / Double(rate)).rounded()))
        return DecodedSound(samples: Resampler.resample(sound.samples, speed: Double(rate), frames: frames),
                            fileChannels: sound.fileChannels)
    }
}
