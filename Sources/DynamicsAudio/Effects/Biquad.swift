import Foundation

/// A second-order IIR section with the coefficients of Robert Bristow-Johnson's "Cookbook formulae for audio EQ
/// biquad filter coefficients", the filters `AVAudioUnitEQ`'s bands are made of, normalised by a0.
struct Biquad: Hashable {
    /// What the section does to the spectrum.
    enum Shape: Equatable {
        /// A bell of the gain at the frequency.
        case peaking
        /// A low-pass: −3 dB at the frequency with the Butterworth width.
        case lowPass
        /// A high-pass.
        case highPass
        /// A band-pass of 0 dB peak gain.
        case bandPass
        /// A notch.
        case bandStop
        /// The gain below the frequency.
        case lowShelf
        /// The gain above the frequency.
        case highShelf
    }

    /// How wide the section is: the cookbook's three ways of giving its alpha.
    enum Width: Equatable {
        /// A quality factor (1/√2 for a Butterworth low- or high-pass).
        case q(Double)
        /// A bandwidth in octaves, between the −3 dB points (or a bell's half-gain points).
        case octaves(Double)
        /// A shelf's slope (1: the steepest that stays monotonic).
        case slope(Double)
    }

    let b0: Double, b1: Double, b2: Double, a1: Double, a2: Double

    /// The section of `shape` at `frequency` Hz with `gain` dB (peaking and shelves only) and `width`, at
    /// `sampleRate`. The frequency is kept between 1 Hz and just below the Nyquist frequency, where the cookbook's
    /// formulas divide by zero.
    init(_ shape: Shape, frequency: Double, gain: Double = 0, width: Width, sampleRate: Double) {
        let w0 = 2 * Double.pi * min(max(frequency, 1), 0.4999 * sampleRate) / sampleRate
        let cosine = cos(w0), sine = sin(w0)
        let amplitude = pow(10, gain / 40)
        let alpha = switch width {
        case let .q(q): sine / (2 * q)
        case let .octaves(octaves): sine * sinh(log(2) / 2 * octaves * w0 / sine)
        case let .slope(slope): sine / 2 * ((amplitude + 1 / amplitude) * (1 / slope - 1) + 2).squareRoot()
        }
        let shelf = 2 * amplitude.squareRoot() * alpha
        let (b, a): ((Double, Double, Double), (Double, Double, Double)) = switch shape {
        case .peaking:
            ((1 + alpha * amplitude, -2 * cosine, 1 - alpha * amplitude),
             (1 + alpha / amplitude, -2 * cosine, 1 - alpha / amplitude))
        case .lowPass:
            (((1 - cosine) / 2, 1 - cosine, (1 - cosine) / 2), (1 + alpha, -2 * cosine, 1 - alpha))
        case .highPass:
            (((1 + cosine) / 2, -(1 + cosine), (1 + cosine) / 2), (1 + alpha, -2 * cosine, 1 - alpha))
        case .bandPass:
            ((alpha, 0, -alpha), (1 + alpha, -2 * cosine, 1 - alpha))
        case .bandStop:
            ((1, -2 * cosine, 1), (1 + alpha, -2 * cosine, 1 - alpha))
        case .lowShelf:
            ((amplitude * ((amplitude + 1) - (amplitude - 1) * cosine + shelf),
              2 * amplitude * ((amplitude - 1) - (amplitude + 1) * cosine),
              amplitude * ((amplitude + 1) - (amplitude - 1) * cosine - shelf)),
             ((amplitude + 1) + (amplitude - 1) * cosine + shelf,
              -2 * ((amplitude - 1) + (amplitude + 1) * cosine),
              (amplitude + 1) + (amplitude - 1) * cosine - shelf))
        case .highShelf:
            ((amplitude * ((amplitude + 1) + (amplitude - 1) * cosine + shelf),
              -2 * amplitude * ((amplitude - 1) + (amplitude + 1) * cosine),
              amplitude * ((amplitude + 1) + (amplitude - 1) * cosine - shelf)),
             ((amplitude + 1) - (amplitude - 1) * cosine + shelf,
              2 * ((amplitude - 1) - (amplitude + 1) * cosine),
              (amplitude + 1) - (amplitude - 1) * cosine - shelf))
        }
        b0 = b.0 / a.0; b1 = b.1 / a.0; b2 = b.2 / a.0; a1 = a.1 / a.0; a2 = a.2 / a.0
    }
}

/// Biquads in series over a stereo signal, then a gain: the sound processing of `AVAudioUnitEQ`. Each section runs
/// in direct form I, in double precision, per channel.
struct BiquadCascade: StereoProcessor {
    private let sections: [Biquad]
    private let gain: Double
    /// Per section and channel, four values: the last two inputs and the last two outputs.
    private var state: [Double]

    /// `sections` applied in order, then the linear `gain`.
    init(_ sections: [Biquad], gain: Double) {
        self.sections = sections
        self.gain = gain
        state = [Double](repeating: 0, count: 8 * sections.count)
    }

    /// An IIR filter has no delay line: its ringing decays from the first silent frame on.
    var memory: Int { 1 }

    mutating func process(_ left: Float, _ right: Float) -> (left: Float, right: Float) {
        var left = Double(left), right = Double(right)
        for (index, section) in sections.enumerated() {
            left = step(section, left, at: 8 * index)
            right = step(section, right, at: 8 * index + 4)
        }
        return (Float(left * gain), Float(right * gain))
    }

    /// One sample through `section`, whose channel's state starts at `slot`.
    private mutating func step(_ section: Biquad, _ x: Double, at slot: Int) -> Double {
        let y = section.b0 * x + section.b1 * state[slot] + section.b2 * state[slot + 1]
            - section.a1 * state[slot + 2] - section.a2 * state[slot + 3]
        state[slot + 1] = state[slot]
        state[slot] = x
        state[slot + 3] = state[slot + 2]
        state[slot + 2] = y
        return y
    }
}
