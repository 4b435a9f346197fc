import CFFmpeg
import DynamicsAudio
import DynamicsRender
import Foundation

/// Why a video could not be written.
public enum VideoEncoderError: Error, CustomStringConvertible, Equatable {
    /// The output path's extension is not one of `VideoFormat`'s.
    case unsupportedExtension(String)
    /// FFmpeg's libraries could not encode or write the video; the associated text says why.
    case encodingFailed(String)
    /// Quality settings that the format does not have (the text says which).
    case unsuitableQuality(String)

    public var description: String {
        switch self {
        case .unsupportedExtension(let path):
            let known = VideoFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            return "cannot tell the video format of '\(path)'; use one of \(known)"
        case .encodingFailed(let message):
            return "video encoding failed: \(message)"
        case .unsuitableQuality(let problem):
            return problem
        }
    }
}

/// Writes a video in this process through FFmpeg's libraries (libavcodec, libavformat, libswscale, libavfilter), with
/// the encoder settings of `VideoCodecSettings`: no ffmpeg program, no pipe, no copy of a frame beyond its conversion.
///
/// An mp4's frames are converted to I420 by `VideoFrameLayout`'s SIMD code straight into a pooled frame; the other
/// formats' straight BGRA is converted by libswscale with the ffmpeg program's default (bicubic) scaler, from a buffer
/// of this encoder's own that ends in zeros (libswscale reads past the last row; see `straight`), and a GIF's goes
/// through the palette graph of libavfilter. The video goes to a temporary name beside the destination and is
/// renamed only when it is complete and read back with every frame, so a failed or interrupted encode never leaves a
/// half-written file under the requested name (`RenderLeftovers` removes what a killed render left).
///
/// Use it from one thread at a time (the recorder hands it to a single worker thread, then finishes it after that
/// thread is done); it is marked `Sendable` for that hand-over.
public final class VideoEncoder: @unchecked Sendable {
    /// Pixel width and height of every frame.
    public let width: Int, height: Int
    /// Which encoder writes the file, and where, in a few words (`dynamics render --verbose` prints it).
    public let encoderDescription: String
    private let format: VideoFormat
    private let fps: Int
    private let destination: String
    private let temporaryPath: String
    private let layout: VideoFrameLayout
    private let writer: VideoStreamWriter
    /// Frames in the encoder's pixel format.
    private let frames: VideoFramePool
    /// Straight BGRA frames for the filter graph (GIF only).
    private let straightFrames: VideoFramePool?
    private let graph: VideoFilterGraph?
    /// libswscale's BGRA → encoder format conversion (all but mp4 and GIF).
    private var scaler: OpaquePointer?
    private var scratch: [UInt8] = []
    /// Straight pixels on their way to libswscale, rows packed, followed by `AV_INPUT_BUFFER_PADDING_SIZE` bytes that
    /// stay zero.
    ///
    /// libswscale (Debian 12's 6.7) makes 4:2:0 chroma from pairs of BGRA pixels, and at an odd width the last pair of
    /// every row takes the pixel at x = width: the next row's first, and after the last row whatever follows the image
    /// in memory. Read from the caller's pixels or from a heap block's slack, those 4 bytes changed the webm's last
    /// chroma column from run to run (issue 38, DECISIONS.md); zeros there are what the ffmpeg program reads (a libav
    /// packet's padding), so the stream stays the program's.
    private var straight: [UInt8] = []
    /// The last frame sent, kept so a repeat is sent as the same pixels without converting them again.
    private var lastFrame: UnsafeMutablePointer<AVFrame>?
    private var finished = false
    private var framesSent = 0

