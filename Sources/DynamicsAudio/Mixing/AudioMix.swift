import Foundation

/// A scene's sound track: 32-bit float stereo at 48 kHz, left and right samples interleaved.
public struct AudioMix: Sendable, Equatable {
    /// Frames per second.
    public static let sampleRate = SoundMixer.sampleRate
    /// Interleaved left/right samples, each within −1…1.
    public let samples: [Float]
    /// Scene time of the first frame, in seconds.
    public let startTime: TimeInterval

    /// A track of `samples` (interleaved stereo) starting at scene time `startTime`.
    public init(samples: [Float], startTime: TimeInterval) {
        self.samples = samples
        self.startTime = startTime
    }

    /// Sample frames (a left and a right sample each).
    public var frameCount: Int { samples.count / 2 }

    /// The samples as raw little-endian 32-bit floats (ffmpeg's `f32le`).
    public var rawData: Data {
        samples.withUnsafeBytes { Data($0) }
    }

    /// The track as a WAV file of 32-bit float samples (`WAVE_FORMAT_IEEE_FLOAT`), so the file holds the mix's
    /// samples exactly.
    public var wavData: Data {
        let payload = rawData
        var header = Data()
        func append(_ text: String) { header.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) } }
        let blockAlign = UInt16(2 * MemoryLayout<Float>.size)
        append("RIFF"); append32(UInt32(4 + 8 + 16 + 8 + payload.count)); append("WAVE")
        append("fmt "); append32(16); append16(3); append16(2); append32(UInt32(Self.sampleRate))
        append32(UInt32(Self.sampleRate) * UInt32(blockAlign)); append16(blockAlign); append16(32)
        append("data"); append32(UInt32(payload.count))
        return header + payload
    }
}
