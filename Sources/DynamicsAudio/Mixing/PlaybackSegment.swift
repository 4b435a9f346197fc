import Foundation

/// A stretch of one sound playing with unchanging settings: what the mixer adds to the track. A player opens one when
/// it starts and closes it (and opens the next) at every pause, stop, seek, or volume, pan, rate or loop change.
package struct PlaybackSegment: Sendable {
    /// The samples played.
    package let sound: DecodedSound
    /// Scene time at which the sound is at `startFrame`.
    package let start: TimeInterval
    /// Where playback is at `start`, in sample frames counted over all loops played so far.
    package let startFrame: Double
    /// Source frames per output frame.
    package let rate: Double
    /// Frames of the whole playback, loops included (nil: loops until stopped).
    package let totalFrames: Double?
    /// Volume over time (a constant, or a `setVolume(_:fadeDuration:)` fade).
    package let volume: VolumeRamp
    /// −1 (left) … 1 (right).
    package let pan: Float
    /// Scene time at which a later call ended the segment; nil while it runs to the sound's own end.
    package var end: TimeInterval?

    /// Scene time at which the sound runs out by itself, if it does.
    package var naturalEnd: TimeInterval? {
        totalFrames.map { start + ($0 - startFrame) / rate / TimeInterval(SoundMixer.sampleRate) }
    }
}

/// A player's volume from a time on: `from` at `start`, moving in a straight line to `to` over `duration` seconds.
package struct VolumeRamp: Sendable, Equatable {
    package let from: Float, to: Float
    package let start: TimeInterval, duration: TimeInterval

    /// A volume that does not change.
    package init(constant volume: Float) {
        self.init(from: volume, to: volume, start: 0, duration: 0)
    }

    package init(from: Float, to: Float, start: TimeInterval, duration: TimeInterval) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// The volume at scene time `time`.
    package func value(at time: TimeInterval) -> Float {
        guard duration > 0, time < start + duration else { return to }
        guard time > start else { return from }
        return from + (to - from) * Float((time - start) / duration)
    }
}
