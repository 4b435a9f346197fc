import CFFmpeg
import Dynamics
import Foundation

/// The mp4 figures of `target`, measured in one run: the whole render of 300 frames; the same drawn frames, held in
/// memory, through `VideoEncoder` alone (conversion, encoding, muxing, in this process); and the ffmpeg program
/// encoding the same frames, already converted to I420, from a file with the same settings. Then one frame's
/// BGRA → I420 conversion by our SIMD code and by libswscale, the choice `VideoFrameLayout` makes.
func measureVideo(_ target: RenderBenchTarget, into row: inout RenderBenchRow) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("video-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = 300

    var start = Date()
    var options = target.renderOptions(count: count)
    options.videoPath = folder.appendingPathComponent("render.mp4").path
    try SceneRenderer.render(target.scene, options: options)
    row.mp4Seconds = Date().timeIntervalSince(start)

    // The frames as the recorder hands them to the encoder, each marked when it repeats the one before.
    let runner = SceneRunner(scene: target.scene)
    let renderer = Renderer()
    var frames: [(image: Image, repeats: Bool)] = []
    for index in 0..<count {
        runner.advance(to: target.time(ofFrame: index))
        let image = try renderer.render(runner.window, scale: target.scale)
        frames.append((image, frames.last?.image.hasSamePixels(as: image) ?? false))
    }
    let first = frames[0].image

    start = Date()
    var cpuStart = cpuSeconds()
    let encoder = try VideoEncoder(path: folder.appendingPathComponent("ours.mp4").path, width: first.width,
                                   height: first.height, fps: 60, transparent: false)
    for frame in frames {
        try frame.image.bytes.withUnsafeBufferPointer {
            try encoder.append(premultipliedBGRA: $0, bytesPerRow: frame.image.stride, isOpaque: frame.image.isOpaque,
                               repeatsPrevious: frame.repeats)
        }
    }
    try encoder.finish()
    row.encodeSeconds = Date().timeIntervalSince(start)
    row.encodeCPUSeconds = cpuSeconds() - cpuStart

    let layout = VideoFrameLayout(format: .mp4, width: first.width, height: first.height)
    let raw = folder.appendingPathComponent("frames.i420")
    try writeConverted(frames.map(\.image), layout: layout, to: raw)
    start = Date()
    cpuStart = cpuSeconds(includingChildren: true)
    try encodeWithFFmpeg(raw, layout: layout, to: folder.appendingPathComponent("alone.mp4").path)
    row.ffmpegAloneSeconds = Date().timeIntervalSince(start)
    row.ffmpegAloneCPUSeconds = cpuSeconds(includingChildren: true) - cpuStart

    (row.simdI420Milliseconds, row.swscaleI420Milliseconds) = try timeConversions(first, layout: layout)
}

/// The frames converted as `VideoEncoder` converts them, back to back in a file.
private func writeConverted(_ images: [Image], layout: VideoFrameLayout, to url: URL) throws {
    try Data().write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var frame = [UInt8](repeating: 0, count: layout.frameByteCount), scratch: [UInt8] = []
    for image in images {
        image.bytes.withUnsafeBufferPointer { pixels in
            frame.withUnsafeMutableBufferPointer { bytes in
                layout.convert(pixels, bytesPerRow: image.stride, isOpaque: image.isOpaque, into: bytes, scratch: &scratch)
            }
        }
        try handle.write(contentsOf: frame)
    }
}

/// The ffmpeg program alone, with the mp4 settings `VideoEncoder` uses, reading converted frames from a file.
private func encodeWithFFmpeg(_ raw: URL, layout: VideoFrameLayout, to path: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var input = layout.ffmpegInputArguments(fps: 60)
    input[input.count - 1] = raw.path
    process.arguments = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y"] + input
        + VideoFormat.mp4.ffmpegOutputArguments(transparent: false, fps: 60) + [path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchmarkError(message: "ffmpeg: exit \(process.terminationStatus)") }
}

/// The fastest of 50 BGRA → I420 conversions of `image` by our SIMD code and by libswscale, in milliseconds.
private func timeConversions(_ image: Image, layout: VideoFrameLayout) throws -> (simd: Double, swscale: Double) {
    let size = layout.sentSize
    var planes = [UInt8](repeating: 0, count: layout.frameByteCount), scratch: [UInt8] = []
    guard let scaler = sws_getContext(Int32(image.width), Int32(image.height), AV_PIX_FMT_BGRA, Int32(size.width),
                                      Int32(size.height), AV_PIX_FMT_YUV420P, SWS_BICUBIC, nil, nil, nil) else {
        throw BenchmarkError(message: "libswscale cannot convert BGRA to I420")
    }
    defer { sws_freeContext(scaler) }
    var simd = Double.infinity, swscale = Double.infinity
    for _ in 0..<50 {
        var start = Date()
        image.bytes.withUnsafeBufferPointer { pixels in
            planes.withUnsafeMutableBufferPointer {
                layout.convert(pixels, bytesPerRow: image.stride, isOpaque: true, into: $0, scratch: &scratch)
            }
        }
        simd = min(simd, Date().timeIntervalSince(start))
        start = Date()
        image.bytes.withUnsafeBufferPointer { pixels in
            planes.withUnsafeMutableBufferPointer { bytes in
                let luma = size.width * size.height
                var source: [UnsafePointer<UInt8>?] = [pixels.baseAddress, nil, nil, nil]
                var sourceStrides: [Int32] = [Int32(image.stride), 0, 0, 0]
                var destination: [UnsafeMutablePointer<UInt8>?] = [bytes.baseAddress, bytes.baseAddress! + luma,
                                                                    bytes.baseAddress! + luma * 5 / 4, nil]
                var strides: [Int32] = [Int32(size.width), Int32(size.width / 2), Int32(size.width / 2), 0]
                _ = sws_scale(scaler, &source, &sourceStrides, 0, Int32(image.height), &destination, &strides)
            }
        }
        swscale = min(swscale, Date().timeIntervalSince(start))
    }
    return (simd * 1000, swscale * 1000)
}
