import Foundation

/// What `SceneRecorder.record` produces and how.
public struct RecordingSettings: Sendable {
    /// Output frames per second; frame k shows the scene at t = k / fps.
    public var fps: Int
    /// Frame numbers to output (inclusive); earlier ticks are still simulated.
    public var frames: ClosedRange<Int>
    /// Pixels per point.
    public var scale: CGFloat
    /// Transparent background instead of white.
    public var transparent: Bool
    /// Draw the driven animators' debug shapes on top.
    public var showsDebugOverlay: Bool
    /// PNG zlib level, 0…9.
    public var compressionLevel: Int
    /// Folder for `frame_NNNNN.png` files; nil writes no PNGs.
    public var frameFolder: String?
    /// Video file (extension picks the format); nil writes none.
    public var videoPath: String?
    /// CSV trace of identified views; nil writes none.
    public var tracePath: String?
    /// Encode PNGs on a worker thread while the next frame is drawn (false: one core, everything in turn).
    public var encodesOnWorkerThread: Bool
    /// Environment used to find ffmpeg.
    public var environment: [String: String]

    /// Settings for frames `frames` at `fps`; everything else as the CLI's defaults.
    public init(fps: Int, frames: ClosedRange<Int>, scale: CGFloat = 2, transparent: Bool = false,
                showsDebugOverlay: Bool = false, compressionLevel: Int = 1, frameFolder: String? = nil,
                videoPath: String? = nil, tracePath: String? = nil, encodesOnWorkerThread: Bool = true,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.fps = fps
        self.frames = frames
        self.scale = scale
        self.transparent = transparent
        self.showsDebugOverlay = showsDebugOverlay
        self.compressionLevel = compressionLevel
        self.frameFolder = frameFolder
        self.videoPath = videoPath
        self.tracePath = tracePath
        self.encodesOnWorkerThread = encodesOnWorkerThread
        self.environment = environment
    }
}

/// The outcome of a recording.
public struct Recording: Sendable {
    /// The PNG files written, in order (empty without a frame folder).
    public var frames: [RenderManifest.Frame]
    /// Pixel size of every frame.
    public var pixelWidth: Int, pixelHeight: Int
}

/// Runs a scene and turns its frames into PNG files, a video and a trace.
public enum SceneRecorder {
    /// Records `scene`. `progress` is called with the number of frames done after each one.
    ///
    /// Every file appears complete or not at all: PNGs and the trace are renamed into place, the video is renamed
    /// when ffmpeg succeeds (and removed when anything fails).
    public static func record(_ scene: Scene, settings: RecordingSettings,
                              progress: (Int) -> Void = { _ in }) throws -> Recording {
        let runner = SceneRunner(scene: scene, transparent: settings.transparent)
        let renderer = Renderer()
        runner.showsDebugOverlay = settings.showsDebugOverlay
        let pngJob = settings.frameFolder.map { pngWriter(folder: $0, fps: settings.fps, level: settings.compressionLevel) }
        let writer = settings.encodesOnWorkerThread ? pngJob.map { FrameFileWriter(job: $0) } : nil
        var inlineFrames: [RenderManifest.Frame] = []
        var video: VideoEncoder?
        var trace: [String] = [TraceRow.csvHeader]
        var size = (width: 0, height: 0)
        do {
            for (done, index) in settings.frames.enumerated() {
                let time = TimeInterval(index) / TimeInterval(settings.fps)
                runner.advance(to: time)
                let image = try renderer.render(runner.window, scale: settings.scale, transparent: settings.transparent)
                size = (image.width, image.height)
                if settings.tracePath != nil {
                    trace += TraceRow.rows(for: runner.rootView, frame: index, time: time).map(\.csvLine)
                }
                if let path = settings.videoPath {
                    if video == nil {
                        video = try VideoEncoder(path: path, width: image.width, height: image.height,
                                                 fps: settings.fps, transparent: settings.transparent,
                                                 environment: settings.environment)
                    }
                    try image.bytes.withUnsafeBufferPointer { pixels in
                        try video?.append(premultipliedBGRA: pixels, bytesPerRow: image.stride, isOpaque: image.isOpaque)
                    }
                }
                if let writer {
                    try writer.submit(index: index, image: image)
                } else if let pngJob {
                    inlineFrames.append(try pngJob(index, image))
                }
                progress(done + 1)
            }
            let frames = try writer?.finish() ?? inlineFrames
            try video?.finish()
            if let path = settings.tracePath {
                try Data((trace.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path),
                                                                            options: .atomic)
            }
            return Recording(frames: frames, pixelWidth: size.width, pixelHeight: size.height)
        } catch {
            _ = try? writer?.finish()
            video?.cancel()
            throw error
        }
    }

    /// Writes one frame as `folder/frame_NNNNN.png` and fingerprints the file.
    private static func pngWriter(folder: String, fps: Int, level: Int) -> FrameFileWriter.Job {
        { index, image in
            let name = RenderManifest.fileName(forFrame: index)
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            try PNGWriter.write(image, to: path, compressionLevel: level)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            return RenderManifest.Frame(index: index, file: name, time: TimeInterval(index) / TimeInterval(fps),
                                        sha256: SHA256.hexDigest(of: bytes))
        }
    }
}
