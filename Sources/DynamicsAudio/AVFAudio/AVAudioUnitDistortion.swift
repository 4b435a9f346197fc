import Foundation

/// A multi-stage distortion (AVFAudio's `AVAudioUnitDistortion`): echo, decimation, polynomial shaping, ring
/// modulation and soft clipping (`DistortionChain`), set by a factory preset, after a `preGain`.
open class AVAudioUnitDistortion: AVAudioUnitEffect {
    /// Before a preset is loaded the stages do nothing but the soft clip.
    private var settings = DistortionChain.Settings()

    /// A distortion unit at iOS's defaults: −6 dB pre-gain, half wet.
    public override init() { super.init() }

    /// Sets the stages to one of the factory sounds (see `AVAudioUnitDistortionPreset`).
    open func loadFactoryPreset(_ preset: AVAudioUnitDistortionPreset) {
        settings = preset.settings
        settingsChanged()
    }

    /// −80 … 20 dB (default −6): the gain applied to the input before the stages; values beyond are clamped,
    /// non-finite ones ignored.
    open var preGain: Float = -6 {
        didSet {
            preGain = Self.clamped(preGain, to: -80...20, else: oldValue)
            settingsChanged()
        }
    }

    /// 0 … 100 percent (default 50): how much of the output is the distortion's, the rest the dry sound; values
    /// beyond are clamped, non-finite ones ignored. At 0 the sound passes through sample for sample.
    open var wetDryMix: Float = 50 {
        didSet {
            wetDryMix = Self.clamped(wetDryMix, to: 0...100, else: oldValue)
            settingsChanged()
        }
    }

    override var mix: Float { wetDryMix }

    override var processingKey: [AnyHashable] { super.processingKey + [preGain, settings] }

    override func wet(_ samples: [Float], looping: Bool) -> [Float] {
        let gain = Float(pow(10, Double(preGain) / 20))
        return EffectRender.render(samples.map { $0 * gain }, through: DistortionChain(settings), looping: looping)
    }
}
