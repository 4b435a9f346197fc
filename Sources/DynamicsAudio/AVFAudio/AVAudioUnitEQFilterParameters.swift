import Foundation

/// The kinds of filter an `AVAudioUnitEQ` band can be (AVFAudio's `AVAudioUnitEQFilterType`), with the raw values
/// of the SDK. Each is a biquad of the RBJ cookbook (`Biquad`); which parameters it reads is given per case.
public enum AVAudioUnitEQFilterType: Int, Sendable {
    /// A bell: `frequency` (centre), `bandwidth`, `gain`.
    case parametric = 0
    /// A second-order Butterworth low-pass, −3 dB at `frequency`.
    case lowPass = 1
    /// A second-order Butterworth high-pass, −3 dB at `frequency`.
    case highPass = 2
    /// A low-pass whose resonance `bandwidth` sets: `frequency`, `bandwidth`.
    case resonantLowPass = 3
    /// A high-pass whose resonance `bandwidth` sets: `frequency`, `bandwidth`.
    case resonantHighPass = 4
    /// A band-pass of 0 dB peak gain: `frequency` (centre), `bandwidth`.
    case bandPass = 5
    /// A notch: `frequency` (centre), `bandwidth`.
    case bandStop = 6
    /// `gain` below `frequency`, with the cookbook's slope 1.
    case lowShelf = 7
    /// `gain` above `frequency`, with the cookbook's slope 1.
    case highShelf = 8
    /// A low shelf whose corner resonance `bandwidth` sets: `frequency`, `gain`, `bandwidth`.
    case resonantLowShelf = 9
    /// A high shelf whose corner resonance `bandwidth` sets: `frequency`, `gain`, `bandwidth`.
    case resonantHighShelf = 10
}

/// One band of an `AVAudioUnitEQ` (AVFAudio's `AVAudioUnitEQFilterParameters`): read it from the unit's `bands`;
/// iOS makes none on its own. A band starts bypassed, as on iOS: set `bypass` to false to hear it.
open class AVAudioUnitEQFilterParameters: NSObject {
    /// Tells the unit its sound changed.
    private let changed: () -> Void

    init(changed: @escaping () -> Void) {
        self.changed = changed
        super.init()
    }

    /// The kind of filter (default `.parametric`).
    open var filterType: AVAudioUnitEQFilterType = .parametric {
        didSet { changed() }
    }

    /// 20 Hz … 24 kHz, the Nyquist frequency of the 48 kHz mix (default 1 000 Hz): the band's centre or cut-off;
    /// values beyond are clamped, non-finite ones ignored.
    open var frequency: Float = 1_000 {
        didSet {
            frequency = AVAudioUnitEffect.clamped(frequency, to: 20...Float(SoundMixer.sampleRate / 2), else: oldValue)
            changed()
        }
    }

    /// 0.05 … 5 octaves (default 1): the band's width; values beyond are clamped, non-finite ones ignored.
    open var bandwidth: Float = 1 {
        didSet {
            bandwidth = AVAudioUnitEffect.clamped(bandwidth, to: 0.05...5, else: oldValue)
            changed()
        }
    }

    /// −96 … 24 dB (default 0): the bell's or shelf's gain; values beyond are clamped, non-finite ones ignored.
    open var gain: Float = 0 {
        didSet {
            gain = AVAudioUnitEffect.clamped(gain, to: -96...24, else: oldValue)
            changed()
        }
    }

    /// Whether the band is left out (default true, as on iOS).
    open var bypass = true {
        didSet { changed() }
    }

    /// The band's section, or nil while it is bypassed.
    var section: Biquad? {
        guard !bypass else { return nil }
        let octaves = Biquad.Width.octaves(Double(bandwidth))
        let (shape, width): (Biquad.Shape, Biquad.Width) = switch filterType {
        case .parametric: (.peaking, octaves)
        case .lowPass: (.lowPass, .q(0.5.squareRoot()))
        case .highPass: (.highPass, .q(0.5.squareRoot()))
        case .resonantLowPass: (.lowPass, octaves)
        case .resonantHighPass: (.highPass, octaves)
        case .bandPass: (.bandPass, octaves)
        case .bandStop: (.bandStop, octaves)
        case .lowShelf: (.lowShelf, .slope(1))
        case .highShelf: (.highShelf, .slope(1))
        case .resonantLowShelf: (.lowShelf, octaves)
        case .resonantHighShelf: (.highShelf, octaves)
        }
        return Biquad(shape, frequency: Double(frequency), gain: Double(gain), width: width,
                      sampleRate: Double(SoundMixer.sampleRate))
    }
}
