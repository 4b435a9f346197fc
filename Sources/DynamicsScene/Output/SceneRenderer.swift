import Foundation
import DynamicsGeometry
import DynamicsRender
import DynamicsAudio
import DynamicsRenderFolder

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
        /// An option cannot work (the command line's exit status 2): out of range, or naming a path that cannot be
        /// written.
        case invalidOption(RenderOptionError)
        /// What a command reads cannot be used: a folder that is no render, shards that do not fit together (exit
        /// status 2).
        case invalidInput(String)
        /// The render started and failed: the video encoder, a full disk, an unwritable file (exit status 1).
        case failed(String)
        /// `RenderCancellation.cancel()` was called.
        case cancelled

        /// One line for the user.
        public var description: String {
            switch self {
            case .invalidOption(let error): error.description
            case .invalidInput(let message), .failed(let message): message
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
        let plan: RenderPlan
        do throws(RenderOptionError) {
            plan = try RenderPlan(scene: scene, options: options)
        } catch {
            throw .invalidOption(error)
        }
        var folder: RenderFolder?
        if let path = options.folder {
            do {
                folder = try RenderFolder(path: path, sceneName: plan.scene.name, force: options.force,
                                          settings: manifestHeader(plan), resume: options.resume)
            } catch {
                if case .busy = error { throw .failed(error.description) }
                throw .invalidOption(.folder(error))
            }
        }
        reportLeftovers(folder: folder, options: options)
        cancellation?.begin { folder?.discard() }
        defer { cancellation?.end() }

        let pngSink = folder.map { PNGSequenceSink(folder: $0, header: manifestHeader(plan), plan: plan) }
        let videoSink = options.videoPath.map { VideoSink(path: $0, plan: plan) }
        // The manifest is committed last, so a folder with a manifest holds a complete render.
        var sinks: [any FrameSink] = []
        if let path = options.tracePath { sinks.append(TraceSink(path: path, fps: options.fps)) }
        if let path = options.posterPath, let frame = plan.posterFrame {
            sinks.append(PosterSink(path: path, frame: frame, compressionLevel: options.compressionLevel))
        }
        if let path = options.audioPath { sinks.append(SoundFileSink(path: path, plan: plan)) }
        if let videoSink { sinks.append(videoSink) }
        if let pngSink { sinks.append(pngSink) }
        let sound: AudioMix?
        do {
            sound = try SceneRecorder.record(plan, to: sinks) { done in
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
            case let error as RenderFolder.Failure: throw .failed(error.description)
            case let error as VideoEncoderError: throw .failed(error.description)
            case let error as PNGError: throw .failed("cannot write \(error.description)")
            default: throw .failed("render failed: \(fileErrorReason(error))")
            }
        }
        return RenderResult(manifest: pngSink?.written, framesRendered: plan.frames.count,
                            framesEncoded: pngSink?.framesEncoded ?? 0, framesRepeated: pngSink?.framesRepeated ?? 0,
                            pixelWidth: plan.pixelSize.width, pixelHeight: plan.pixelSize.height, audio: sound,
                            videoEncoder: videoSink?.encoderDescription)
    }

    /// The manifest of `plan`'s render before any frame is listed: what was rendered and how.
    private static func manifestHeader(_ plan: RenderPlan) -> RenderManifest {
        let options = plan.options, scene = plan.scene
        var header = RenderManifest(
            scene: scene.name, fps: options.fps,
            sizeInPoints: .init(width: Double(scene.size.width), height: Double(scene.size.height)),
            sizeInPixels: .init(width: Double(plan.pixelSize.width), height: Double(plan.pixelSize.height)),
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
        return header
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
}
