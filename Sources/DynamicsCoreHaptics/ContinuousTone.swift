import Foundation
import DynamicsAudio

/// The sound of an `audioContinuous` event: Core Haptics synthesises "an audio event with a looped waveform of
/// arbitrary length" whose `audioPitch` (−1 lowest … 1 highest) and `audioBrightness` (0, the most high-frequency
/// reduction … 1, none; default 1) shape it, under an attack–decay–release envelope (Apple's CHHapticEvent and
/// CHHapticParameter documentation). Apple publishes no frequencies or waveform, so this one is ours (written up in
/// docs/frameworks.md):
///
/// - frequency `f = 440 · 2^pitch` Hz, rounded to a whole hertz (220…880 Hz: an octave each way of concert A), so
///   one second of the waveform repeats exactly and loops for any duration;
/// - waveform `Σₖ aₖ sin(2π k f t) / Σₖ aₖ` over the harmonics k = 1…8 with `aₖ = brightness^(k−1) / k`: a sine at
///   brightness 0, a band-limited sawtooth at 1, never past ±1;
/// - envelope, with the attack, decay and release times in seconds (their documented range, 0…1): sustained (the
///   default) rises linearly from 0 over the attack, holds the volume to the event's end, then falls to 0 over the
///   release; not sustained, it rises over the attack and falls to 0 over the decay, cut at the event's end and
///   then released the same way. An attack of 0 starts at full volume.
struct ContinuousTone {
    /// The harmonics the waveform sums.
    static let harmonics = 8

    /// One second of the waveform, by what decides it.
    struct Waveform: Hashable {
        /// Whole hertz.
        let frequency: Int
        /// 0…1.
        let brightness: Float

        /// One second of the waveform at 48 kHz on both channels, looped by the mixer for as long as it plays.
        /// Phases are whole multiples of 1/48,000 of a turn, read from one table: the same samples every run.
        func sound() -> DecodedSound {
            let rate = SoundMixer.sampleRate
            let table = (0..<rate).map { Float(sin(2 * Double.pi * Double($0) / Double(rate))) }
            let weights = (1...ContinuousTone.harmonics).map { pow(brightness, Float($0 - 1)) / Float($0) }
            let total = weights.reduce(0, +)
            var samples = [Float](repeating: 0, count: 2 * rate)
            for frame in 0..<rate {
                var value: Float = 0
                for (k, weight) in weights.enumerated() where weight > 0 {
                    value += weight * table[((k + 1) * frequency * frame) % rate]
                }
                samples[2 * frame] = value / total
                samples[2 * frame + 1] = value / total
            }
            return DecodedSound(samples: samples, fileChannels: 1)
        }
    }

    let waveform: Waveform
    let attack: TimeInterval, decay: TimeInterval, release: TimeInterval
    let sustained: Bool
    /// Seconds from the event's start to its end (its duration over the player's rate).
    let duration: TimeInterval

    /// The tone of an event with these parameters (each clamped to its documented range).
    init(pitch: Float, brightness: Float, attack: Float, decay: Float, release: Float, sustained: Bool,
         duration: TimeInterval) {
        func clamped(_ value: Float, _ low: Float, _ high: Float) -> Float { value.isNaN ? low : min(max(value, low), high) }
        let frequency = Int((440 * pow(2, Double(clamped(pitch, -1, 1)))).rounded())
        waveform = Waveform(frequency: frequency, brightness: clamped(brightness, 0, 1))
        self.attack = TimeInterval(clamped(attack, 0, 1))
        self.decay = TimeInterval(clamped(decay, 0, 1))
        self.release = TimeInterval(clamped(release, 0, 1))
        self.sustained = sustained
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// The envelope's level from `time` seconds into the event on (before the release), for a peak of `volume`.
    private func level(at time: TimeInterval, volume: Float) -> Float {
        if time < attack { return volume * Float(time / attack) }
        if sustained { return volume }
        guard time < attack + decay else { return 0 }
        return volume * Float(1 - (time - attack) / decay)
    }

    /// The level just before `time` (where a stretch ending there arrives).
    private func level(before time: TimeInterval, volume: Float) -> Float {
        guard time <= attack else { return level(at: time, volume: volume) }
        return attack > 0 ? volume * Float(time / attack) : volume
    }

    /// The stretches the tone plays, one after the other from the event's start: each a duration and the volume at
    /// its start and end, linear in between (the mixer's volume ramps). Empty when nothing would be heard.
    func envelope(volume: Float) -> [(duration: TimeInterval, from: Float, to: Float)] {
        let volume = volume.isNaN ? 0 : min(max(volume, 0), 1)
        let corners = ([0, attack] + (sustained ? [] : [attack + decay])).filter { $0 < duration } + [duration]
        var stretches: [(duration: TimeInterval, from: Float, to: Float)] = []
        for (start, end) in zip(corners, corners.dropFirst()) where end > start {
            stretches.append((end - start, level(at: start, volume: volume), level(before: end, volume: volume)))
        }
        if release > 0, let last = stretches.last, last.to > 0 { stretches.append((release, last.to, 0)) }
        while let last = stretches.last, last.from == 0, last.to == 0 { stretches.removeLast() }
        return stretches
    }
}
