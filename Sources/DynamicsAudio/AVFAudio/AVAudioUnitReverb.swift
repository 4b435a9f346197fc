import Foundation

/// A room's reverberation (AVFAudio's `AVAudioUnitReverb`): a Schroeder–Moorer network (`ReverbNetwork`, after
/// Freeverb) whose decay time, damping and pre-delay come from the factory preset loaded.
open class AVAudioUnitReverb: AVAudioUnitEffect {
    /// Before a preset is loaded: Core Audio's reverb unit's own defaults (a 1 s decay, half as long at the top,
    /// 8 ms to the first reflection).
    private var character = ReverbNetwork.Character(decayTime: 1, damping: 0.5, preDelay: 0.008)

    /// A reverb unit with Core Audio's default room, all wet.
    public override init() { super.init() }

    /// Sets the room: its decay time, damping and pre-delay (see `AVAudioUnitReverbPreset`).
    open func loadFactoryPreset(_ preset: AVAudioUnitReverbPreset) {
        character = preset.character
        settingsChanged()
    }

    /// 0 … 100 percent (default 100, Core Audio's): how much of the output is reverb, the rest the dry sound;
    /// values beyond are clamped, non-finite ones ignored. At 0 the sound passes through sample for sample.
    open var wetDryMix: Float = 100 {
        didSet {
            wetDryMix = Self.clamped(wetDryMix, to: 0...100, else: oldValue)
            settingsChanged()
        }
    }

    override var mix: Float { wetDryMix }

    override var processingKey: [AnyHashable] { super.processingKey + [character] }

    override func wet(_ samples: [Float], looping: Bool) -> [Float] {
        EffectRender.render(samples, through: ReverbNetwork(character), looping: looping)
    }
}
