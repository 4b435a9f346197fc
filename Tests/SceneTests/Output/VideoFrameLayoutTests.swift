import Dynamics
import Foundation
import Testing

/// What a drawn frame becomes on its way to the encoder: I420 for mp4 (converted here), straight BGRA for the formats
/// with alpha.
@Suite struct VideoFrameLayoutTests {
    /// A premultiplied BGRA image of `width` × `height` filled with `pixel` (B, G, R, A).
    private func image(width: Int, height: Int, pixel: [UInt8]) -> Image {
        Image(width: width, height: height, stride: width * 4,
              bytes: Array((0..<(width * height)).map { _ in pixel }.joined()), isOpaque: pixel[3] == 255)
    }

    private func convert(_ image: Image, format: VideoFormat) -> (VideoFrameLayout, [UInt8]) {
        let layout = VideoFrameLayout(format: format, width: image.width, height: image.height)
        var frame = [UInt8](repeating: 0xAA, count: layout.frameByteCount), scratch: [UInt8] = []
        image.bytes.withUnsafeBufferPointer { pixels in
            frame.withUnsafeMutableBufferPointer { bytes in
                layout.convert(pixels, bytesPerRow: image.stride, isOpaque: image.isOpaque, into: bytes, scratch: &scratch)
            }
        }
        return (layout, frame)
    }

    @Test(arguments: [
        // B, G, R → Y, U, V in BT.601 limited range.
        ([255, 255, 255], [235, 128, 128]),
        ([0, 0, 0], [16, 128, 128]),
        ([0, 0, 255], [82, 90, 240]),
        ([0, 255, 0], [144, 54, 34]),
        ([255, 0, 0], [41, 240, 110]),
    ])
    func mp4FramesAreBT601LimitedRangeI420(bgr: [UInt8], yuv: [UInt8]) {
        let (layout, frame) = convert(image(width: 4, height: 2, pixel: bgr + [255]), format: .mp4)
        #expect(layout.frameByteCount == 4 * 2 + 2 * 2)
        #expect(layout.ffmpegInputArguments(fps: 30) == ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "4x2", "-r", "30", "-i", "-"])
        #expect(Array(frame[0..<8]) == Array(repeating: yuv[0], count: 8))
        #expect(Array(frame[8..<10]) == [yuv[1], yuv[1]])
        #expect(Array(frame[10..<12]) == [yuv[2], yuv[2]])
    }

    @Test func oddSizesArePaddedWithBlackToEvenSides() {
        // 3 × 3 white: sent as 4 × 4, the added column and row black; the edge chroma averages white and black.
        let (layout, frame) = convert(image(width: 3, height: 3, pixel: [255, 255, 255, 255]), format: .mp4)
        #expect(layout.sentSize == (4, 4))
        #expect(layout.frameByteCount == 16 + 4 + 4)
        let luma = Array(frame[0..<16])
        #expect(luma == [235, 235, 235, 16, 235, 235, 235, 16, 235, 235, 235, 16, 16, 16, 16, 16])
        // Chroma of neutral colours stays 128 however they mix.
        #expect(Array(frame[16..<24]) == Array(repeating: 128, count: 8))
    }

    @Test func translucentPixelsAreUnpremultipliedBeforeConversion() {
        // Premultiplied half-transparent white (128, 128, 128, 128) is straight white: alpha is dropped, as ffmpeg's
        // bgra → yuv420p drops it.
        let (_, frame) = convert(image(width: 2, height: 2, pixel: [128, 128, 128, 128]), format: .mp4)
        #expect(Array(frame[0..<4]) == [235, 235, 235, 235])
        let (layout, straight) = convert(image(width: 2, height: 2, pixel: [64, 32, 16, 128]), format: .mov)
        #expect(!layout.isPlanarYUV && layout.frameByteCount == 16)
        #expect(Array(straight[0..<4]) == [128, 64, 32, 128])
    }

    @Test func anMp4DecodesToTheColoursDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("clip.mp4").path
        // 33 × 17 pixels: odd both ways. Left half red, right half blue.
        let width = 33, height = 17
        var bytes = [UInt8]()
        for _ in 0..<height {
            for x in 0..<width { bytes += x < 16 ? [0, 0, 255, 255] : [255, 0, 0, 255] }
        }
        let frame = Image(width: width, height: height, stride: width * 4, bytes: bytes, isOpaque: true)
        let encoder = try VideoEncoder(path: path, width: width, height: height, fps: 10, transparent: false)
        for _ in 0..<5 { try frame.bytes.withUnsafeBufferPointer { try encoder.append(premultipliedBGRA: $0, bytesPerRow: width * 4, isOpaque: true) } }
        try encoder.finish()
        let decode = Process()
        decode.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        decode.arguments = ["ffmpeg", "-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let pipe = Pipe()
        decode.standardOutput = pipe
        try decode.run()
        let rgb = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        decode.waitUntilExit()
        // The even-sided video: 34 × 18.
        #expect(rgb.count == 34 * 18 * 3)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(rgb[(y * 34 + x) * 3 + $0]) } }
        let red = pixel(4, 8), blue = pixel(28, 8)
        #expect(red[0] > 230 && red[1] < 25 && red[2] < 25, "\(red)")
        #expect(blue[0] < 25 && blue[1] < 25 && blue[2] > 230, "\(blue)")
    }
}
