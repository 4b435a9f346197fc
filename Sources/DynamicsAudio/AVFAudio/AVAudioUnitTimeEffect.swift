import Foundation

/// A unit that changes the sound's timing (AVFAudio's `AVAudioUnitTimeEffect`): `AVAudioUnitTimePitch`,
/// `AVAudioUnitVarispeed`.
open class AVAudioUnitTimeEffect: AVAudioUnit {
    /// When true, the sound passes through unchanged, at its own speed.
    open var bypass = false {
        didSet { settingsChanged() }
    }
}
