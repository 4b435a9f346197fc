import CFrameConversion
import DynamicsRender
import Foundation

/// The raw pixels a drawn frame becomes on its way to the encoder: the one place that decides that format.
///
/// An mp4 is encoded as YUV 4:2:0, so its frames are converted here by SIMD code, in the encoder's worker thread
/// while the next frame is drawn, to I420 padded to even sides (black, as ffmpeg's pad filter did). Measured faster
/// than libswscale's bgra → yuv420p (`make bench-render` prints both). The other formats keep alpha and get straight
/// BGRA, which libswscale or the GIF's filter graph converts further.
public struct VideoFrameLayout: Sendable, Equatable {
    /// Pixel size of the frames drawn.
    public let width: Int, height: Int
    /// Whether frames go as I420 (else as straight BGRA).
    public let isPlanarYUV: Bool

    /// The layout `VideoEncoder` uses for `format` and frames of `width` × `height` pixels.
    public init(format: VideoFormat, width: Int, height: Int) {
        self.width = width
        self.height = height
        isPlanarYUV = format == .mp4
    }

    /// Width and height of what the encoder receives: even for I420.
    public var sentSize: (width: Int, height: Int) {
        isPlanarYUV ? ((width + 1) / 2 * 2, (height + 1) / 2 * 2) : (width, height)
    }

    /// Bytes of one converted frame.
    public var frameByteCount: Int {
        let size = sentSize
        return isPlanarYUV ? size.width * size.height * 3 / 2 : size.width * size.height * 4
    }

    /// The ffmpeg program's input options for frames in this layout at `fps` frames a second, read from standard
    /// input: benchmarks and tests feed the same frames to the program.
    public func ffmpegInputArguments(fps: Int) -> [String] {
        let size = sentSize
        return ["-f", "rawvideo", "-pix_fmt", isPlanarYUV ? "yuv420p" : "bgra", "-s", "\(size.width)x\(size.height)",
                "-r", "\(fps)", "-i", "-"]
    }

    /// Writes premultiplied BGRA `pixels` (rows `bytesPerRow` apart; `isOpaque` when every alpha is 255) into
    /// `frame` (`frameByteCount` bytes) in this layout, un-premultiplying where alpha is below 255. `scratch` is
    /// reused between calls to hold un-premultiplied pixels.
    public func convert(_ pixels: UnsafeBufferPointer<UInt8>, bytesPerRow: Int, isOpaque: Bool,
                        into frame: UnsafeMutableBufferPointer<UInt8>, scratch: inout [UInt8]) {
        precondition(pixels.count >= bytesPerRow * height && bytesPerRow >= width * 4)
        precondition(frame.count >= frameByteCount)
        let rowBytes = width * 4
        if isOpaque {
            if isPlanarYUV { return planar(pixels.baseAddress!, stride: bytesPerRow, into: frame) }
            for y in 0..<height {
                UnsafeMutableRawPointer(frame.baseAddress! + y * rowBytes)
                    .copyMemory(from: pixels.baseAddress! + y * bytesPerRow, byteCount: rowBytes)
            }
            return
        }
        if isPlanarYUV {
            if scratch.count < rowBytes * height { scratch = [UInt8](repeating: 0, count: rowBytes * height) }
            scratch.withUnsafeMutableBufferPointer { straight in
                for y in 0..<height {
                    Image.unpremultiplyRow(pixels.baseAddress! + y * bytesPerRow, into: straight.baseAddress! + y * rowBytes,
                                           width: width)
                }
                planar(UnsafePointer(straight.baseAddress!), stride: rowBytes, into: frame)
            }
        } else {
            for y in 0..<height {
                Image.unpremultiplyRow(pixels.baseAddress! + y * bytesPerRow, into: frame.baseAddress! + y * rowBytes,
                                       width: width)
            }
        }
    }

    private func planar(_ bgra: UnsafePointer<UInt8>, stride: Int, into frame: UnsafeMutableBufferPointer<UInt8>) {
        let size = sentSize
        let lumaBytes = size.width * size.height
        let base = frame.baseAddress!
        dynamics_bgra_to_i420(bgra, stride, Int32(width), Int32(height), base, base + lumaBytes,
                              base + lumaBytes + lumaBytes / 4, Int32(size.width), Int32(size.height))
    }
}
