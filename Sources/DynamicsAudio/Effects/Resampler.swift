import Foundation

/// Reads a stereo signal faster or slower, as a tape played at another speed: the pitch moves with the speed.
enum Resampler {
    /// `frames` output frames of `samples` (interleaved stereo) read `speed` input frames per output frame, between
    /// samples by linear interpolation (the mixer's own interpolation, so a sound reads the same either way); past
    /// the input's end is silence.
    static func resample(_ samples: [Float], speed: Double, frames: Int) -> [Float] {
        let inputFrames = samples.count / 2
        var output = [Float](repeating: 0, count: 2 * max(0, frames))
        for frame in 0..<max(0, frames) {
            let position = Double(frame) * speed
            let index = Int(position)
            guard index < inputFrames else { break }
            let fraction = Float(position - Double(index))
            let next = index + 1 < inputFrames ? index + 1 : nil
            for channel in 0..<2 {
                let following = next.map { samples[2 * $0 + channel] } ?? 0
                output[2 * frame + channel] = samples[2 * index + channel] * (1 - fraction) + following * fraction
            }
        }
        return output
    }
}
