import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender
import DynamicsAudio

/// What `SceneRecorder.record` produces and how.
public struct RecordingSettings: Sendable {
    /// Output frames per second; frame k shows the scene at t = k / fps.
    public var fps: Int
    /// Frame numbers to output, ascending; earlier ticks are still simulated.
    public var frames: [Int]
    /// Pixels per point.
    public var scale: CGFloat
    /// Transparent background instead of white.
    public var transparent: Bool
    /// Draw the driven animators' debug shapes on top (and the haptic ripples).
    public var showsDebugOverlay: Bool
    /// Draw a ripple where each haptic played (`--show-haptics`).
    public var showsHaptics = false
    /// PNG zlib level, 0…9.
    public var compressionLevel: Int
    /// Folder for `frame_NNNNN.png` files; nil writes no PNGs.
    public var frameFolder: String?
    /// Video file (extension picks the format); nil writes none.
    public var videoPath: String?
    /// CSV trace of identified views; nil writes none.
    public var tracePath: String?
    /// Threads that encode PNGs while the next frame is simulated and drawn (plus one that hands frames to the video
    /// encoder when writing a video); 0 does everything in turn on the calling thread. One per core by default.
    public var encoderThreads: Int
    /// Show or hide the scripted-touch circles; nil keeps the scene's `showsTouches`.
    public var touches: TouchVisibility?
    /// Draw a rounded device bezel around every frame (for slides and READMEs).
    public var deviceFrame = false
    /// Light or dark over the scene's own traits; nil keeps the scene's.
    public var appearance: SceneAppearance?
    /// The device the scene is shown as; nil keeps the scene's `device`.
    public var device: DeviceProfile?
    /// How the device is held; nil keeps the scene's `orientation`.
    public var orientation: SceneOrientation?
    /// The text size over the scene's traits; nil keeps the scene's.
    public var contentSize: UIContentSizeCategory?

    /// What the render puts over the scene's traits: its appearance and text size (nil: nothing).
    var traits: UITraitCollection? {
        let chosen = [appearance?.traits, contentSize.map { UITraitCollection(preferredContentSizeCategory: $0) }]
            .compactMap { $0 }
        return chosen.isEmpty ? nil : UITraitCollection(traitsFrom: chosen)
    }
    /// Encoder settings of the video.
    public var videoQuality = VideoQuality()
    /// PNG file for one frame shown apart, such as a video's poster image; nil writes none.
    public var posterPath: String?
    /// The frame written to `posterPath`; it must be one of `frames`.
    public var posterFrame: Int?
    /// Frames already in `frameFolder` from an interrupted render (see `RenderFolder.resumableFrames`): the scene is
    /// still simulated through them, but they are not encoded again, nor drawn unless a video or poster needs them.
    public var reusableFrames: [Int: RenderManifest.Frame] = [:]
    /// Receives the scene runner's warnings (one line each); nil leaves them to the runner (standard error).
    public var warn: (@MainActor @Sendable (String) -> Void)?
    /// Mix what the scene plays into the video's sound track (a scene that plays nothing gets none); false leaves
    /// sound out.
    public var includesAudio = true
    /// WAV file (32-bit float, 48 kHz stereo) for the sound track alone, silence when nothing played; nil writes
    /// none. Needs `includesAudio`.
    public var audioPath: String?

    /// Settings for `frames` (any order; each written once, in ascending order) at `fps`: 2 pixels per point,
    /// opaque, no overlay, PNG level 1, no files unless named, one encoder thread per core.
    public init(fps: Int, frames: some Sequence<Int>, scale: CGFloat = 2, transparent: Bool = false,
                showsDebugOverlay: Bool = false, compressionLevel: Int = 1, frameFolder: String? = nil,
                videoPath: String? = nil, tracePath: String? = nil,
                encoderThreads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.fps = fps
        self.frames = Array(Set(frames)).sorted()
        self.scale = scale
        self.transparent = transparent
        self.showsDebugOverlay = showsDebugOverlay
        self.compressionLevel = compressionLevel
        self.frameFolder = frameFolder
        self.videoPath = videoPath
        self.tracePath = tracePath
        self.encoderThreads = encoderThreads
    }
}

