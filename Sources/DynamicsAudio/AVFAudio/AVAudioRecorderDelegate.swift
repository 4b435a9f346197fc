import Foundation

/// What an `AVAudioRecorder` tells its delegate (AVFAudio's `AVAudioRecorderDelegate`; every method is optional).
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    /// The recording was stopped (by `stop()` or at the end of `record(forDuration:)`) and its file written; `flag` is
    /// false when the file could not be written.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed; never called here (a failure to write is reported by `flag` above).
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    /// Does nothing.
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    /// Does nothing.
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}
