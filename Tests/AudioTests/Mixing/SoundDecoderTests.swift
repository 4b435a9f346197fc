import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

/// `SoundDecoder` on files whose streams carry side data: DiSCO CLiCKeR's `beep.mp3` has a ReplayGain tag, for which
/// ffprobe prints the channel count as `1,`.
@Suite struct SoundDecoderTests {
    @Test func anMP3WithAReplayGainTagDecodesAsFFmpegDecodesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("tagged.mp3")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-f", "lavfi", "-i", "sine=f=440:d=0.3", "-ac", "1",
                             "-metadata", "REPLAYGAIN_TRACK_GAIN=-3.00 dB", "-c:a", "libmp3lame", url.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let sound = try SoundDecoder.decode(fileAt: url)
        #expect(sound.fileChannels == 1)
        // Mono is decoded as it is and doubled into both channels: equal to ffmpeg's own decoding, sample for sample.
        let reference = try SoundFixtures.decodeWithFFmpeg(url.path, extra: ["-af", "pan=stereo|c0=c0|c1=c0"])
        #expect(sound.samples.count == reference.count)
        #expect(sound.samples == reference)
    }
}
