import Dynamics
import Foundation
import Testing

/// The in-process encoder against the ffmpeg program: every format reads back with ffprobe, and the same frames
/// encoded by ffmpeg with the same settings decode to the same pixels.
@Suite("in-process video encoding", .serialized)
struct VideoEncoderTests {
    /// Frame `index` of a small moving picture, `width` × `height`, premultiplied BGRA: a gradient with a square
    /// that moves, half-transparent outside the square when `translucent`.
    private static func frame(_ index: Int, width: Int, height: Int, translucent: Bool = false) -> Image {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let inside = (x - index * 3 + 40) % 40 < 12 && y > height / 4 && y < height * 3 / 4
                let alpha: UInt8 = translucent && !inside ? 128 : 255
                let red = inside ? 230 : x * 255 / width, green = inside ? 40 : y * 255 / height, blue = (x + y + index) % 256
                let offset = (y * width + x) * 4
                bytes[offset] = UInt8(blue * Int(alpha) / 255)
                bytes[offset + 1] = UInt8(green * Int(alpha) / 255)
                bytes[offset + 2] = UInt8(red * Int(alpha) / 255)
                bytes[offset + 3] = alpha
            }
        }
        return Image(width: width, height: height, stride: width * 4, bytes: bytes, isOpaque: !translucent)
    }

    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs a program found on PATH with `input` on its standard input; its standard output.
    @discardableResult
    private static func run(_ arguments: [String], input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        try process.run()
        if let input {
            // Written from another thread: ffmpeg's output pipe must be drained at the same time.
            let writer = feed.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: arguments.joined(separator: " ")])
        }
        return data
    }

    /// ffprobe's decoded frame count, size and pixel format of the first video stream.
    private static func probe(_ path: String) throws -> String {
        String(decoding: try run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                  "stream=nb_read_frames,width,height,pix_fmt", "-of", "csv=p=0", path]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every frame of the video decoded to `pixelFormat`, back to back.
    private static func decode(_ path: String, as pixelFormat: String) throws -> Data {
        try run(["ffmpeg", "-v", "error", "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", pixelFormat,
                 "-"])
    }

    /// Encodes `frames` in this process, on a thread of its own as a render's video sink does.
    private static func encode(_ frames: [Image], to path: String, fps: Int = 30, transparent: Bool = false) throws {
        nonisolated(unsafe) var failure: (any Error)?
        let frames = frames
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do { try encodeHere(frames, to: path, fps: fps, transparent: transparent) } catch { failure = error }
            done.signal()
        }
        done.wait()
        if let failure { throw failure }
    }

    nonisolated private static func encodeHere(_ frames: [Image], to path: String, fps: Int, transparent: Bool) throws {
        let encoder = try VideoEncoder(path: path, width: frames[0].width, height: frames[0].height, fps: fps,
                                       transparent: transparent)
        for image in frames {
            try image.bytes.withUnsafeBufferPointer {
                try encoder.append(premultipliedBGRA: $0, bytesPerRow: image.stride, isOpaque: image.isOpaque)
            }
        }
        try encoder.finish()
    }

    /// Encodes `frames` with the ffmpeg program: the raw frames `VideoFrameLayout` makes, on its standard input, and
    /// the output options of `VideoCodecSettings`.
    private static func encodeWithFFmpeg(_ frames: [Image], to path: String, format: VideoFormat, fps: Int = 30,
                                         transparent: Bool = false) throws {
        let layout = VideoFrameLayout(format: format, width: frames[0].width, height: frames[0].height)
        var raw = Data(), scratch: [UInt8] = []
        for image in frames {
            var converted = [UInt8](repeating: 0, count: layout.frameByteCount)
            image.bytes.withUnsafeBufferPointer { pixels in
                converted.withUnsafeMutableBufferPointer {
                    layout.convert(pixels, bytesPerRow: image.stride, isOpaque: image.isOpaque, into: $0, scratch: &scratch)
                }
            }
            raw.append(contentsOf: converted)
        }
        try run(["ffmpeg", "-v", "error", "-y"] + layout.ffmpegInputArguments(fps: fps)
                + format.ffmpegOutputArguments(transparent: transparent, fps: fps) + [path], input: raw)
    }

    @Test("every format reads back with ffprobe: frame count, size (mp4 padded to even) and pixel format")
    func formatsReadBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let opaque = (0..<12).map { Self.frame($0, width: 47, height: 35) }
        let translucent = (0..<12).map { Self.frame($0, width: 47, height: 35, translucent: true) }
        // 12 frames at 30 fps: a GIF shows 4/100 s frames (25 fps), 0.4 s → 10 frames.
        let cases: [(name: String, frames: [Image], transparent: Bool, expected: String)] = [
            ("opaque.mp4", opaque, false, "48,36,yuv420p,12"),
            ("opaque.webm", opaque, false, "47,35,yuv420p,12"),
            ("alpha.webm", translucent, true, "47,35,yuv420p,12"),
            ("opaque.mov", opaque, false, "47,35,yuv444p12le,12"),
            ("alpha.mov", translucent, true, "47,35,yuva444p12le,12"),
            ("opaque.gif", opaque, false, "47,35,bgra,10"),
            ("alpha.gif", translucent, true, "47,35,bgra,10"),
        ]
        for item in cases {
            let path = folder.appendingPathComponent(item.name).path
            try Self.encode(item.frames, to: path, transparent: item.transparent)
            #expect(try Self.probe(path) == item.expected, "\(item.name)")
        }
        // VP9's alpha travels beside the colour planes; the stream says so.
        let alphaMode = try Self.run(["ffprobe", "-v", "error", "-show_entries", "stream_tags=alpha_mode", "-of", "csv=p=0",
                                      folder.appendingPathComponent("alpha.webm").path])
        #expect(String(decoding: alphaMode, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == cases.map(\.name).sorted(),
                "no temporary file is left")
    }

    @Test("the same frames through ffmpeg with the same settings decode to the same pixels, format by format")
    func sameFramesAsTheFFmpegProgram() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let opaque = (0..<20).map { Self.frame($0, width: 63, height: 45) }
        let translucent = (0..<20).map { Self.frame($0, width: 63, height: 45, translucent: true) }
        let cases: [(VideoFormat, [Image], Bool, String)] = [
            (.mp4, opaque, false, "rgb24"), (.webm, translucent, true, "rgba"), (.mov, translucent, true, "rgba64le"),
            (.gif, translucent, true, "rgba"),
        ]
        for (format, frames, transparent, decoded) in cases {
            let ours = folder.appendingPathComponent("ours.\(format.rawValue)").path
            let theirs = folder.appendingPathComponent("theirs.\(format.rawValue)").path
            try Self.encode(frames, to: ours, transparent: transparent)
            try Self.encodeWithFFmpeg(frames, to: theirs, format: format, transparent: transparent)
            let ourPixels = try Self.decode(ours, as: decoded), theirPixels = try Self.decode(theirs, as: decoded)
            #expect(!ourPixels.isEmpty)
            // Compared as a Bool: a failed comparison of two Data values would have the testing library diff them.
            let same = ourPixels == theirPixels
            let differing = zip(ourPixels, theirPixels).filter { $0 != $1 }.count
            #expect(same, "\(format): \(ourPixels.count) and \(theirPixels.count) bytes decoded, \(differing) differ")
        }
    }

    /// The encoded stream of the video's first video track: the MD5 of its packets, whatever the container around them
    /// (the WebM muxer gives every file a track UID of its own).
    private static func streamHash(_ path: String) throws -> String {
        String(decoding: try run(["ffmpeg", "-v", "error", "-i", path, "-map", "0:v:0", "-c", "copy", "-f", "md5", "-"]),
               as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Opaque red and blue as BGRA bytes: colours, not greys, so that a read of leftover bytes changes chroma (a grey
    /// such as 0xA5A5A5A5 or zeros leaves U and V at 128, which is why an earlier grey littering hid issue 38).
    nonisolated private static let red: [UInt8] = [0, 0, 255, 255], blue: [UInt8] = [255, 0, 0, 255]

    /// Leaves this thread's heap full of freed blocks of `colour` pixels, as a thread that has drawn and encoded
    /// before leaves it: an allocation gets such a block back without clearing it.
    nonisolated private static func litterHeap(with colour: [UInt8] = red) {
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(400)
        for index in 0..<400 {
            let size = (64 + index * 977 % 40_000) / 4 * 4
            guard let block = malloc(size) else { continue }
            let pixels = block.bindMemory(to: UInt8.self, capacity: size)
            for offset in 0..<size { pixels[offset] = colour[offset % 4] }
            blocks.append(block)
        }
        blocks.forEach { free($0) }
    }

    /// `image` with every row followed by two pixels of `colour` (and so is the last row).
    private static func padded(_ image: Image, with colour: [UInt8]) -> Image {
        let stride = image.width * 4 + 8
        var bytes = [UInt8](repeating: 0, count: stride * image.height)
        for y in 0..<image.height {
            bytes.replaceSubrange((y * stride)..<(y * stride + image.width * 4),
                                  with: image.bytes[(y * image.stride)..<(y * image.stride + image.width * 4)])
            bytes.replaceSubrange((y * stride + image.width * 4)..<((y + 1) * stride), with: colour + colour)
        }
        return Image(width: image.width, height: image.height, stride: stride, bytes: bytes, isOpaque: image.isOpaque)
    }

    @Test("encoders in one process, four at once on threads of their own, then three in turn on the main actor's one thread, each on a heap littered with red pixels, write the streams the ffmpeg program writes")
    func encodersInOneProcessAgree() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let opaque = (0..<20).map { Self.frame($0, width: 63, height: 45) }
        let translucent = (0..<20).map { Self.frame($0, width: 63, height: 45, translucent: true) }
        let cases: [(format: VideoFormat, frames: [Image], transparent: Bool, decoded: String)] = [
            (.mp4, opaque, false, "rgb24"), (.webm, translucent, true, "rgba"),
        ]
        // What a lone encoder writes: the ffmpeg program's, in a process of its own.
        var expected: [(stream: String, pixels: Data)] = []
        for item in cases {
            let path = folder.appendingPathComponent("program.\(item.format.rawValue)").path
            try Self.encodeWithFFmpeg(item.frames, to: path, format: item.format, transparent: item.transparent)
            expected.append((try Self.streamHash(path), try Self.decode(path, as: item.decoded)))
        }
        var written: [(path: String, item: Int)] = []
        nonisolated(unsafe) var failures: [any Error] = []
        let lock = NSLock(), group = DispatchGroup()
        for index in 0..<4 {
            let item = index % cases.count
            let path = folder.appendingPathComponent("at-once-\(index).\(cases[item].format.rawValue)").path
            written.append((path, item))
            let job = cases[item]
            group.enter()
            Thread.detachNewThread {
                Self.litterHeap()
                do {
                    try Self.encodeHere(job.frames, to: path, fps: 30, transparent: job.transparent)
                } catch {
                    lock.withLock { failures.append(error) }
                }
                group.leave()
            }
        }
        group.wait()
        #expect(failures.isEmpty, "\(failures)")
        // In turn on one thread: each encoder gets the heap the ones before it left.
        var threads: Set<pthread_t> = []
        for round in 0..<3 {
            for (item, job) in cases.enumerated() {
                let path = folder.appendingPathComponent("in-turn-\(round).\(job.format.rawValue)").path
                written.append((path, item))
                threads.insert(pthread_self())
                Self.litterHeap()
                try Self.encodeHere(job.frames, to: path, fps: 30, transparent: job.transparent)
            }
        }
        #expect(threads.count == 1)
        for (path, item) in written {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let sameStream = try Self.streamHash(path) == expected[item].stream
            // Compared as a Bool: a failed comparison of two Data values would have the testing library diff them.
            let samePixels = try Self.decode(path, as: cases[item].decoded) == expected[item].pixels
            #expect(sameStream && samePixels, "\(name): stream \(sameStream), pixels \(samePixels)")
        }
    }

    @Test("odd-width webm frames, opaque and translucent, give the ffmpeg program's stream whatever follows their rows: two pixels of red or of blue after each row, and a heap littered with the same colour")
    func bytesAfterTheRowsStayOutOfTheStream() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for transparent in [false, true] {
            let frames = (0..<8).map { Self.frame($0, width: 63, height: 45, translucent: transparent) }
            let program = folder.appendingPathComponent("program-\(transparent).webm").path
            try Self.encodeWithFFmpeg(frames, to: program, format: .webm, transparent: transparent)
            let expected = try Self.streamHash(program)
            for (name, colour) in [("red", Self.red), ("blue", Self.blue)] {
                let path = folder.appendingPathComponent("\(name)-\(transparent).webm").path
                let padded = frames.map { Self.padded($0, with: colour) }
                Self.litterHeap(with: colour)
                try Self.encodeHere(padded, to: path, fps: 30, transparent: transparent)
                #expect(try Self.streamHash(path) == expected, "\(name) after the rows, transparent: \(transparent)")
            }
        }
    }

    @Test("a frame marked as repeating the last is not converted again: the last frame's pixels are encoded")
    func repeatedFramesAreNotConverted() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("repeat.mp4").path
        let first = Self.frame(0, width: 32, height: 32), other = Self.frame(7, width: 32, height: 32)
        let encoder = try VideoEncoder(path: path, width: 32, height: 32, fps: 10, transparent: false)
        try first.bytes.withUnsafeBufferPointer {
            try encoder.append(premultipliedBGRA: $0, bytesPerRow: 128, isOpaque: true)
        }
        // Different pixels, marked as a repeat: the encoder must not look at them.
        try other.bytes.withUnsafeBufferPointer {
            try encoder.append(premultipliedBGRA: $0, bytesPerRow: 128, isOpaque: true, repeatsPrevious: true)
        }
        try other.bytes.withUnsafeBufferPointer {
            try encoder.append(premultipliedBGRA: $0, bytesPerRow: 128, isOpaque: true)
        }
        try encoder.finish()
        let times = try Self.run(["ffprobe", "-v", "error", "-show_entries", "packet=pts_time", "-of", "csv=p=0", path])
        #expect(String(decoding: times, as: UTF8.self).split(separator: "\n").compactMap { Double($0) }.sorted()
                == [0, 0.1, 0.2])
        let decoded = try Self.decode(path, as: "rgb24")
        let frameBytes = 32 * 32 * 3
        try #require(decoded.count == 3 * frameBytes)
        let frames = (0..<3).map { decoded.subdata(in: ($0 * frameBytes)..<(($0 + 1) * frameBytes)) }
        #expect(frames[1] == frames[0])
        #expect(frames[2] != frames[0])
    }

    @Test("a video that cannot be written leaves no file, temporary or final")
    func failureLeavesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The destination is a folder: the finished video cannot be moved there.
        let path = folder.appendingPathComponent("taken.mp4")
        try FileManager.default.createDirectory(at: path.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let image = Self.frame(0, width: 16, height: 16)
        let encoder = try VideoEncoder(path: path.path, width: 16, height: 16, fps: 10, transparent: false)
        try image.bytes.withUnsafeBufferPointer { try encoder.append(premultipliedBGRA: $0, bytesPerRow: 64, isOpaque: true) }
        let error = #expect(throws: VideoEncoderError.self) { try encoder.finish() }
        #expect(error?.description.hasPrefix("video encoding failed: cannot move the video to") == true,
                "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken.mp4"])
    }
}
