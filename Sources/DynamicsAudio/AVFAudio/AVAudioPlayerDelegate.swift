import Foundation

/// What an `AVAudioPlayer` tells its delegate (AVFAudio's `AVAudioPlayerDelegate`; every method is optional).
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound played to its end (after its last loop), at the first scene tick at or after that moment;
    /// `flag` is false only when decoding failed midway, which cannot happen here (sounds are decoded at init).
    /// Not called after `stop()` or `pause()`.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// Decoding failed while playing; never called here, since a sound that cannot be decoded fails at init.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
