import Foundation
import DynamicsGeometry
import DynamicsRender
import DynamicsAudio

/// What a render wrote.
public struct RenderResult: Sendable {
    /// The manifest written into the folder (nil when no frames were written).
    public var manifest: RenderManifest?
    /// Frames drawn by this render.
    public var framesRendered: Int
    /// Frames PNG-encoded by this render.
    public var framesEncoded: Int
    /// Frames identical to the frame before them, which copied its file instead of being encoded.
    public var framesRepeated: Int
    /// Pixel size of every frame.
    public var pixelWidth: Int, pixelHeight: Int
    /// The sound track mixed into the video and the sound file; nil when the scene played nothing or sound was
    /// left out.
    public var audio: AudioMix?
    /// Which encoder wrote the video, in a few words (`VideoEncoder.encoderDescription`); nil without a video.
    public var videoEncoder: String?
}

/// Renders a scene to files with every guarantee of `dynamics render`: checked options, a folder that is never
/// confused with the user's own files, frames and manifest committed together, a video, trace and poster that appear
/// complete or not at all, and an earlier render left byte-identical by any failure or cancellation.
@MainActor public enum SceneRenderer {
    /// Why a render did not happen or did not finish; nothing of it was kept.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// An option is out of range or names a path that cannot be written (the command line's exit status 2).
        case invalidOption(String)
        /// The render started and failed: the video encoder, a full disk, an unwritable file (exit status 1).
        case failed(String)
        /// `RenderCancellation.cancel()` was called.
        case cancelled

