import Foundation

/// A sound file read into PCM buffers (AVFAudio's `AVAudioFile`, reading only).
///
/// The file is decoded by ffmpeg when opened, at the mix's rate of 48 kHz: both `fileFormat` and `processingFormat`
/// report 48 000 Hz and `length` counts 48 kHz frames (on iOS `fileFormat` has the file's own rate), so
/// `length / fileFormat.sampleRate` is the file's duration as on iOS.
open class AVAudioFile: NSObject {
    /// The file read.
    public let url: URL
    /// The format of the file's audio as decoded: 48 kHz, its channels (more than two are mixed down to two).
    public let fileFormat: AVAudioFormat
    /// The format `read(into:)` fills buffers in: deinterleaved 32-bit floats, unless asked otherwise.
    public let processingFormat: AVAudioFormat
    let sound: DecodedSound
    private let channelCount: Int

    /// Opens and decodes the sound file at `fileURL` (WAV, CAF, AIFF, MP3, M4A/AAC, …); throws an `NSError` in
    /// `NSOSStatusErrorDomain` when it cannot be read.
    public convenience init(forReading fileURL: URL) throws {
        try self.init(forReading: fileURL, commonFormat: .pcmFormatFloat32, interleaved: false)
    }

    /// Opens the file with buffers read in `format` (`.pcmFormatFloat32`, `.pcmFormatFloat64`, `.pcmFormatInt16` or
    /// `.pcmFormatInt32`), interleaved or not.
    public init(forReading fileURL: URL, commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
        sound = try SoundDecoder.decode(fileAt: fileURL)
        url = fileURL
        channelCount = min(2, sound.fileChannels)
        let rate = Double(SoundMixer.sampleRate), channels = AVAudioChannelCount(channelCount)
        guard let processing = AVAudioFormat(commonFormat: format, sampleRate: rate, channels: channels,
                                             interleaved: interleaved),
              let decoded = AVAudioFormat(standardFormatWithSampleRate: rate, channels: channels) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: -50, userInfo: [
                NSLocalizedDescriptionKey: "cannot read '\(fileURL.lastPathComponent)' as \(format)"])
        }
        processingFormat = processing
        fileFormat = decoded
        super.init()
    }

    /// Frames in the file.
    open var length: AVAudioFramePosition { AVAudioFramePosition(sound.frameCount) }

    /// Where the next `read` starts, in frames; set it to read from elsewhere (clamped to the file).
    open var framePosition: AVAudioFramePosition = 0 {
        didSet { framePosition = min(max(0, framePosition), length) }
    }

    /// Reads as many frames as `buffer` holds, from `framePosition` on; at the end of the file the buffer is left
    /// with `frameLength` 0.
    open func read(into buffer: AVAudioPCMBuffer) throws {
        try read(into: buffer, frameCount: buffer.frameCapacity)
    }

    /// Reads up to `frames` frames (at most the buffer's capacity) from `framePosition` on into `buffer`, whose
    /// channel count must be the processing format's; `frameLength` says how many were read.
    open func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws {
        guard Int(buffer.format.channelCount) == channelCount else {
            throw NSError(domain: NSOSStatusErrorDomain, code: -50, userInfo: [NSLocalizedDescriptionKey:
                "cannot read \(channelCount) channel(s) of '\(url.lastPathComponent)' into a buffer of \(buffer.format)"])
        }
        let count = Int(min(Int64(min(frames, buffer.frameCapacity)), length - framePosition))
        let start = Int(framePosition)
        for frame in 0..<count {
            for channel in 0..<channelCount {
                buffer.setSample(sound.samples[2 * (start + frame) + channel], channel: channel, frame: frame)
            }
        }
        buffer.frameLength = AVAudioFrameCount(count)
        framePosition += AVAudioFramePosition(count)
    }
}