    /// Opens the temporary file beside `path` and starts the encoder.
    ///
    /// - Parameters:
    ///   - path: destination file; its extension picks the `VideoFormat`. Missing parent folders are created.
    ///   - width: pixel width of every frame.
    ///   - height: pixel height of every frame.
    ///   - fps: frames per second of the video.
    ///   - transparent: keep alpha where the format can (`.mov`, `.webm`, `.gif`).
    ///   - quality: encoder settings; ones that do not apply to the format are refused.
    public init(path: String, width: Int, height: Int, fps: Int, transparent: Bool,
                quality: VideoQuality = VideoQuality()) throws {
        guard let format = VideoFormat(path: path) else { throw VideoEncoderError.unsupportedExtension(path) }
        if let problem = quality.problem(for: format) { throw VideoEncoderError.unsuitableQuality(problem.description) }
        guard width > 0, height > 0, fps > 0 else {
            throw VideoEncoderError.encodingFailed("a video needs a positive size and frame rate")
        }
        self.width = width
        self.height = height
        self.format = format
        self.fps = fps
        destination = path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pid = ProcessInfo.processInfo.processIdentifier
        temporaryPath = folder.appendingPathComponent(".\(url.lastPathComponent).partial-\(pid)").path
        layout = VideoFrameLayout(format: format, width: width, height: height)
        let settings = VideoCodecSettings(format: format, transparent: transparent, fps: fps, quality: quality)
        let size = layout.sentSize
        let pixelFormat = try LibAV.pixelFormat(settings.pixelFormat)
        do {
            if let description = settings.filterGraph {
                let graph = try VideoFilterGraph(description, width: width, height: height, pixelFormat: AV_PIX_FMT_BGRA,
                                                 fps: fps)
                self.graph = graph
                straightFrames = try VideoFramePool(format: AV_PIX_FMT_BGRA, width: width, height: height, alignment: 1)
                writer = try VideoStreamWriter(path: temporaryPath, settings: settings, width: width, height: height,
                                               timeBase: graph.outputTimeBase, frameRate: graph.outputFrameRate)
            } else {
                graph = nil
                straightFrames = nil
                writer = try VideoStreamWriter(path: temporaryPath, settings: settings, width: size.width,
                                               height: size.height, timeBase: AVRational(num: 1, den: Int32(fps)),
                                               frameRate: AVRational(num: Int32(fps), den: 1))
            }
            // I420 packed with no row padding is the layout `VideoFrameLayout` writes.
            frames = try VideoFramePool(format: pixelFormat, width: size.width, height: size.height,
                                        alignment: layout.isPlanarYUV ? 1 : 64)
        } catch {
            unlink(temporaryPath)
            throw error
        }
        if !layout.isPlanarYUV, graph == nil {
            scaler = sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_BGRA, Int32(width), Int32(height),
                                    pixelFormat, SWS_BICUBIC, nil, nil, nil)
        }
        let path = graph != nil ? "libavfilter's palettegen and paletteuse, then " : ""
        encoderDescription = "\(path)\(settings.codec) through libavcodec in this process, muxed by libavformat"
        if !layout.isPlanarYUV, graph == nil, scaler == nil {
            unlink(temporaryPath)
            throw VideoEncoderError.encodingFailed("libswscale cannot convert BGRA to \(settings.pixelFormat)")
        }
    }

    deinit {
        if !finished { cancel() }
        av_frame_free(&lastFrame)
        sws_freeContext(scaler)
    }

    /// Encodes one frame of premultiplied BGRA pixels (rows `bytesPerRow` apart), un-premultiplied where alpha is
    /// below 255 (`isOpaque`, every alpha 255, skips that step).
    ///
    /// With `repeatsPrevious` (the caller knows the pixels equal the last frame's), the last frame's converted
    /// pixels are sent again, not converted again.
    public func append(premultipliedBGRA pixels: UnsafeBufferPointer<UInt8>, bytesPerRow: Int,
                       isOpaque: Bool = false, repeatsPrevious: Bool = false) throws {
        precondition(pixels.count >= bytesPerRow * height && bytesPerRow >= width * 4)
        var frame = av_frame_alloc()
        defer { av_frame_free(&frame) }
        guard let frame else { throw VideoEncoderError.encodingFailed("out of memory") }
        if repeatsPrevious, let lastFrame {
            try LibAV.check(av_frame_ref(frame, lastFrame), "cannot repeat a frame")
        } else {
            var converted: UnsafeMutablePointer<AVFrame>? = try convert(pixels, bytesPerRow: bytesPerRow,
                                                                       isOpaque: isOpaque)
            defer { av_frame_free(&converted) }
            av_frame_free(&lastFrame)
            lastFrame = av_frame_clone(converted)
            av_frame_move_ref(frame, converted)
        }
        frame.pointee.pts = Int64(framesSent)
        try send(frame)
        framesSent += 1
    }

    /// The frame the encoder (or the GIF's graph) takes, made from the drawn pixels in a pooled buffer.
    private func convert(_ pixels: UnsafeBufferPointer<UInt8>, bytesPerRow: Int,
                         isOpaque: Bool) throws -> UnsafeMutablePointer<AVFrame> {
        if let straightFrames {
            let frame = try straightFrames.makeFrame()
            let straight = UnsafeMutableBufferPointer(start: frame.pointee.data.0, count: width * height * 4)
            layout.convert(pixels, bytesPerRow: bytesPerRow, isOpaque: isOpaque, into: straight, scratch: &scratch)
            return frame
        }
        let frame = try frames.makeFrame()
        if layout.isPlanarYUV {
            let planes = UnsafeMutableBufferPointer(start: frame.pointee.data.0, count: layout.frameByteCount)
            layout.convert(pixels, bytesPerRow: bytesPerRow, isOpaque: isOpaque, into: planes, scratch: &scratch)
            return frame
        }
        let convertScaled = { (source: UnsafePointer<UInt8>, stride: Int) in
            var sourcePlanes: [UnsafePointer<UInt8>?] = [source, nil, nil, nil]
            var sourceStrides: [Int32] = [Int32(stride), 0, 0, 0]
            withUnsafeMutablePointer(to: &frame.pointee.data) { data in
                withUnsafeMutablePointer(to: &frame.pointee.linesize) { linesize in
                    data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                        linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            _ = sws_scale(self.scaler, &sourcePlanes, &sourceStrides, 0, Int32(self.height), planes,
                                          strides)
                        }
                    }
                }
            }
        }
        let rowBytes = width * 4
        if straight.isEmpty {
            straight = [UInt8](repeating: 0, count: rowBytes * height + Int(AV_INPUT_BUFFER_PADDING_SIZE))
        }
        straight.withUnsafeMutableBufferPointer { bytes in
            let image = UnsafeMutableBufferPointer(rebasing: bytes[..<(rowBytes * height)])
            layout.convert(pixels, bytesPerRow: bytesPerRow, isOpaque: isOpaque, into: image, scratch: &scratch)
        }
        straight.withUnsafeBufferPointer { convertScaled($0.baseAddress!, rowBytes) }
        return frame
    }

    private func send(_ frame: UnsafeMutablePointer<AVFrame>) throws {
        guard let graph else { return try writer.encode(frame) }
        try graph.add(frame)
        try graph.drain { try writer.encode($0) }
    }

    /// Flushes the encoder, closes the file, reads it back and moves it to its destination.
    ///
    /// The file counts as written only when every call succeeded (a full disk fails the trailer or the close) and
    /// reading it back finds the frames in it: as many as were sent, or, for a GIF, as many as its 100/delay frame
    /// rate gives for the clip's length, within one. With `audio`, the video gets it as its sound track (none in a
    /// GIF) before it is moved into place.
    public func finish(audio: AudioMix? = nil) throws {
        try complete(audio: audio)
        try moveIntoPlace()
    }

    /// `finish` but for the last step: the complete video stays under its temporary name until `moveIntoPlace()`
    /// (or `cancel()` removes it).
    func complete(audio: AudioMix?) throws {
        guard !finished else { return }
        finished = true
        av_frame_free(&lastFrame)
        do {
            if let graph {
                try graph.close(at: Int64(framesSent))
                try graph.drain { try writer.encode($0) }
            }
            try writer.finish()
            if let problem = verificationProblem() { throw VideoEncoderError.encodingFailed(problem) }
            if let audio {
                try VideoAudioTrack.add(audio, toVideoAt: temporaryPath, destination: destination, format: format)
            }
        } catch {
            unlink(temporaryPath)
            throw error
        }
    }

    /// Renames the completed video to its destination.
    func moveIntoPlace() throws {
        if rename(temporaryPath, destination) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw VideoEncoderError.encodingFailed("cannot move the video to \(destination): \(reason)")
        }
    }

    /// Stops encoding and removes what was written.
    public func cancel() {
        finished = true
        av_frame_free(&lastFrame)
        unlink(temporaryPath)
    }

    /// Nil when the finished file holds the video that was sent; else why not, in one line.
    private func verificationProblem() -> String? {
        guard let packets = VideoFileReader.videoPacketCount(atPath: temporaryPath) else {
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
}
