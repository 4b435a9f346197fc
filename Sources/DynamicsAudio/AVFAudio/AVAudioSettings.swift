import Foundation

/// The settings key for the format of a recording: an `AudioFormatID` such as `kAudioFormatLinearPCM` (here the
/// file's extension decides the format; see DECISIONS.md).
public let AVFormatIDKey = "AVFormatIDKey"
/// The settings key for a recording's sample rate in hertz.
public let AVSampleRateKey = "AVSampleRateKey"
/// The settings key for a recording's number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The settings key for linear PCM's bits per sample (accepted; the file's format decides).
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// The settings key for whether linear PCM is big-endian (accepted; the file's format decides).
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
/// The settings key for whether linear PCM is floating point (accepted; the file's format decides).
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
/// The settings key for an encoder's quality, an `AVAudioQuality` raw value (accepted).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The settings key for an encoder's bit rate in bits per second (accepted).
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"

/// An encoder's quality (AVFAudio's `AVAudioQuality`).
public enum AVAudioQuality: Int, Sendable {
    /// The lowest quality.
    case min = 0
    /// Low quality.
    case low = 0x20
    /// Medium quality.
    case medium = 0x40
    /// High quality.
    case high = 0x60
    /// The highest quality.
    case max = 0x7F
}
