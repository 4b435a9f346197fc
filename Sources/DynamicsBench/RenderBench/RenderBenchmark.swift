import CCairo
import CPNG
import Dynamics
import DynamicsDemos
import Foundation

/// `dynamics-bench render [--frames N] [--frame-only | --video-only]`: drawing, PNG encoding (ours at level 1, ISA-L's 0;
/// zlib's level 2 through the same writer; ISA-L's deflate alone, the bound; Cairo's writer), PNG-sequence and mp4
/// figures at 750×1334 and 1920×1080, printed as two tables. `--frame-only` measures drawing and encoding only (for
/// profiling), `--video-only` the mp4 figures only. Figures, not a test: run a release build on an otherwise idle
/// machine.
func runRenderBenchmark(arguments: [String]) -> Int32 {
    var frames = 120
    if let index = arguments.firstIndex(of: "--frames"), index + 1 < arguments.count,
       let value = Int(arguments[index + 1]), value > 0 {
        frames = value
    }
    let frameOnly = arguments.contains("--frame-only"), videoOnly = arguments.contains("--video-only")
    do {
        var rows: [RenderBenchRow] = []
        for target in RenderBenchTarget.all {
            var row = RenderBenchRow(size: target.label)
            if !videoOnly { row = try measure(target, frames: frames, frameOnly: frameOnly) }
            if !frameOnly { try measureVideo(target, into: &row) }
            rows.append(row)
        }
        if !videoOnly { RenderBenchRow.printTable(rows) }
        if !frameOnly {
            if !videoOnly { print() }
            RenderBenchRow.printVideoTable(rows)
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
}

/// One output size and the scene drawn at it, from `startTime` on.
struct RenderBenchTarget {
    let label: String
    let scene: Scene
    let scale: CGFloat
    /// Seconds into the scene of the first measured frame (earlier ticks are simulated, not measured).
    var startTime: TimeInterval = 0

    /// The calibration card (every primitive the renderer draws) at both sizes, and a typical app frame: the
    /// ball-menu demo with its balls in the groove (six cards of rounded rects, icons and text, no blur).
    static let all = [
        RenderBenchTarget(label: "750×1334", scene: .calibration(), scale: 2),
        RenderBenchTarget(label: "1920×1080", scene: .calibration(size: CGSize(width: 960, height: 540)), scale: 2),
    ] + demoScenes.filter { $0.name == "ball-menu" }.map { scene in
        RenderBenchTarget(label: "750×1334 ball-menu 3.5 s", scene: scene, scale: 2, startTime: 3.5)
    }

    /// The scene time of measured frame `index` at 60 frames/s.
    func time(ofFrame index: Int) -> TimeInterval { startTime + Double(index) / 60 }

    /// Options rendering the `count` measured frames at 60 frames/s and the target's scale, into no file yet.
    func renderOptions(count: Int) -> RenderOptions {
        let frames = frameRange(count: count)
        var options = RenderOptions()
        options.frames = .range(frames)
        options.duration = TimeInterval(frames.upperBound + 1) / 60
        options.scale = scale
        return options
    }

    /// Frame numbers at 60 frames/s of `count` measured frames.
    func frameRange(count: Int) -> ClosedRange<Int> {
        let first = Int((startTime * 60).rounded())
        return first...(first + count - 1)
    }
}

private func measure(_ target: RenderBenchTarget, frames: Int, frameOnly: Bool) throws -> RenderBenchRow {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var row = RenderBenchRow(size: target.label)

    // Drawing and encoding, frame by frame, with the simulation excluded.
    let runner = SceneRunner(scene: target.scene)
    let renderer = Renderer()
    // One frame first, so loading fonts and decoding images is not counted as drawing.
    runner.advance(to: target.time(ofFrame: 0))
    _ = try renderer.render(runner.window, scale: target.scale)
    var drawing: Double = 0, recording: Double = 0, ours: Double = 0, zlib: Double = 0, deflate: Double = 0, cairo: Double = 0
    var hashing: Double = 0, hashingSHA256: Double = 0
    var ourBytes = 0, zlibBytes = 0
    for index in 0..<frames {
        runner.advance(to: target.time(ofFrame: index))
        var start = Date()
        let snapshot = try renderer.record(runner.window, scale: target.scale)
        recording += Date().timeIntervalSince(start)
        let image = try snapshot.rasterize()
        drawing += Date().timeIntervalSince(start)
        start = Date()
        let png = try PNGWriter.encode(image, compressionLevel: 1)
        try PNGWriter.write(png, to: folder.appendingPathComponent("ours.png").path)
        ours += Date().timeIntervalSince(start)
        ourBytes += png.count
        // The manifest's two fingerprints of the frame as the PNG writer job takes them (the pixels' while encoding:
        // the difference to encoding alone), and the same two with SHA-256.
        start = Date()
        _ = try PNGWriter.encode(image, compressionLevel: 1)
        let encodingAlone = Date().timeIntervalSince(start)
        start = Date()
        _ = ContentHash.of(try PNGWriter.encodeFingerprinted(image, compressionLevel: 1).png)
        hashing += Date().timeIntervalSince(start) - encodingAlone
        start = Date()
        _ = (ContentHash.of(png, using: .sha256), ContentHash.ofPixels(image.straightRGBA, using: .sha256))
        hashingSHA256 += Date().timeIntervalSince(start)
        start = Date()
        let zlibPNG = try PNGWriter.encode(image, compressionLevel: 2)
        try PNGWriter.write(zlibPNG, to: folder.appendingPathComponent("zlib.png").path)
        zlib += Date().timeIntervalSince(start)
        zlibBytes += zlibPNG.count
        start = Date()
        try deflateAlone(image)
        deflate += Date().timeIntervalSince(start)
        start = Date()
        try writeWithCairo(image, to: folder.appendingPathComponent("cairo.png").path)
        cairo += Date().timeIntervalSince(start)
    }
    row.drawMilliseconds = drawing / Double(frames) * 1000
    row.recordMilliseconds = recording / Double(frames) * 1000
    row.pngMilliseconds = ours / Double(frames) * 1000
    row.pngKilobytes = Double(ourBytes) / Double(frames) / 1000
    row.zlibPNGMilliseconds = zlib / Double(frames) * 1000
    row.zlibPNGKilobytes = Double(zlibBytes) / Double(frames) / 1000
    row.deflateAloneMilliseconds = deflate / Double(frames) * 1000
    row.cairoPNGMilliseconds = cairo / Double(frames) * 1000
    row.hashMilliseconds = hashing / Double(frames) * 1000
    row.sha256Milliseconds = hashingSHA256 / Double(frames) * 1000
    if frameOnly { return row }
    // PNG sequences end to end (simulate, draw, encode, write, hash), on one core and with the worker thread.
    for threads in [0, 2] {
        let out = folder.appendingPathComponent("threads-\(threads)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var options = target.renderOptions(count: frames)
        options.folder = out
        options.encoderThreads = threads
        let start = Date()
        try SceneRenderer.render(target.scene, options: options)
        let rate = Double(frames) / Date().timeIntervalSince(start)
        if threads > 0 { row.sequenceBothCores = rate } else { row.sequenceOneCore = rate }
    }

    return row
}

/// The baseline: Cairo's own PNG writer (zlib level 6, adaptive filters) on the same pixels.
private func writeWithCairo(_ image: Image, to path: String) throws {
    // Cairo only reads the pixels here; wrapping the image's own bytes (not a mutable copy) keeps the benchmark
    // from allocating and faulting in a second frame-sized buffer per frame.
    let status = image.bytes.withUnsafeBufferPointer { pixels -> cairo_status_t in
        let surface = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: pixels.baseAddress), CAIRO_FORMAT_ARGB32,
                                                          Int32(image.width), Int32(image.height), Int32(image.stride))
        defer { cairo_surface_destroy(surface) }
        return cairo_surface_write_to_png(surface, path)
    }
    guard status == CAIRO_STATUS_SUCCESS else { throw BenchmarkError(message: "cairo could not write \(path)") }
}

/// The encoder's bound: the frame's scanlines made and compressed by ISA-L, with no PNG framing, CRCs or file.
private func deflateAlone(_ image: Image) throws {
    var stream: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = image.bytes.withUnsafeBufferPointer { pixels in
        dynamics_png_deflate_isal(pixels.baseAddress, Int32(image.width), Int32(image.height), image.stride,
                                  image.isOpaque ? 0 : 1, 0, &stream, &size, nil)
    }
    free(stream)
    guard status == 0 else { throw BenchmarkError(message: "ISA-L could not compress a frame") }
}

/// A benchmark step that could not run.
struct BenchmarkError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
