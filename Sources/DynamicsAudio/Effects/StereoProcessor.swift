import Foundation

/// A sound effect that works sample by sample on a stereo signal and may ring on after its input ends (a reverb,
/// an echo): what `EffectRender.render(_:through:looping:)` runs over a whole sound.
protocol StereoProcessor {
    /// The effect's output for one input frame, advancing its state by one frame.
    mutating func process(_ left: Float, _ right: Float) -> (left: Float, right: Float)
    /// The longest its output can stay silent before something it heard comes back (its longest delay), in frames.
    var memory: Int { get }
}

/// Runs a `StereoProcessor` over a whole sound, and on over silence while it still rings.
enum EffectRender {
    /// Frames of silence processed at a time while looking for the end of the tail (0.1 s).
    static let tailBlock = 4_800
    /// A tail block whose every sample is below this (−100 dBFS) ends the tail.
    static let silence: Float = 1e-5
    /// The longest tail kept (30 s), for effects that never fall silent (an echo with 100 % feedback).
    static let longestTail = 30 * SoundMixer.sampleRate

    /// `samples` (interleaved stereo) through `processor`, followed by its tail until the tail falls below −100 dBFS
    /// for longer than the processor's `memory` (an echo a second later is still to come after a second of silence);
    /// the silence at the end is left out.
    /// For a sound that `loops`, the tail is folded back onto the start (added modulo the sound's length), which is
    /// what a linear effect's output settles to once a loop has played a few times: the result is the sound's length.
    static func render<Processor: StereoProcessor>(_ samples: [Float], through processor: Processor,
                                                   looping: Bool) -> [Float] {
        var processor = processor
        var output = [Float](repeating: 0, count: samples.count)
        for frame in 0..<(samples.count / 2) {
            let (left, right) = processor.process(samples[2 * frame], samples[2 * frame + 1])
            output[2 * frame] = left
            output[2 * frame + 1] = right
        }
        var tail: [Float] = []
        var silentFrames = 0
        while tail.count / 2 < longestTail, silentFrames < processor.memory + tailBlock {
            var block = [Float](repeating: 0, count: 2 * tailBlock)
            for frame in 0..<tailBlock {
                let (left, right) = processor.process(0, 0)
                block[2 * frame] = left
                block[2 * frame + 1] = right
            }
            let loudest = block.reduce(0) { max($0, abs($1)) }
            silentFrames = loudest >= silence ? 0 : silentFrames + tailBlock
            tail += block
        }
        tail.removeLast(min(tail.count, 2 * silentFrames))
        guard looping, !samples.isEmpty else { return output + tail }
        for index in tail.indices { output[index % samples.count] += tail[index] }
        return output
    }

    /// `dry` and `wet` crossfaded: dry · (1 − mix) + wet · mix, `mix` from 0 to 1; `wet` may be longer (its tail).
    static func blend(dry: [Float], wet: [Float], mix: Float) -> [Float] {
        var output = wet
        for index in output.indices {
            output[index] *= mix
            if index < dry.count { output[index] += dry[index] * (1 - mix) }
        }
        return output
    }
}