/// The outcome of a recording.
public struct Recording: Sendable {
    /// The PNG files written, in order (empty without a frame folder).
    public var frames: [RenderManifest.Frame]
    /// How many of them were PNG-encoded.
    public var framesEncoded = 0
    /// How many repeated a frame before them pixel for pixel and copied its file instead of being encoded again.
    public var framesRepeated = 0
    /// Pixel size of every frame.
    public var pixelWidth: Int, pixelHeight: Int
    /// The sound track of the frames written, from the first one's time for as long as they last; nil when the
    /// scene played nothing or sound was left out.
    public var audio: AudioMix?
    /// Which encoder wrote the video (`VideoEncoder.encoderDescription`); nil without a video.
    public var videoEncoder: String?
}

/// Runs a scene and turns its frames into PNG files, a video and a trace.
@MainActor public enum SceneRecorder {
    /// Records `scene`. `progress` is called with the number of frames done after each one; an error it throws
    /// stops the recording (and is rethrown) as any other failure does.
    ///
    /// Every file appears complete or not at all: PNGs and the trace are renamed into place, the video is renamed
    /// when it is complete (and removed when anything fails).
    public static func record(_ scene: Scene, settings: RecordingSettings,
                              progress: (Int) throws -> Void = { _ in }) throws -> Recording {
        let runner = SceneRunner(scene: scene, transparent: settings.transparent, screenScale: settings.scale,
                                 device: settings.device, orientation: settings.orientation,
                                 traits: settings.traits)
        let renderer = Renderer()
        runner.showsDebugOverlay = settings.showsDebugOverlay
        runner.showsHaptics = settings.showsHaptics
        if let warn = settings.warn { runner.warn = warn }
        if let touches = settings.touches { runner.context.showsTouches = touches == .show }
        let drawn = settings.deviceFrame ? DeviceFrame.wrap(runner.window)
            : runner.context.scriptsRotation ? ScreenPanel.wrap(runner.window) : runner.window
        let pngJob = settings.frameFolder.map { pngWriter(folder: $0, level: settings.compressionLevel) }
        let threaded = settings.encoderThreads > 0
        let pngQueue = threaded
            ? pngJob.map { FrameWorkQueue(name: "png", workers: settings.encoderThreads, job: $0) } : nil
        // Snapshots are rasterised beside the simulation, as a device's render server draws while the app's main
        // thread runs the next frame; they come back in frame order for the steps that need order.
        let rasterQueue = threaded
            ? FrameWorkQueue<FrameSnapshot, Image>(name: "raster", workers: settings.encoderThreads,
                                                   capacity: settings.encoderThreads + 1) { _, snapshot in
                try snapshot.rasterize()
            } : nil
        // What is kept of every encoded frame until the manifest is written: 72 bytes, reserved once. Outputs are
        // taken from the queues as they finish, so nothing else per frame outlives the frame.
        var encodedFrames: [EncodedFrame] = []
        if pngJob != nil { encodedFrames.reserveCapacity(settings.frames.count) }
        var video: VideoEncoder?
        var videoQueue: FrameWorkQueue<(image: Image, unchanged: Bool), Void>?
        // The trace goes to its temporary file as it is made (it used to be kept as lines until the end).
        var trace: StagedStream?
        var poster: Data?
        var staged: [StagedFile] = []
        var reused: [RenderManifest.Frame] = []
        // The last drawn frame and the frame whose file holds its pixels: a run of identical frames (UI animations are
        // full of them) is encoded once, and the rest copy that file.
        var lastDelivered: Image?
        var previousSource: Int?
        var repeats: [(index: Int, source: Int)] = []
        var size = try Renderer.pixelSize(of: drawn, scale: settings.scale)

        /// Writes a drawn frame wherever it goes: poster, video, PNG (or a copy of the identical frame before it).
        func deliver(_ index: Int, _ image: Image) throws {
            size = (image.width, image.height)
            if index == settings.posterFrame, let path = settings.posterPath {
                poster = try PNGWriter.encode(image, compressionLevel: settings.compressionLevel, name: path)
            }
            if let path = settings.videoPath, video == nil {
                let encoder = try VideoEncoder(path: path, width: image.width, height: image.height,
                                               fps: settings.fps, transparent: settings.transparent,
                                               quality: settings.videoQuality)
                video = encoder
                if threaded {
                    // One worker keeps the frames in order and converts them while the next frame is drawn.
                    videoQueue = FrameWorkQueue(name: "video", workers: 1, capacity: 2) { _, frame in
                        try send(frame.image, repeatsPrevious: frame.unchanged, to: encoder)
                    }
                }
            }
            // Still stretches are common in UI animation: an unchanged frame is neither encoded as a PNG again nor
            // converted for the video again.
            let unchanged = lastDelivered?.hasSamePixels(as: image) ?? false
            lastDelivered = image
            if let videoQueue {
                try videoQueue.submit(index: index, input: (image, unchanged))
                _ = try videoQueue.takeInOrder()
            } else if let video {
                try send(image, repeatsPrevious: unchanged, to: video)
            }
            let repeated = unchanged ? previousSource : nil
            if settings.frameFolder != nil, settings.reusableFrames[index] != nil {
                // Drawn for the video or the poster only; its file is already there.
                previousSource = nil
            } else if let repeated, pngJob != nil {
                repeats.append((index, repeated))
            } else if let pngQueue {
                try pngQueue.submit(index: index, input: image)
                encodedFrames += try pngQueue.takeInOrder().map(\.output)
                previousSource = index
            } else if let pngJob {
                encodedFrames.append(try pngJob(index, image))
                previousSource = index
            }
        }

        do {
            if let path = settings.tracePath {
                trace = try StagedStream(path: path)
                try trace?.append(TraceRow.csvHeader + "\n")
            }
            for (done, index) in settings.frames.enumerated() {
                let time = TimeInterval(index) / TimeInterval(settings.fps)
                runner.advance(to: time)
                let kept = settings.frameFolder == nil ? nil : settings.reusableFrames[index]
                if let kept { reused.append(kept) }
                if let trace {
                    for row in TraceRow.rows(for: runner.window, frame: index, time: time)
                        + TraceRow.hapticRows(of: runner.hapticLog, frame: index, fps: settings.fps) {
                        try trace.append(row.csvLine + "\n")
                    }
                }
                if kept != nil, settings.videoPath == nil, index != settings.posterFrame || settings.posterPath == nil {
                    try progress(done + 1)
                    continue
                }
                if let rasterQueue {
                    let snapshot = try renderer.record(drawn, scale: settings.scale, transparent: settings.transparent)
                    try rasterQueue.submit(index: index, input: snapshot)
                    for frame in try rasterQueue.takeInOrder() { try deliver(frame.index, frame.output) }
                } else {
                    try deliver(index, try renderer.render(drawn, scale: settings.scale, transparent: settings.transparent))
                }
                try progress(done + 1)
            }
            for frame in try rasterQueue?.finish() ?? [] { try deliver(frame.index, frame.output) }
            encodedFrames += try pngQueue?.finish().map(\.output) ?? []
            let encoded = encodedFrames
            let copies = try settings.frameFolder.map { try copyRepeats(repeats, of: encoded, in: $0) } ?? []
            let frames = ((encoded + copies).map { $0.manifestFrame(fps: settings.fps) } + reused)
                .sorted { $0.index < $1.index }
            _ = try videoQueue?.finish()
            let audio = settings.includesAudio ? soundTrack(of: runner, settings: settings) : nil
            // The trace, poster and sound file are written beside their places first and the video finished next,
            // so a failure of any leaves none of the files half-replaced.
            if let trace { staged.append(try trace.finish()) }
            if let path = settings.posterPath, let poster {
                staged.append(try StagedFile(path: path, contents: poster))
            }
            if let path = settings.audioPath {
                let track = audio ?? AudioMix(samples: [Float](repeating: 0, count: 2 * soundFrames(settings)),
                                              startTime: soundStart(settings))
                staged.append(try StagedFile(path: path, contents: track.wavData))
            }
            try video?.finish(audio: audio)
            for file in staged { try file.moveIntoPlace() }
            return Recording(frames: frames, framesEncoded: encoded.count, framesRepeated: copies.count,
                             pixelWidth: size.width, pixelHeight: size.height, audio: audio,
                             videoEncoder: video?.encoderDescription)
        } catch {
            _ = try? rasterQueue?.finish()
            _ = try? pngQueue?.finish()
            _ = try? videoQueue?.finish()
            video?.cancel()
            for file in staged { file.remove() }
            trace?.remove()
            throw error
        }
    }

