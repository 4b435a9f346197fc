import Foundation

/// A count of sample frames (AVFAudio's `AVAudioFrameCount`).
public typealias AVAudioFrameCount = UInt32
/// A position in sample frames (AVFAudio's `AVAudioFramePosition`).
public typealias AVAudioFramePosition = Int64
/// A number of audio channels (AVFAudio's `AVAudioChannelCount`).
public typealias AVAudioChannelCount = UInt32
/// The index of a node's input or output bus (AVFAudio's `AVAudioNodeBus`).
public typealias AVAudioNodeBus = Int
/// Called when a player node has finished with what was scheduled (or was stopped).
public typealias AVAudioNodeCompletionHandler = () -> Void
/// Called, with the stage it reports, when a player node has finished with what was scheduled.
public typealias AVAudioPlayerNodeCompletionHandler = (AVAudioPlayerNodeCompletionCallbackType) -> Void

/// The sample formats of PCM audio (AVFAudio's `AVAudioCommonFormat`).
public enum AVAudioCommonFormat: UInt, Sendable {
    /// A format other than the ones below (compressed audio, say).
    case otherFormat = 0
    /// 32-bit floats, the engine's own format.
    case pcmFormatFloat32 = 1
    /// 64-bit floats.
    case pcmFormatFloat64 = 2
    /// 16-bit signed integers.
    case pcmFormatInt16 = 3
    /// 32-bit signed integers.
    case pcmFormatInt32 = 4
}

/// How `AVAudioPlayerNode.scheduleBuffer(_:at:options:completionHandler:)` plays a buffer.
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The buffer plays over and over until something interrupts it or the player stops.
    public static let loops = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 0)
    /// The buffer cuts off whatever the player is playing and everything scheduled before it.
    public static let interrupts = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 1)
    /// The buffer plays once the looping buffer now playing finishes its current pass.
    public static let interruptsAtLoop = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 2)
}

/// The stage of playback a player node's typed completion handler reports (iOS 11).
public enum AVAudioPlayerNodeCompletionCallbackType: Int, Sendable {
    /// The player has read all the data.
    case dataConsumed = 0
    /// The data has been rendered.
    case dataRendered = 1
    /// The data has been played back (here, on the scene clock, all three stages are the same moment).
    case dataPlayedBack = 2
}
