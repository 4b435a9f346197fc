import Foundation

/// One call that changed what a scene sounds like, with the scene time it happened at: the sound log's record.
public struct SoundEvent: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A player started (or resumed) at this offset into its sound, in seconds.
        case play(from: TimeInterval)
        /// A player was paused.
        case pause
        /// A player was stopped.
        case stop
        /// A player's `currentTime` was set.
        case seek(to: TimeInterval)
        /// A player's volume was set, fading over `fade` seconds (0: at once).
        case volume(Float, fade: TimeInterval)
        /// A player's pan was set.
        case pan(Float)
        /// A player's rate was set (it counts only with `enableRate`).
        case rate(Float)
        /// A player's `numberOfLoops` was set.
        case loops(Int)
        /// A player reached the end of its sound.
        case finished
        /// `AudioServicesPlaySystemSound` played a system sound.
        case systemSound(UInt32)
        /// `kSystemSoundID_Vibrate` was played: a haptic, not a sound.
        case vibrate
        /// A call to the audio session (`setCategory`, `setActive`, …), as written.
        case session(String)
        /// An audio engine started, paused or stopped (`start`, `pause`, `stop`).
        case engine(String)
        /// A player node was given something to play: `buffer 0.500 s loops`, `file click.wav`.
        case schedule(String)
        /// A recorder started, paused or stopped: `record`, `pause`, `stop: 2.000 s written`.
        case recorder(String)
    }

    /// Scene time in seconds.
    public let time: TimeInterval
    /// What made the sound: `player 2 (click.wav)`, `system sound 4097`, `audio session`.
    public let source: String
    /// What happened.
    public let kind: Kind

    /// `1.500 s player 2 (click.wav): play(from: 0.0)`.
    public var description: String {
        String(format: "%.3f s ", time) + "\(source): \(kind)"
    }
}
