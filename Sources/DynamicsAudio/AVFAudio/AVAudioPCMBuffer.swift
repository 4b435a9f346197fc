import Foundation

/// A block of audio in some format (AVFAudio's `AVAudioBuffer`).
open class AVAudioBuffer: NSObject {
    /// The format of the audio held.
    public let format: AVAudioFormat

    init(format: AVAudioFormat) {
        self.format = format
        super.init()
    }
}

/// PCM audio in memory that apps fill (`floatChannelData`) or read a file into, and that a player node plays
/// (AVFAudio's `AVAudioPCMBuffer`).
open class AVAudioPCMBuffer: AVAudioBuffer {
    /// Frames the buffer can hold.
    public let frameCapacity: AVAudioFrameCount
    private let storage: UnsafeMutableRawPointer
    /// One pointer per channel into `storage` (the same block, offset by one sample per channel, when interleaved).
    private let channels: UnsafeMutablePointer<UnsafeMutableRawPointer>

    /// An empty buffer (`frameLength` 0) of `frameCapacity` zeroed frames; nil for a format that is not PCM.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        guard format.commonFormat != .otherFormat else { return nil }
        let channelCount = Int(format.channelCount), bytes = format.bytesPerSample
        let total = max(1, Int(frameCapacity) * channelCount * bytes)
        storage = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: total)
        channels = .allocate(capacity: channelCount)
        for channel in 0..<channelCount {
            let offset = format.isInterleaved ? channel * bytes : channel * Int(frameCapacity) * bytes
            channels[channel] = storage + offset
        }
        self.frameCapacity = frameCapacity
        super.init(format: format)
    }

    deinit {
        storage.deallocate()
        channels.deallocate()
    }

    /// Frames of valid audio, at most `frameCapacity` (a larger value is clamped; iOS raises an exception).
    open var frameLength: AVAudioFrameCount = 0 {
        didSet { frameLength = min(frameLength, frameCapacity) }
    }

    /// Samples between one frame's sample of a channel and the next frame's: the channel count when interleaved,
    /// else 1.
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }

    /// Per-channel pointers to the samples when the format is 32-bit float, else nil.
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? {
        channelData(.pcmFormatFloat32, as: Float.self)
    }

    /// Per-channel pointers to the samples when the format is 16-bit integer, else nil.
    open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? {
        channelData(.pcmFormatInt16, as: Int16.self)
    }

    /// Per-channel pointers to the samples when the format is 32-bit integer, else nil.
    open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? {
        channelData(.pcmFormatInt32, as: Int32.self)
    }

    private func channelData<Sample>(_ wanted: AVAudioCommonFormat,
                                     as type: Sample.Type) -> UnsafePointer<UnsafeMutablePointer<Sample>>? {
        guard format.commonFormat == wanted else { return nil }
        return UnsafeRawPointer(channels).assumingMemoryBound(to: UnsafeMutablePointer<Sample>.self)
    }

    /// Sample `frame` of `channel` as a float within −1…1 (integers scaled by their full range).
    func sample(channel: Int, frame: Int) -> Float {
        let index = frame * stride
        let base = UnsafeRawPointer(channels[channel])
        switch format.commonFormat {
        case .pcmFormatFloat32: return base.load(fromByteOffset: index * 4, as: Float.self)
        case .pcmFormatFloat64: return Float(base.load(fromByteOffset: index * 8, as: Double.self))
        case .pcmFormatInt16: return Float(base.load(fromByteOffset: index * 2, as: Int16.self)) / 32_768
        case .pcmFormatInt32: return Float(Double(base.load(fromByteOffset: index * 4, as: Int32.self)) / 2_147_483_648)
        case .otherFormat: return 0
        }
    }

    /// Writes `value` as sample `frame` of `channel`, converted to the buffer's format.
    func setSample(_ value: Float, channel: Int, frame: Int) {
        let index = frame * stride
        let base = channels[channel]
        switch format.commonFormat {
        case .pcmFormatFloat32: base.storeBytes(of: value, toByteOffset: index * 4, as: Float.self)
        case .pcmFormatFloat64: base.storeBytes(of: Double(value), toByteOffset: index * 8, as: Double.self)
        case .pcmFormatInt16:
            base.storeBytes(of: Int16(max(-32_768, min(32_767, (value * 32_768).rounded()))), toByteOffset: index * 2,
                            as: Int16.self)
        case .pcmFormatInt32:
            let scaled = max(-2_147_483_648, min(2_147_483_647, (Double(value) * 2_147_483_648).rounded()))
            base.storeBytes(of: Int32(scaled), toByteOffset: index * 4, as: Int32.self)
        case .otherFormat: break
        }
    }

    /// The valid frames as a sound the mixer plays: left and right interleaved (a mono buffer on both channels, a
    /// buffer of more channels by its first two), samples that are not finite silenced.
    func decodedSound() -> DecodedSound {
        let channelCount = Int(format.channelCount)
        var samples = [Float](repeating: 0, count: 2 * Int(frameLength))
        for frame in 0..<Int(frameLength) {
            let left = sample(channel: 0, frame: frame)
            let right = channelCount > 1 ? sample(channel: 1, frame: frame) : left
            samples[2 * frame] = left.isFinite ? left : 0
            samples[2 * frame + 1] = right.isFinite ? right : 0
        }
        return DecodedSound(samples: samples, fileChannels: channelCount)
    }
}
