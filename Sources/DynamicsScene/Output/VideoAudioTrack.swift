import Foundation
import DynamicsAudio

/// Adds a scene's sound track to a finished video file: AAC in mp4 and mov, Opus in WebM (GIFs have no sound).
///
/// The frames are streamed to ffmpeg while the scene runs, but the sound is known only once it has run (a sound
/// played at the last tick belongs to the track too), so the track is muxed in afterwards: one more ffmpeg run that
/// copies the video stream as it is and encodes the mix beside it. A scene that played nothing never comes here,
/// so its video is byte for byte what it was before sound existed.
enum VideoAudioTrack {
    /// ffmpeg's audio encoder options for `format`, or nil when the format carries no sound.
    static func encoderArguments(for format: VideoFormat) -> [String]? {
        switch format {
        case .mp4: ["-c:a", "aac", "-b:a", "192k", "-movflags", "+faststart", "-f", "mp4"]
        case .mov: ["-c:a", "aac", "-b:a", "192k", "-f", "mov"]
        case .webm: ["-c:a", "libopus", "-b:a", "160k", "-f", "webm"]
        case .gif: nil
        }
    }

    /// Replaces the video at `videoPath` (a temporary file named after `destination`) with the same video plus
    /// `mix` as its audio track. The files it writes on the way are temporary names that `RenderLeftovers`
    /// recognises (`.NAME.f32le.partial-PID`, `.NAME.audio.partial-PID`), removed whatever happens.
    static func add(_ mix: AudioMix, toVideoAt videoPath: String, destination: String, format: VideoFormat,
                    ffmpeg: String) throws {
        guard let encoder = encoderArguments(for: format) else { return }
        let url = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let samplesPath = folder.appendingPathComponent(".\(url.lastPathComponent).f32le.partial-\(pid)").path
        let muxedPath = folder.appendingPathComponent(".\(url.lastPathComponent).audio.partial-\(pid)").path
        defer {
            unlink(samplesPath)
            unlink(muxedPath)
        }
        guard FileManager.default.createFile(atPath: samplesPath, contents: mix.rawData) else {
            throw VideoEncoderError.ffmpegFailed("cannot write the sound track beside \(destination)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-i", videoPath,
                             "-f", "f32le", "-ar", String(AudioMix.sampleRate), "-ac", "2", "-i", samplesPath,
                             "-map", "0:v:0", "-map", "1:a:0", "-c:v", "copy"] + encoder + [muxedPath]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw VideoEncoderError.ffmpegFailed("cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        let log = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: log, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init)
        guard process.terminationStatus == 0, message == nil else {
            throw VideoEncoderError.ffmpegFailed(message ?? "adding the sound track failed")
        }
        guard rename(muxedPath, videoPath) == 0 else {
            throw VideoEncoderError.ffmpegFailed("cannot move the video with sound into place: "
                + String(cString: strerror(errno)))
        }
    }
}
