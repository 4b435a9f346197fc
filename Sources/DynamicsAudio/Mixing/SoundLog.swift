import Foundation
import DynamicsUIKit

/// The sounds of one scene run: every playback change with its scene time, and the stretches of sound they make.
///
/// A scene runner installs its log with `withCurrent(_:)` while the scene builds and ticks, beside its
/// `AnimationClock` (whose time the players read), so two scenes in one process never mix their sounds. Players and
/// system sounds used where no log is installed do not play (`play()` returns false).
public final class SoundLog {
    private static let slot = ThreadScoped<SoundLog>()

    /// Every call that changed the sound, in the order made.
    public private(set) var events: [SoundEvent] = []
    /// The stretches of sound the mix is made of, in the order they started.
    package private(set) var segments: [PlaybackSegment] = []
    /// This scene's `AVAudioSession.sharedInstance()`.
    let session = AVAudioSession()
    private var playersSeen = 0

    /// An empty log.
    public init() {}

    /// The log installed on this thread, if any.
    public static var current: SoundLog? { slot.value }

    /// Runs `body` with this log as `SoundLog.current`, then restores the previous one.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.slot.withValue(self, body)
    }

    /// True when nothing was ever played: such a scene's render has no audio track.
    public var isSilent: Bool { segments.isEmpty }

    /// The track from scene time `start` for `duration` seconds, or nil when nothing was ever played.
    public func mix(from start: TimeInterval, duration: TimeInterval) -> AudioMix? {
        guard !isSilent, start.isFinite, duration.isFinite, duration >= 0 else { return nil }
        return SoundMixer.mix(segments, from: start, duration: duration)
    }

    func record(_ kind: SoundEvent.Kind, by source: String, at time: TimeInterval) {
        events.append(SoundEvent(time: time, source: source, kind: kind))
    }

    /// Adds a segment and returns its index, for `close(_:at:)`.
    func open(_ segment: PlaybackSegment) -> Int {
        segments.append(segment)
        return segments.count - 1
    }

    /// Plays `sound` once from scene time `start` at `volume` (0…1) and `pan` (−1…1), for at most `length` seconds
    /// (nil: to its end), recorded as played by `source`. Returns the segment's index for `close(_:at:)`: Core
    /// Haptics' audio events, which have no player object of this module, play through this.
    package func play(_ sound: DecodedSound, by source: String, at start: TimeInterval, volume: Float, pan: Float,
                      length: TimeInterval?) -> Int {
        record(.play(from: 0), by: source, at: start)
        let frames = Double(sound.frameCount)
        let heard = length.map { min(frames, max(0, $0) * Double(SoundMixer.sampleRate)) } ?? frames
        return open(PlaybackSegment(sound: sound, start: start, startFrame: 0, rate: 1, totalFrames: heard,
                                    volume: VolumeRamp(constant: min(max(volume, 0), 1)),
                                    pan: min(max(pan, -1), 1), end: nil))
    }

    /// Plays `sound` looped from scene time `start` through `stretches` one after the other, the volume of each moving
    /// in a straight line from `from` to `to` over its duration (each clamped to 0…1), at `pan`: the envelope of a
    /// tone Core Haptics synthesises. The stretches continue one another's samples. Recorded as one play by
    /// `source`; returns the stretches' segment indices for `close(_:at:)`.
    package func play(_ sound: DecodedSound, by source: String, at start: TimeInterval,
                      stretches: [(duration: TimeInterval, from: Float, to: Float)], pan: Float) -> [Int] {
        guard !stretches.isEmpty, sound.frameCount > 0 else { return [] }
        record(.play(from: 0), by: source, at: start)
        func clamped(_ volume: Float) -> Float { min(max(volume, 0), 1) }
        let firstFrame = SoundMixer.frame(at: start)
        var time = start
        return stretches.map { stretch in
            let end = time + stretch.duration
            let ramp = VolumeRamp(from: clamped(stretch.from), to: clamped(stretch.to), start: time,
                                  duration: stretch.duration)
            let index = open(PlaybackSegment(sound: sound, start: time,
                                             startFrame: Double(SoundMixer.frame(at: time) - firstFrame), rate: 1,
                                             totalFrames: nil, volume: ramp, pan: min(max(pan, -1), 1), end: end))
            time = end
            return index
        }
    }

    /// Ends segment `index` at `time` (nothing after it is heard).
    package func close(_ index: Int, at time: TimeInterval) {
        guard segments.indices.contains(index) else { return }
        segments[index].end = min(segments[index].end ?? time, time)
    }

    /// A number for the next player that plays in this scene, for the events' `source`.
    func numberPlayer() -> Int {
        playersSeen += 1
        return playersSeen
    }
}