    /// The mix of what `runner`'s scene played over the frames recorded: from the first frame's time for as many
    /// frame durations as there are frames (the video's length). Nil when the scene played nothing.
    private static func soundTrack(of runner: SceneRunner, settings: RecordingSettings) -> AudioMix? {
        runner.sounds.mix(from: soundStart(settings),
                          duration: TimeInterval(soundFrames(settings)) / TimeInterval(AudioMix.sampleRate))
    }

    private static func soundStart(_ settings: RecordingSettings) -> TimeInterval {
        TimeInterval(settings.frames.first ?? 0) / TimeInterval(settings.fps)
    }

    /// Sample frames of the sound track: the recorded frames' length at 48 kHz.
    private static func soundFrames(_ settings: RecordingSettings) -> Int {
        Int((TimeInterval(settings.frames.count) / TimeInterval(settings.fps) * TimeInterval(AudioMix.sampleRate))
            .rounded())
    }

    /// Writes each repeated frame as a copy of the encoded file it repeats (same bytes, same SHA-256).
    private static func copyRepeats(_ repeats: [(index: Int, source: Int)], of encoded: [EncodedFrame],
                                    in folder: String) throws -> [EncodedFrame] {
        let byIndex = Dictionary(uniqueKeysWithValues: encoded.map { ($0.index, $0) })
        return try repeats.map { index, source in
            guard let original = byIndex[source] else { throw CocoaError(.fileNoSuchFile) }
            let name = RenderManifest.fileName(forFrame: index)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder)
                .appendingPathComponent(RenderManifest.fileName(forFrame: source)))
            try PNGWriter.write(bytes, to: URL(fileURLWithPath: folder).appendingPathComponent(name).path)
            return EncodedFrame(index: index, file: original.file, pixels: original.pixels)
        }
    }

    nonisolated private static func send(_ image: Image, repeatsPrevious: Bool, to video: VideoEncoder) throws {
        try image.bytes.withUnsafeBufferPointer { pixels in
            try video.append(premultipliedBGRA: pixels, bytesPerRow: image.stride, isOpaque: image.isOpaque,
                             repeatsPrevious: repeatsPrevious)
        }
    }

    /// Writes one frame as `folder/frame_NNNNN.png` and fingerprints the file.
    private static func pngWriter(folder: String, level: Int) -> FrameWorkQueue<Image, EncodedFrame>.Job {
        { index, image in
            let name = RenderManifest.fileName(forFrame: index)
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            // Hash the encoded bytes in memory rather than reading the file back.
            let (png, pixelHash) = try PNGWriter.encodeFingerprinted(image, compressionLevel: level, name: path)
            try PNGWriter.write(png, to: path)
            return EncodedFrame(index: index, file: ContentHash.of(png), pixels: pixelHash)
        }
    }
}

