import Foundation
#if canImport(Glibc)
import Glibc
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender
#endif
import DynamicsAudio

/// Why a video could not be written.
public enum VideoEncoderError: Error, CustomStringConvertible, Equatable {
    /// No `ffmpeg` executable on `PATH`.
    case ffmpegMissing
    /// The output path's extension is not one of `VideoFormat`'s.
    case unsupportedExtension(String)
    /// ffmpeg could not be started or exited with an error; the associated text is its last message.
    case ffmpegFailed(String)
    /// Quality settings that the format does not have (the text says which).
    case unsuitableQuality(String)

    public var description: String {
        switch self {
        case .ffmpegMissing:
            return "ffmpeg not found on PATH; install it (apt-get install ffmpeg) to write videos"
        case .unsupportedExtension(let path):
            let known = VideoFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            return "cannot tell the video format of '\(path)'; use one of \(known)"
        case .ffmpegFailed(let message):
            return "ffmpeg failed: \(message)"
        case .unsuitableQuality(let problem):
            return problem
        }
    }
}

/// Writes a video by piping raw frames into ffmpeg's standard input (no intermediate PNGs), in the layout
/// `VideoFrameLayout` picks for the format.
///
/// The video goes to a temporary name beside the destination and is renamed only when ffmpeg succeeds, so a failed
/// or interrupted encode never leaves a half-written file under the requested name.
///
/// Use it from one thread at a time (the recorder hands it to a single worker thread, then finishes it after that
/// thread is done); it is marked `Sendable` for that hand-over.
public final class VideoEncoder: @unchecked Sendable {
    /// Pixel width and height of every frame.
    public let width: Int, height: Int
    private let destination: String
    private let temporaryPath: String
    private let logPath: String
    private let process: Process
    private let input: FileHandle
    private let layout: VideoFrameLayout
    private var frameBytes: [UInt8]
    private var scratch: [UInt8] = []
    /// Whether `frameBytes` holds the conversion of the last frame sent.
    private var hasConvertedFrame = false
    private var finished = false
    private let format: VideoFormat
    private let fps: Int
    private let stallTimeout: TimeInterval
    private let ffprobe: String?
    private let ffmpeg: String
    private var framesSent = 0

    /// How long ffmpeg may stop reading frames before the encode fails, in seconds, unless the environment's
    /// `DYNAMICS_FFMPEG_STALL_SECONDS` says otherwise.
    public static let defaultStallTimeout: TimeInterval = 60

    /// Finds ffmpeg on `PATH` and starts it.
    ///
    /// - Parameters:
    ///   - path: destination file; its extension picks the `VideoFormat`. Missing parent folders are created.
    ///   - width: pixel width of every frame.
    ///   - height: pixel height of every frame.
    ///   - fps: frames per second of the video.
    ///   - transparent: keep alpha where the format can (`.mov`, `.webm`, `.gif`).
    ///   - environment: where `PATH` is looked up (tests pass one without ffmpeg).
    ///   - quality: encoder settings; ones that do not apply to the format are refused.
    public init(path: String, width: Int, height: Int, fps: Int, transparent: Bool,
                quality: VideoQuality = VideoQuality(),
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let format = VideoFormat(path: path) else { throw VideoEncoderError.unsupportedExtension(path) }
        if let problem = quality.problem(for: format) { throw VideoEncoderError.unsuitableQuality(problem) }
        guard let ffmpeg = VideoEncoder.ffmpegPath(environment: environment) else {
            throw VideoEncoderError.ffmpegMissing
        }
        self.width = width
        self.height = height
        self.format = format
        self.fps = fps
        stallTimeout = environment["DYNAMICS_FFMPEG_STALL_SECONDS"].flatMap(Double.init)
            .flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? Self.defaultStallTimeout
        ffprobe = VideoEncoder.executable(named: "ffprobe", environment: environment)
        self.ffmpeg = ffmpeg
        destination = path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pid = ProcessInfo.processInfo.processIdentifier
        temporaryPath = folder.appendingPathComponent(".\(url.lastPathComponent).partial-\(pid)").path
        logPath = temporaryPath + ".log"
        layout = VideoFrameLayout(format: format, width: width, height: height)
        frameBytes = [UInt8](repeating: 0, count: layout.frameByteCount)

        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + layout.ffmpegInputArguments(fps: fps)
            + format.ffmpegOutputArguments(transparent: transparent, fps: fps, quality: quality) + [temporaryPath]
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        guard FileManager.default.createFile(atPath: logPath, contents: nil),
              let log = FileHandle(forWritingAtPath: logPath) else {
            throw VideoEncoderError.ffmpegFailed("cannot create \(logPath)")
        }
        process.standardError = log
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(atPath: logPath)
            throw VideoEncoderError.ffmpegFailed("cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        try? log.close()
        input = pipe.fileHandleForWriting
        #if os(Linux)
        // A 1 MiB pipe instead of the default 64 KiB: a frame crosses in a few large writes instead of dozens of
        // writer/reader wake-ups (F_SETPIPE_SZ is 1031; Glibc's module does not export the GNU-only macro). Failing
        // just keeps the default size.
        _ = fcntl(input.fileDescriptor, 1031, Int32(1 << 20))
        #endif
        // Non-blocking writes, each wait bounded by poll: an ffmpeg that stops reading fails the encode instead of
        // hanging it.
        _ = fcntl(input.fileDescriptor, F_SETFL, fcntl(input.fileDescriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if !finished { cancel() }
    }

    /// Sends one frame of premultiplied BGRA pixels (rows `bytesPerRow` apart), converted to the pipe's layout:
    /// un-premultiplied where alpha is below 255 (`isOpaque`, every alpha 255, skips that step), and as I420 for mp4.
    ///
    /// With `repeatsPrevious` (the caller knows the pixels equal the last frame's), a frame that needed converting
    /// is not converted again: the last conversion is sent once more.
    public func append(premultipliedBGRA pixels: UnsafeBufferPointer<UInt8>, bytesPerRow: Int,
                       isOpaque: Bool = false, repeatsPrevious: Bool = false) throws {
        defer { framesSent += 1 }
        if isOpaque, !layout.isPlanarYUV, bytesPerRow == width * 4 {
            // Already in the pipe's layout: sent as it is.
            hasConvertedFrame = false
            return try writeAll(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: pixels[0..<layout.frameByteCount])))
        }
        let converts = !(repeatsPrevious && hasConvertedFrame)
        try frameBytes.withUnsafeMutableBufferPointer { frame in
            if converts {
                layout.convert(pixels, bytesPerRow: bytesPerRow, isOpaque: isOpaque, into: frame, scratch: &scratch)
            }
            try writeAll(UnsafeRawBufferPointer(frame))
        }
        hasConvertedFrame = true
    }

    /// Closes ffmpeg's input, waits for it, checks the video and moves it to its destination.
    ///
    /// ffmpeg's exit status is not enough: on a full disk it exits 0 after "Error writing trailer" and leaves an
    /// unplayable file. So any error line in its log fails the encode, and ffprobe (Debian's ffmpeg package has it)
    /// must find the frames in the file: as many as were sent, or, for a GIF, as many as its 100/delay frame rate
    /// gives for the clip's length, within one. With `audio`, the video gets it as its sound track (none in a GIF)
    /// before it is moved into place.
    public func finish(audio: AudioMix? = nil) throws {
        guard !finished else { return }
        finished = true
        try? input.close()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        guard process.terminationStatus == 0 else {
            let message = lastLogLine() ?? "exit status \(process.terminationStatus)"
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw VideoEncoderError.ffmpegFailed(message)
        }
        if let problem = verificationProblem() {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw VideoEncoderError.ffmpegFailed(problem)
        }
        if let audio {
            do {
                try VideoAudioTrack.add(audio, toVideoAt: temporaryPath, destination: destination, format: format,
                                        ffmpeg: ffmpeg)
            } catch {
                try? FileManager.default.removeItem(atPath: temporaryPath)
                throw error
            }
        }
        if rename(temporaryPath, destination) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw VideoEncoderError.ffmpegFailed("cannot move the video to \(destination): \(reason)")
        }
    }

