import Foundation

/// The layout of PCM audio: sample format, sample rate, channels, interleaving (AVFAudio's `AVAudioFormat`).
/// Immutable, so sendable, as in the SDK.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    /// The sample format.
    public let commonFormat: AVAudioCommonFormat
    /// Frames per second.
    public let sampleRate: Double
    /// Channels per frame.
    public let channelCount: AVAudioChannelCount
    /// Whether the channels of a frame sit side by side in one block (false: one block per channel).
    public let isInterleaved: Bool

    /// The engine's standard format: deinterleaved 32-bit floats. Nil for a rate that is not a positive number or
    /// for no channels, as on iOS.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    /// A PCM format; nil for `.otherFormat`, a rate that is not a positive number, or no channels.
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount,
                 interleaved: Bool) {
        guard format != .otherFormat, sampleRate.isFinite, sampleRate > 0, channels > 0 else { return nil }
        commonFormat = format
        self.sampleRate = sampleRate
        channelCount = channels
        isInterleaved = interleaved
        super.init()
    }

    /// True for deinterleaved 32-bit floats, the format engine nodes use.
    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

    /// Bytes of one sample.
    var bytesPerSample: Int {
        switch commonFormat {
        case .pcmFormatFloat64: 8
        case .pcmFormatInt16: 2
        case .pcmFormatFloat32, .pcmFormatInt32, .otherFormat: 4
        }
    }

    /// Formats are equal when every field is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return commonFormat == other.commonFormat && sampleRate == other.sampleRate
            && channelCount == other.channelCount && isInterleaved == other.isInterleaved
    }

    /// A hash agreeing with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(commonFormat)
        hasher.combine(sampleRate)
        hasher.combine(channelCount)
        hasher.combine(isInterleaved)
        return hasher.finalize()
    }

    /// `<AVAudioFormat: 2 ch, 48000 Hz, Float32, deinterleaved>`, as iOS prints it.
    open override var description: String {
        let name: String = switch commonFormat {
        case .pcmFormatFloat32: "Float32"
        case .pcmFormatFloat64: "Float64"
        case .pcmFormatInt16: "Int16"
        case .pcmFormatInt32: "Int32"
        case .otherFormat: "other"
        }
        return "<AVAudioFormat: \(channelCount) ch, \(Int(sampleRate)) Hz, \(name)"
            + (isInterleaved ? ", interleaved>" : ", deinterleaved>")
    }
}
