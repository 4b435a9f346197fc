import Foundation

/// Changes a stereo signal's length without changing its pitch, by WSOLA (waveform-similarity overlap-add, Verhelst
/// and Roelands 1993).
///
/// The output is built from Hann-windowed grains of `grain` frames laid every `grain / 2` frames. Grain k is taken
/// from near input frame k · hop, hop = (grain / 2) · input length / output length; of the positions within
/// ± `tolerance` frames of there, the one chosen is the one whose first half best matches (highest cross-correlation,
/// on the sum of both channels) what the previous grain's input would have gone on to: so the grains join in phase
/// and a tone keeps its pitch and its waveform. The overlapped windows are normalised by their sum, so a steady
/// signal comes out at its own level, to its first and last frames. Every step is integer positions and float sums
/// in a fixed order: the same input gives the same output bit for bit.
enum TimeStretcher {
    /// Frames per grain: 2 048 (42.7 ms at 48 kHz), long enough to hold a few periods of a voice's lowest notes.
    static let grain = 2_048
    /// How far a grain may move from its nominal position to match its neighbour (10.7 ms: the period of 94 Hz).
    static let tolerance = 512
    /// Every how many samples the cross-correlation looks (it sums over half a grain).
    static let correlationStride = 4

    /// `samples` (interleaved stereo) stretched to `frames` frames.
    static func stretch(_ samples: [Float], to frames: Int) -> [Float] {
        let inputFrames = samples.count / 2
        guard frames > 0, inputFrames > 0 else { return [Float](repeating: 0, count: 2 * max(0, frames)) }
        let synthesisHop = grain / 2
        let analysisHop = Double(synthesisHop) * Double(inputFrames) / Double(frames)
        let window = (0..<grain).map { Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(grain))) }
        // The input's mono sum, with silence on both sides so every candidate grain can be read whole.
        let padding = grain + tolerance
        var mono = [Float](repeating: 0, count: inputFrames + 2 * padding)
        for frame in 0..<inputFrames { mono[padding + frame] = samples[2 * frame] + samples[2 * frame + 1] }

        var output = [Float](repeating: 0, count: 2 * (frames + grain))
        var weight = [Float](repeating: 0, count: frames + grain)
        var previous = 0
        var grainIndex = 0
        while grainIndex * synthesisHop < frames {
            let nominal = Int((Double(grainIndex) * analysisHop).rounded())
            let chosen = grainIndex == 0 ? 0
                : bestMatch(in: mono, padding: padding, natural: previous + synthesisHop, around: nominal,
                            inputFrames: inputFrames)
            let outputStart = grainIndex * synthesisHop
            for offset in 0..<grain {
                let source = chosen + offset
                guard source >= 0, source < inputFrames else { continue }
                let gain = window[offset]
                output[2 * (outputStart + offset)] += samples[2 * source] * gain
                output[2 * (outputStart + offset) + 1] += samples[2 * source + 1] * gain
            }
            for offset in 0..<grain { weight[outputStart + offset] += window[offset] }
            previous = chosen
            grainIndex += 1
        }
        var result = [Float](repeating: 0, count: 2 * frames)
        // Where one grain alone covers a frame (the first and last half grain) its window divides out exactly.
        for frame in 0..<frames where weight[frame] > 0 {
            result[2 * frame] = output[2 * frame] / weight[frame]
            result[2 * frame + 1] = output[2 * frame + 1] / weight[frame]
        }
        return result
    }

    /// The input frame within ± `tolerance` of `nominal` (kept inside the input) whose next half grain correlates
    /// best with the half grain at `natural`; the earliest such frame on a tie.
    private static func bestMatch(in mono: [Float], padding: Int, natural: Int, around nominal: Int,
                                  inputFrames: Int) -> Int {
        let low = max(-tolerance, nominal - tolerance), high = min(inputFrames + tolerance, nominal + tolerance)
        guard low < high else { return nominal }
        var best = low, bestScore = -Float.infinity
        mono.withUnsafeBufferPointer { signal in
            for candidate in low...high {
                var score: Float = 0
                var offset = 0
                while offset < grain / 2 {
                    score += signal[padding + natural + offset] * signal[padding + candidate + offset]
                    offset += correlationStride
                }
                if score > bestScore {
                    bestScore = score
                    best = candidate
                }
            }
        }
        return best
    }
}