/// A file written under a temporary name beside its place, moved there only once everything else succeeded.
private struct StagedFile {
    let path: String
    let temporary: URL

    /// A temporary file already written in full.
    init(path: String, temporary: URL) {
        self.path = path
        self.temporary = temporary
    }

    init(path: String, contents: Data) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        if let reason = Self.write(contents, to: temporary.path) {
            // A full disk fails the write part-way and leaves the bytes written so far: take them away too.
            unlink(temporary.path)
            throw SceneRenderer.Failure.failed("cannot write '\(path)': \(reason)")
        }
    }

    /// Writes `contents` to a new file at `path`; nil on success, else the system's reason (`No space left on
    /// device`). Closing counts: some file systems report a full disk only then.
    private static func write(_ contents: Data, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        contents.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }

    func moveIntoPlace() throws {
        guard rename(temporary.path, path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    func remove() { try? FileManager.default.removeItem(at: temporary) }
}

/// A `StagedFile` written a piece at a time while the render runs, so a long render's trace is not kept in memory:
/// appended text is buffered and written in 64 KiB pieces to the temporary file, which `finish` closes and hands
/// over to be moved into place with the other files (or `remove` deletes).
private final class StagedStream {
    let path: String
    let temporary: URL
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        buffer.reserveCapacity(1 << 16)
    }

    func append(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Writes what is buffered and closes the file (closing counts: some file systems report a full disk only then).
    func finish() throws -> StagedFile {
        try flush()
        let status = close(descriptor)
        descriptor = -1
        if status != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw failure(reason)
        }
        return StagedFile(path: path, temporary: temporary)
    }

    func remove() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporary.path)
    }

    private func flush() throws {
        var reason: String?
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    reason = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
        if let reason {
            // A full disk fails the write part-way: take the bytes written so far away too.
            remove()
            throw failure(reason)
        }
    }

    private func failure(_ reason: String) -> SceneRenderer.Failure {
        .failed("cannot write '\(path)': \(reason)")
    }
}