    /// Stops ffmpeg and removes everything it wrote.
    public func cancel() {
        finished = true
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: temporaryPath)
        try? FileManager.default.removeItem(atPath: logPath)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
        // A dead ffmpeg must surface as a write error (EPIPE), not kill the process with SIGPIPE. A library must not
        // change the process's signal handling, so SIGPIPE is blocked on this thread for the writes only, and one
        // raised by them is taken off the thread's pending set before it is unblocked.
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 && sigismember(&previous, SIGPIPE) == 0 {
                var immediately = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeSignal, nil, &immediately)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var offset = 0
        while offset < bytes.count {
            let written = write(input.fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EAGAIN {
                var ready = pollfd(fd: input.fileDescriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&ready, 1, Int32(min(stallTimeout * 1000, Double(Int32.max)))) == 0 {
                    // A program that stopped reading may not stop for SIGTERM either.
                    kill(process.processIdentifier, SIGKILL)
                    cancel()
                    throw VideoEncoderError.ffmpegFailed(
                        "ffmpeg stopped reading frames for \(RenderPlan.format(stallTimeout)) s; it was stopped")
                }
                continue
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                finished = true
                try? input.close()
                process.waitUntilExit()
                let message = lastLogLine() ?? "cannot send frames: \(reason)"
                try? FileManager.default.removeItem(atPath: temporaryPath)
                try? FileManager.default.removeItem(atPath: logPath)
                throw VideoEncoderError.ffmpegFailed(message)
            }
            offset += written
        }
    }

    /// Nil when the finished file holds the video that was sent; else why not, in one line.
    private func verificationProblem() -> String? {
        if let line = lastLogLine() { return line }
        guard let ffprobe else { return nil }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: ffprobe)
        probe.arguments = ["-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries",
                           "stream=nb_read_packets", "-of", "csv=p=0", temporaryPath]
        let output = Pipe()
        probe.standardOutput = output
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        probe.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard probe.terminationStatus == 0, let packets = Int(text) else {
            return "the video it wrote cannot be read back (\(temporaryPath))"
        }
        let expected: Int
        if format == .gif {
            let seconds = Double(framesSent) / Double(fps)
            expected = Int((seconds * 100 / Double(VideoFormat.gifFrameDelay(fps: fps))).rounded())
        } else {
            expected = framesSent
        }
        guard abs(packets - expected) <= (format == .gif ? 1 : 0) else {
            return "the video holds \(packets) frames, not the \(expected) sent"
        }
        return nil
    }

    private func lastLogLine() -> String? {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return nil }
        return text.split(whereSeparator: \.isNewline).last.map(String.init)
    }

    /// The ffmpeg executable found on `environment`'s `PATH`, or nil.
    public static func ffmpegPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        executable(named: "ffmpeg", environment: environment)
    }

    private static func executable(named name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
