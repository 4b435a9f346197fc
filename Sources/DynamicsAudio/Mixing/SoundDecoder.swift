import Foundation

/// Decodes sound files (WAV, CAF, AIFF, MP3, M4A/AAC and whatever else ffmpeg reads) with the ffmpeg and ffprobe
/// executables the renderer already needs for video, into `DecodedSound`s kept for the life of the process: a file
/// is decoded once however many players and scenes use it (keyed by path, size and modification date; data by its
/// bytes). ffmpeg's decoders and its resampler are deterministic, so a file decodes to the same samples every run.
package enum SoundDecoder {
    private static let cache = DecodedSoundCache()

    /// The sound in the file at `url`.
    package static func decode(fileAt url: URL) throws -> DecodedSound {
        let path = url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw failure(-43, "cannot open sound file '\(path)': no such file")
        }
        let key = DecodedSoundCache.Key.file(path: path, size: (attributes[.size] as? NSNumber)?.intValue ?? -1,
                                             modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
        return try cache.sound(for: key) { try decodeWithFFmpeg(path: path, shownAs: path) }
    }

    /// The sound held in `data` (the whole file's bytes).
    package static func decode(data: Data) throws -> DecodedSound {
        try cache.sound(for: .data(data)) {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("dynamics-sound-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
                .path
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                throw failure(-36, "cannot write the sound data to a temporary file")
            }
            defer { unlink(path) }
            return try decodeWithFFmpeg(path: path, shownAs: "sound data")
        }
    }

    private static func decodeWithFFmpeg(path: String, shownAs name: String) throws -> DecodedSound {
        let probe = try run("ffprobe", ["-v", "error", "-select_streams", "a:0", "-show_entries", "stream=channels",
                                        "-of", "csv=p=0", path])
        // The first field of the first line: a stream with side data (an MP3's ReplayGain tag) ends it with a comma.
        let firstField = String(decoding: probe.output, as: UTF8.self)
            .split(whereSeparator: { $0.isNewline || $0 == "," }).first.map(String.init) ?? ""
        guard probe.status == 0, let channels = Int(firstField.trimmingCharacters(in: .whitespaces)), channels > 0 else {
            throw unsupported(name, probe.message ?? "no audio stream")
        }
        // One or two channels are decoded as they are (ffmpeg's own mono-to-stereo upmix lowers the level by 3 dB);
        // more are mixed down to two by ffmpeg.
        let decoded = try run("ffmpeg", ["-v", "error", "-nostdin", "-i", path, "-map", "0:a:0", "-f", "f32le",
                                         "-ac", String(min(channels, 2)), "-ar", String(SoundMixer.sampleRate), "-"])
        guard decoded.status == 0 else { throw unsupported(name, decoded.message ?? "ffmpeg failed") }
        var samples = [Float](repeating: 0, count: decoded.output.count / MemoryLayout<Float>.size)
        _ = samples.withUnsafeMutableBytes { decoded.output.copyBytes(to: $0) }
        if channels == 1 { samples = samples.flatMap { [$0, $0] } }
        guard !samples.isEmpty, samples.allSatisfy(\.isFinite) else { throw unsupported(name, "no samples") }
        return DecodedSound(samples: samples, fileChannels: channels)
    }

    /// Runs ffmpeg's `tool` with `arguments`: its exit status, its standard output and the last line of its errors.
    static func run(_ tool: String, _ arguments: [String]) throws
        -> (status: Int32, output: Data, message: String?) {
        guard let executable = executable(named: tool) else {
            throw failure(-1, "\(tool) not found on PATH; install it (apt-get install ffmpeg) to play sounds")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // `-v error` keeps the error stream to a line or two, far below a pipe's buffer, so reading the samples
        // first cannot block ffmpeg on a full error pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let log = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: log, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init)
        return (process.terminationStatus, data, message)
    }

    private static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Core Audio's `kAudioFileUnsupportedFileTypeError` ('typ?'), which `AVAudioPlayer` throws on iOS for a file
    /// it cannot read.
    private static func unsupported(_ name: String, _ reason: String) -> NSError {
        failure(1_954_115_647, "cannot decode '\(name)' as sound: \(reason)")
    }

    static func failure(_ code: Int, _ message: String) -> NSError {
        NSError(domain: NSOSStatusErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}

/// The decoded sounds of the process, shared by every thread that renders.
private final class DecodedSoundCache: @unchecked Sendable {
    enum Key: Hashable {
        case file(path: String, size: Int, modified: Date)
        case data(Data)
    }

    private let lock = NSLock()
    private var sounds: [Key: DecodedSound] = [:]

    func sound(for key: Key, decode: () throws -> DecodedSound) throws -> DecodedSound {
        if let known = lock.withLock({ sounds[key] }) { return known }
        let sound = try decode()
        return lock.withLock {
            if let raced = sounds[key] { return raced }
            sounds[key] = sound
            return sound
        }
    }
}
