import Foundation

/// Sums a scene's playback segments into one stereo track, sample by sample, the same way every run.
///
/// Output frame n is scene time n / `sampleRate`; a segment starting at scene time t begins at frame
/// round(t · `sampleRate`), so a sound played on a tick starts exactly on that tick's frame. At rate 1 a sound's
/// samples are copied (times volume and pan gains, exactly when both are 1); other rates read between samples by
/// linear interpolation (the pitch follows the rate, as a tape's would — see DECISIONS.md). Overlapping sounds add,
/// segments in the order they started; the sum is then clamped to −1…1 (no limiter: a sound that does not clip
/// keeps its exact samples).
package enum SoundMixer {
    /// Frames per second of every decoded sound and of the mix.
    package static let sampleRate = 48_000

    /// The mix of `segments` from scene time `start` for `duration` seconds.
    package static func mix(_ segments: [PlaybackSegment], from start: TimeInterval,
                            duration: TimeInterval) -> AudioMix {
        let firstFrame = frame(at: start)
        let frameCount = Int((duration * TimeInterval(sampleRate)).rounded())
        var samples = [Float](repeating: 0, count: frameCount * 2)
        samples.withUnsafeMutableBufferPointer { output in
            for segment in segments { add(segment, to: output, firstFrame: firstFrame) }
            for index in output.indices { output[index] = min(1, max(-1, output[index])) }
        }
        return AudioMix(samples: samples, startTime: start)
    }

    /// The output frame at scene time `time`.
    package static func frame(at time: TimeInterval) -> Int {
        Int((time * TimeInterval(sampleRate)).rounded())
    }

    /// Left and right gains for `pan`: 1 and 1 at the centre, so a player left at pan 0 plays its file as it is;
    /// off centre the channel the sound moves away from follows the equal-power curve √2·cos, and the other keeps
    /// full level (a balance control, which is how a stereo file can be panned without losing half of it).
    package static func gains(pan: Float) -> (left: Float, right: Float) {
        guard pan != 0 else { return (1, 1) }
        let angle = Double(pan + 1) * .pi / 4
        func gain(_ value: Double) -> Float { value < 1e-9 ? 0 : Float(min(1, 2.0.squareRoot() * value)) }
        return (gain(cos(angle)), gain(sin(angle)))
    }

    private static func add(_ segment: PlaybackSegment, to output: UnsafeMutableBufferPointer<Float>, firstFrame: Int) {
        let sound = segment.sound.samples
        let soundFrames = Double(segment.sound.frameCount)
        let segmentStart = frame(at: segment.start)
        let endTime = min(segment.end ?? .infinity, segment.naturalEnd ?? .infinity)
        let segmentEnd = endTime.isFinite ? frame(at: endTime) : Int.max
        let first = max(segmentStart, firstFrame), last = min(segmentEnd, firstFrame + output.count / 2)
        guard first < last else { return }
        let total = segment.totalFrames ?? .infinity
        let (leftGain, rightGain) = gains(pan: segment.pan)
        for frame in first..<last {
            let position = segment.startFrame + Double(frame - segmentStart) * segment.rate
            guard position < total else { break }
            let wrapped = position.truncatingRemainder(dividingBy: soundFrames)
            let index = Int(wrapped)
            let fraction = Float(wrapped - Double(index))
            // The sample after `index`: the next one, the first again when the sound loops on, or silence.
            let next: Int? = index + 1 < segment.sound.frameCount ? index + 1 : (position + 1 < total ? 0 : nil)
            let nextLeft = next.map { sound[2 * $0] } ?? 0, nextRight = next.map { sound[2 * $0 + 1] } ?? 0
            let left = sound[2 * index] * (1 - fraction) + nextLeft * fraction
            let right = sound[2 * index + 1] * (1 - fraction) + nextRight * fraction
            let volume = segment.volume.value(at: TimeInterval(frame) / TimeInterval(sampleRate))
            let out = 2 * (frame - firstFrame)
            output[out] += left * volume * leftGain
            output[out + 1] += right * volume * rightGain
        }
    }
}
