import Dynamics
import Foundation
import Testing

/// The encoder against ffmpeg stand-ins that fail the ways a real one does on a full disk or when it stops reading.
@Suite("Video verification and stalls", .serialized)
struct VideoVerificationTests {
    /// A folder holding an `ffmpeg` shell script with `body`, and the PATH that finds it before the real tools.
    private func fakeFFmpeg(_ body: String) throws -> (folder: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-ffmpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("ffmpeg")
        try ("#!/bin/sh\nfor last in \"$@\"; do :; done\n" + body).write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        return (folder, ["PATH": folder.path + ":/usr/bin:/bin"])
    }

    private func send(_ frames: Int, to encoder: VideoEncoder, size: Int = 64) throws {
        let frame = [UInt8](repeating: 200, count: size * size * 4)
        for _ in 0..<frames {
            try frame.withUnsafeBufferPointer { try encoder.append(premultipliedBGRA: $0, bytesPerRow: size * 4, isOpaque: true) }
        }
    }

    /// Sends five 64×64 frames to `clip.mp4` through the stand-in and returns the error finishing must raise.
    private func fiveFramesFail(through fake: (folder: URL, environment: [String: String])) throws -> VideoEncoderError? {
        let encoder = try VideoEncoder(path: fake.folder.appendingPathComponent("clip.mp4").path, width: 64, height: 64,
                                       fps: 10, transparent: false, environment: fake.environment)
        try send(5, to: encoder)
        return #expect(throws: VideoEncoderError.self) { try encoder.finish() }
    }

    @Test("ffmpeg exiting 0 after 'Error writing trailer' (a full disk) is a failure, and no video is left")
    func errorInLogDespiteExitZero() throws {
        let fake = try fakeFFmpeg("""
            cat > /dev/null
            printf 'truncated' > "$last"
            echo "[mp4 @ 0x1] Error writing trailer of $last: No space left on device" >&2
            exit 0
            """)
        defer { try? FileManager.default.removeItem(at: fake.folder) }
        let error = try fiveFramesFail(through: fake)
        #expect(error?.description.contains("Error writing trailer") == true, "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fake.folder.path) == ["ffmpeg"])
    }

    @Test("a video with fewer frames than were sent is a failure")
    func missingFrames() throws {
        let fake = try fakeFFmpeg("""
            cat > /dev/null
            exec /usr/bin/ffmpeg -v error -y -f lavfi -i testsrc=size=64x64:rate=10 -frames:v 2 -f mp4 "$last"
            """)
        defer { try? FileManager.default.removeItem(at: fake.folder) }
        let error = try fiveFramesFail(through: fake)
        #expect(error?.description == "ffmpeg failed: the video holds 2 frames, not the 5 sent")
        #expect(!FileManager.default.fileExists(atPath: fake.folder.appendingPathComponent("clip.mp4").path))
    }

    @Test("an ffmpeg that stops reading fails the encode after the stall timeout instead of hanging it")
    func stall() throws {
        let fake = try fakeFFmpeg("exec sleep 30\n")
        defer { try? FileManager.default.removeItem(at: fake.folder) }
        var environment = fake.environment
        environment["DYNAMICS_FFMPEG_STALL_SECONDS"] = "1"
        let encoder = try VideoEncoder(path: fake.folder.appendingPathComponent("clip.mp4").path, width: 512, height: 512,
                                       fps: 10, transparent: false, environment: environment)
        let started = Date()
        let error = #expect(throws: VideoEncoderError.self) { try send(20, to: encoder, size: 512) }
        let waited = Date().timeIntervalSince(started)
        #expect(waited >= 1 && waited < 10, "waited \(waited) s")
        #expect(error?.description == "ffmpeg failed: ffmpeg stopped reading frames for 1 s; it was stopped")
    }

    @Test("a real encode passes the check: every frame sent is in the file")
    func realEncodePasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["clip.mp4", "clip.gif"] {
            let encoder = try VideoEncoder(path: folder.appendingPathComponent(name).path, width: 64, height: 64, fps: 60,
                                           transparent: false)
            try send(30, to: encoder)
            try encoder.finish()
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
    }
}
