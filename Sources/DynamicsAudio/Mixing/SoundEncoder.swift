import Foundation

/// Writes sound to a file with the ffmpeg executable, in the format its extension names (`.wav`, `.caf`, `.aif`,
/// `.m4a`, …): first to a hidden file beside it, renamed over it only when ffmpeg has succeeded, so a failure never
/// leaves half a file. `-bitexact` keeps ffmpeg's version out of the file, so the same sound writes the same bytes.
enum SoundEncoder {
    /// Writes `samples` (interleaved stereo at 48 kHz) to `url`, at `sampleRate` and with `channels` when given.
    static func write(_ samples: [Float], to url: URL, sampleRate: Int?, channels: Int?) throws {
        let folder = url.deletingLastPathComponent()
        let token = UUID().uuidString
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-recording-\(token).wav")
        let partial = folder.appendingPathComponent(".\(url.deletingPathExtension().lastPathComponent)-\(token)")
            .appendingPathExtension(url.pathExtension)
        guard FileManager.default.createFile(atPath: source.path,
                                             contents: AudioMix(samples: samples, startTime: 0).wavData) else {
            throw SoundDecoder.failure(-36, "cannot write a temporary file for '\(url.path)'")
        }
        defer { unlink(source.path) }
        var arguments = ["-y", "-v", "error", "-nostdin", "-i", source.path]
        if let sampleRate { arguments += ["-ar", String(sampleRate)] }
        if let channels { arguments += ["-ac", String(channels)] }
        let result = try SoundDecoder.run("ffmpeg", arguments + ["-bitexact", partial.path])
        guard result.status == 0, rename(partial.path, url.path) == 0 else {
            unlink(partial.path)
            throw SoundDecoder.failure(-54, "cannot write '\(url.path)': \(result.message ?? "rename failed")")
        }
    }
}
