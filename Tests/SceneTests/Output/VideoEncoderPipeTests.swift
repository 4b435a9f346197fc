import Dynamics
import Foundation
import Testing

/// The video encoder as a library: an ffmpeg that dies must surface as an error, in a process whose SIGPIPE handling
/// the library leaves alone (the test runner's default would end the process).
@Suite struct VideoEncoderPipeTests {
    @Test func anFFmpegThatExitsAtOnceIsAnErrorNotASignal() throws {
        _ = signal(SIGPIPE, SIG_DFL)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ffmpeg = folder.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho 'gone' >&2\nexit 1\n".write(to: ffmpeg, atomically: true, encoding: .utf8)
        chmod(ffmpeg.path, 0o755)
        // A script written a moment ago can refuse to start ("text file busy") while a process another test forks
        // still holds its write descriptor; that passes within milliseconds.
        var started: VideoEncoder?
        for attempt in 1...50 where started == nil {
            do {
                started = try VideoEncoder(path: folder.appendingPathComponent("clip.mp4").path, width: 512, height: 512,
                                           fps: 30, transparent: false, environment: ["PATH": folder.path])
            } catch where attempt < 50 {
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        let encoder = try #require(started)
        let frame = [UInt8](repeating: 255, count: 512 * 512 * 4)
        let error = #expect(throws: VideoEncoderError.self) {
            for _ in 0..<40 {
                try frame.withUnsafeBufferPointer { pixels in
                    try encoder.append(premultipliedBGRA: pixels, bytesPerRow: 512 * 4, isOpaque: true)
                }
            }
            try encoder.finish()
        }
        #expect(error?.description.contains("gone") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("clip.mp4").path))
    }
}
