import Foundation

/// Changes the playback rate and the pitch independently (AVFAudio's `AVAudioUnitTimePitch`): at `rate` 2 a
/// sound plays in half the time at its own pitch; at `pitch` 1200 it plays an octave higher in its own time.
///
/// How: a WSOLA time stretch (`TimeStretcher`) to pitch factor / rate times the length, then a resampling
/// (`Resampler`) that reads it pitch factor times faster, pitch factor = 2^(pitch / 1200). When only the rate
/// changes, the stretch alone; when the stretch factor is 1 (pitch and rate moved together), the resampling alone
/// (a pure speed change, as `AVAudioUnitVarispeed`). At rate 1 and pitch 0 the sound passes through sample for sample.
open class AVAudioUnitTimePitch: AVAudioUnitTimeEffect {
    /// A time-pitch unit at rate 1 and pitch 0.
    public override init() { super.init() }

    /// 1/32 … 32 (default 1): how fast the sound plays; values beyond are clamped, non-finite ones ignored.
    open var rate: Float = 1 {
        didSet {
            rate = AVAudioUnitEffect.clamped(rate, to: (1.0 / 32)...32, else: oldValue)
            settingsChanged()
        }
    }

    /// −2400 … 2400 cents (default 0): how far the pitch moves, 1200 cents an octave; values beyond are clamped,
    /// non-finite ones ignored.
    open var pitch: Float = 0 {
        didSet {
            pitch = AVAudioUnitEffect.clamped(pitch, to: -2400...2400, else: oldValue)
            settingsChanged()
        }
    }

    /// 3 … 32 (default 8): iOS's analysis-window overlap. Accepted and kept; the stretch here always overlaps its
    /// grains by half (see DECISIONS.md).
    open var overlap: Float = 8 {
        didSet { overlap = AVAudioUnitEffect.clamped(overlap, to: 3...32, else: oldValue) }
    }

    override var speed: Double { bypass ? 1 : Double(rate) }

    override var processingKey: [AnyHashable] { [bypass, rate, pitch] }

    override func process(_ sound: DecodedSound, looping: Bool) -> DecodedSound {
        guard !bypass, rate != 1 || pitch != 0 else { return sound }
        let pitchFactor = pow(2, Double(pitch) / 1200)
        let frames = max(1, Int((Double(sound.frameCount) / Double(rate)).rounded()))
        let stretchedFrames = Int((Double(sound.frameCount) * pitchFactor / Double(rate)).rounded())
        var samples = sound.samples
        if stretchedFrames != sound.frameCount {
            samples = TimeStretcher.stretch(samples, to: max(1, stretchedFrames))
        }
        if pitch != 0 {
            samples = Resampler.resample(samples, speed: Double(samples.count / 2) / Double(frames), frames: frames)
        }
        return DecodedSound(samples: samples, fileChannels: sound.fileChannels)
    }
}
