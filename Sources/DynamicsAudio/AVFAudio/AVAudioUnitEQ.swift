import Foundation

/// A multiband equaliser (AVFAudio's `AVAudioUnitEQ`): its bands' biquads in series (`BiquadCascade`), then
/// `globalGain`. Every band starts bypassed, as on iOS.
open class AVAudioUnitEQ: AVAudioUnitEffect {
    /// The unit's bands, in the order the sound passes them.
    public private(set) var bands: [AVAudioUnitEQFilterParameters] = []

    /// An equaliser with `numberOfBands` bands, each bypassed until set up.
    public init(numberOfBands: Int) {
        super.init()
        bands = (0..<max(0, numberOfBands)).map { _ in
            AVAudioUnitEQFilterParameters { [weak self] in self?.settingsChanged() }
        }
    }

    /// An equaliser with one band, as iOS's `init()` makes.
    public convenience override init() { self.init(numberOfBands: 1) }

    /// −96 … 24 dB (default 0): the gain after the bands; values beyond are clamped, non-finite ones ignored. With
    /// 0 and every band bypassed the sound passes through sample for sample.
    open var globalGain: Float = 0 {
        didSet {
            globalGain = Self.clamped(globalGain, to: -96...24, else: oldValue)
            settingsChanged()
        }
    }

    private var sections: [Biquad] { bands.compactMap(\.section) }

    override var processingKey: [AnyHashable] { super.processingKey + [globalGain] + sections.map(AnyHashable.init) }

    override func wet(_ samples: [Float], looping: Bool) -> [Float] {
        let sections = sections
        guard !sections.isEmpty || globalGain != 0 else { return samples }
        let cascade = BiquadCascade(sections, gain: pow(10, Double(globalGain) / 20))
        return EffectRender.render(samples, through: cascade, looping: looping)
    }
}