        /// One line for the user.
        public var description: String {
            switch self {
            case .invalidOption(let message), .failed(let message): message
            case .cancelled: "the render was cancelled; nothing of it was kept"
            }
        }
    }

    /// Renders `scene` as `options` say. `progress` is called with the frames done and the frames to do after each
    /// frame; `cancellation` stops the render at the next frame.
    @discardableResult
    public static func render(_ scene: Scene, options: RenderOptions,
                              cancellation: RenderCancellation? = nil,
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in })
        throws(Failure) -> RenderResult {
        let plan = try RenderPlan(scene: scene, options: options)
        let scene = scene.shown(on: options.device, orientation: options.orientation)
        guard options.folder != nil || options.videoPath != nil || options.tracePath != nil
            || options.posterPath != nil || options.audioPath != nil else {
            throw .invalidOption("nothing to write: give a folder for frames, a video, a trace, a poster or a sound file")
        }
        try checkOutputs(options)
        let pixelSize = plan.pixelSize
        var header = RenderManifest(
            scene: scene.name, fps: options.fps,
            sizeInPoints: .init(width: Double(scene.size.width), height: Double(scene.size.height)),
            sizeInPixels: .init(width: Double(pixelSize.width), height: Double(pixelSize.height)),
            scale: Double(options.scale), transparent: options.transparent, toolVersion: options.toolVersion,
            duration: plan.duration, frames: [])
        if case .shard(let index, let count) = options.frames { header.shard = .init(index: index, count: count) }
        header.appearance = options.appearance?.rawValue
        header.device = options.device?.identifier
        header.parameters = scene.parameterValues.isEmpty ? nil : scene.parameterValues
        header.orientation = options.orientation?.rawValue
        header.contentSize = options.contentSize?.commandLineName
        header.debugOverlay = options.showsDebugOverlay ? true : nil
        header.haptics = options.showsHaptics ? true : nil
        header.touches = options.touches?.rawValue
        var folder: RenderFolder?
        if let path = options.folder {
            do {
                folder = try RenderFolder(path: path, sceneName: scene.name, force: options.force, settings: header,
                                          resume: options.resume)
            } catch {
                if case .busy = error { throw .failed(error.description) }
                throw .invalidOption(error.description)
            }
        }
        reportLeftovers(folder: folder, options: options)
        cancellation?.begin { folder?.discard() }
        defer { cancellation?.end() }

        var settings = RecordingSettings(
            fps: options.fps, frames: plan.frames, scale: options.scale, transparent: options.transparent,
            showsDebugOverlay: options.showsDebugOverlay, compressionLevel: options.compressionLevel,
            frameFolder: folder?.stagingPath, videoPath: options.videoPath, tracePath: options.tracePath,
            encoderThreads: options.encoderThreads)
        settings.touches = options.touches
        settings.showsHaptics = options.showsHaptics
        settings.deviceFrame = options.deviceFrame
        settings.appearance = options.appearance
        settings.device = options.device
        settings.orientation = options.orientation
        settings.contentSize = options.contentSize
        settings.videoQuality = options.videoQuality
        settings.posterPath = options.posterPath
        settings.posterFrame = plan.posterFrame
        settings.reusableFrames = folder?.resumableFrames ?? [:]
        settings.warn = options.warning
        settings.includesAudio = options.includesAudio
        settings.audioPath = options.audioPath
        let recording: Recording
        do {
            recording = try SceneRecorder.record(scene, settings: settings) { done in
                if cancellation?.isCancelled == true { throw Failure.cancelled }
                progress(done, plan.frames.count)
            }
        } catch {
            folder?.discard()
            // A render cancelled while stuck had its staging folder removed under it, so work in flight may have
            // failed on its way out; the cause is still the cancellation.
            if cancellation?.isCancelled == true { throw .cancelled }
            switch error {
            case let failure as Failure: throw failure
            case let error as VideoEncoderError: throw .failed(error.description)
            case let error as PNGError: throw .failed("cannot write \(error.description)")
            default: throw .failed("render failed: \(fileErrorReason(error))")
            }
        }
        var written: RenderManifest?
        if let folder {
            var manifest = header
            manifest.frames = recording.frames
            manifest.frameCount = recording.frames.count
            do {
                written = try folder.commit(manifest)
            } catch {
                folder.discard()
                throw .failed(error.description)
            }
        }
        return RenderResult(manifest: written, framesRendered: plan.frames.count, framesEncoded: recording.framesEncoded,
                            framesRepeated: recording.framesRepeated,
                            pixelWidth: recording.pixelWidth, pixelHeight: recording.pixelHeight, audio: recording.audio,
                            videoEncoder: recording.videoEncoder)
    }

    /// Removes what renders that died left in the folders this render writes to (the render folder's were removed
    /// as it opened) and says so, one line per folder.
    private static func reportLeftovers(folder: RenderFolder?, options: RenderOptions) {
        let say = options.warning ?? { FileHandle.standardError.write(Data(("warning: " + $0 + "\n").utf8)) }
        if let folder, !folder.removedLeftovers.isEmpty { say(RenderLeftovers.report(folder.removedLeftovers, in: folder.path)) }
        let others = [options.videoPath, options.tracePath, options.posterPath, options.audioPath].compactMap { $0 }
            .map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path }
        let renderFolder = options.folder.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for path in Set(others).sorted() where path != renderFolder {
            let removed = RenderLeftovers.removeDead(in: path)
            if !removed.isEmpty { say(RenderLeftovers.report(removed, in: path)) }
        }
    }

    /// Fails before anything is drawn when a video, trace or poster cannot be made.
    private static func checkOutputs(_ options: RenderOptions) throws(Failure) {
        if let video = options.videoPath {
            guard let format = VideoFormat(path: video) else {
                throw .invalidOption(VideoEncoderError.unsupportedExtension(video).description)
            }
            if let problem = options.videoQuality.problem(for: format) { throw .invalidOption(problem) }
            try checkWritableFile(video, option: "--video")
        } else if options.videoQuality != VideoQuality() {
            throw .invalidOption("--crf and --preset need --video")
        }
        if let trace = options.tracePath { try checkWritableFile(trace, option: "--trace") }
        if let audio = options.audioPath {
            guard options.includesAudio else {
                throw .invalidOption("a sound file was asked for with sound left out; choose one")
            }
            guard audio.lowercased().hasSuffix(".wav") else {
                throw .invalidOption("the sound file '\(audio)' must be a .wav file")
            }
            try checkWritableFile(audio, option: "the sound file")
        }
        if let poster = options.posterPath {
            guard poster.lowercased().hasSuffix(".png") else {
                throw .invalidOption("--poster '\(poster)' must be a .png file")
            }
            try checkWritableFile(poster, option: "--poster")
        }
    }

    /// A file can be created at `path`: it is not a folder, and its folder exists and is writable, or can be made.
    private static func checkWritableFile(_ path: String, option: String) throws(Failure) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .invalidOption("\(option) '\(path)' is a folder")
        }
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue, access(folder, W_OK) == 0 else {
                throw .invalidOption("\(option): cannot write to '\(folder)'")
            }
        } else {
            // Missing folders are created when the file is written; the nearest existing ancestor must allow it.
            var ancestor = URL(fileURLWithPath: folder)
            while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
                ancestor.deleteLastPathComponent()
            }
            guard isFolder.boolValue, access(ancestor.path, W_OK) == 0 else {
                throw .invalidOption("\(option): cannot create a folder in '\(ancestor.path)'")
            }
        }
    }
}
