import Foundation

extension AVAudioEngine {
    /// What stands between a player node and the output: the gain of its own volume and of the mixers on the way,
    /// and the units its sound passes through, nearest first.
    struct Route {
        var gain: Float
        var units: [AVAudioUnit]

        /// How many frames of the node's timeline pass per frame of output: the product of the time effects' rates.
        var speed: Double { units.reduce(1) { $0 * $1.speed } }

        /// What the units make of `sound`, which plays over and over when `looping`: a 48 kHz sound to play at rate 1.
        /// `rate` is the frames of `sound` per 48 kHz frame (a buffer of another sample rate), resampled first.
        func process(_ sound: DecodedSound, rate: Double, looping: Bool) -> DecodedSound {
            var heard = sound
            if rate != 1 {
                let frames = max(1, Int((Double(sound.frameCount) / rate).rounded()))
                heard = DecodedSound(samples: Resampler.resample(sound.samples, speed: rate, frames: frames),
                                     fileChannels: sound.fileChannels)
            }
            for unit in units { heard = unit.process(heard, looping: looping) }
            return heard
        }

        /// Changes whenever `process` would give something else.
        var processingKey: [AnyHashable] {
            units.flatMap { [AnyHashable(ObjectIdentifier($0))] + $0.processingKey }
        }
    }
}
