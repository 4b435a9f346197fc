import Foundation

/// A node that processes the sound passing through it (AVFAudio's `AVAudioUnit`): an effect or a time effect,
/// placed between a player node and the output with `AVAudioEngine.connect(_:to:format:)`.
///
/// Here a unit processes each thing a player node plays (a buffer, a file) whole, when it is scheduled or when the
/// unit's settings change, rather than block by block as iOS's render thread does; see DECISIONS.md.
open class AVAudioUnit: AVAudioNode {
    /// What the unit makes of `sound` (48 kHz stereo), or `sound` itself when it changes nothing; a sound that
    /// `looping` plays over and over keeps its length.
    func process(_ sound: DecodedSound, looping: Bool) -> DecodedSound { sound }

    /// Frames of its input the unit reads per frame of output: a time effect's rate, 1 for other units.
    var speed: Double { 1 }

    /// What `process` depends on: a sound is processed again when this changes.
    var processingKey: [AnyHashable] { [] }

    /// Tells the engine that what the unit does changed, so the sounds through it are processed again.
    func settingsChanged() {
        engine?.graphChanged()
    }
}
