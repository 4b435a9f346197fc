import ArgumentParser
import Dynamics
import Foundation

/// `dynamics render`: runs a scene and writes its frames as PNGs plus a manifest (and optionally a video and a trace).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to DIR/frame_00000.png … and DIR/manifest.json.")

    @Argument(help: "Scene name (see `dynamics list`).")
    var name: String

    @Option(help: "Output frames per second, 1…240.")
    var fps: Int = 60

    @Option(help: "Seconds to render, up to 600 (default: the scene's own length).")
    var duration: Double?

    @Option(help: "Pixels per point, above 0 and at most 4.")
    var scale: Double = 2

    @Option(help: "Output folder (default: render-output/<name>).")
    var out: String?

    @Option(help: "Only frames A..B (inclusive, counted from 0); earlier time is still simulated.")
    var frames: String?

    @Flag(help: "Transparent background instead of white.")
    var transparent = false

    @Flag(help: "Draw the animators' debug shapes on top.")
    var debug = false

    @Option(help: "show or hide the translucent circles under scripted touches (default: the scene's choice).")
    var touches: TouchVisibility?

    @Flag(help: "Draw a rounded device bezel around every frame.")
    var deviceFrame = false

    @Flag(help: "Write into a non-empty folder that is not an earlier render of this scene.")
    var force = false

    @Flag(help: "No progress output.")
    var quiet = false

    @Option(help: "Also write a video: .mp4, .webm, .gif or .mov (needs ffmpeg).")
    var video: String?

    @Option(help: "Write a CSV of every identified view's centre and angle per frame.")
    var trace: String?

    @Option(help: "PNG zlib compression level, 0…9.")
    var compression: Int = 1

    func run() throws {
        let scene = try SceneCatalog.scene(named: name)
        let plan = try RenderPlan(scene: scene, fps: fps, duration: duration, scale: scale, frames: frames,
                                  compression: compression)
        let folder = out ?? "render-output/\(scene.name)"
        if let video { try checkVideo(video) }
        if let trace { try checkWritableFile(trace, option: "--trace") }
        let output: RenderFolder
        do {
            output = try RenderFolder(path: folder, sceneName: scene.name, force: force)
        } catch {
            if case .busy = error { throw CommandLineError.failure(error.description) }
            throw CommandLineError.usage(error.description)
        }
        InterruptCleanup.install { output.discard() }
        defer { InterruptCleanup.remove() }

        let progress = ProgressReporter(total: plan.frames.count, quiet: quiet)
        let started = Date()
        var settings = RecordingSettings(
            fps: fps, frames: plan.frames, scale: CGFloat(scale), transparent: transparent, showsDebugOverlay: debug,
            compressionLevel: compression, frameFolder: output.stagingPath, videoPath: video, tracePath: trace)
        settings.touches = touches
        settings.deviceFrame = deviceFrame
        let recording: Recording
        do {
            recording = try SceneRecorder.record(scene, settings: settings) { progress.update(done: $0) }
        } catch {
            output.discard()
            switch error {
            case let error as VideoEncoderError: throw CommandLineError.failure(error.description)
            case let error as PNGError: throw CommandLineError.failure("cannot write \(error.description)")
            default: throw CommandLineError.failure("render failed: \(fileErrorReason(error))")
            }
        }
        let manifest = RenderManifest(
            scene: scene.name, fps: fps,
            sizeInPoints: .init(width: Double(scene.size.width), height: Double(scene.size.height)),
            sizeInPixels: .init(width: Double(recording.pixelWidth), height: Double(recording.pixelHeight)),
            scale: scale, transparent: transparent, toolVersion: DynamicsCommand.version, duration: plan.duration,
            frames: recording.frames)
        do {
            try output.commit(manifest)
        } catch {
            output.discard()
            throw CommandLineError.failure(error.description)
        }
        if !quiet {
            let seconds = Date().timeIntervalSince(started)
            var summary = String(format: "%d frames (%d×%d px) in %@ in %.2f s", recording.frames.count,
                                 recording.pixelWidth, recording.pixelHeight, folder, seconds)
            if let video { summary += "; video \(video)" }
            print(summary)
        }
    }

    /// Fails early, before any frame is drawn, when the video cannot be made.
    private func checkVideo(_ path: String) throws {
        guard VideoFormat(path: path) != nil else {
            throw CommandLineError.usage(VideoEncoderError.unsupportedExtension(path).description)
        }
        guard VideoEncoder.ffmpegPath() != nil else { throw CommandLineError.failure(VideoEncoderError.ffmpegMissing.description) }
        try checkWritableFile(path, option: "--video")
    }

    /// A file can be created at `path`: its folder exists (or can be made) and is writable.
    private func checkWritableFile(_ path: String, option: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw CommandLineError.usage("\(option) '\(path)' is a folder")
        }
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue, access(folder, W_OK) == 0 else {
                throw CommandLineError.usage("\(option): cannot write to '\(folder)'")
            }
        } else {
            // Missing folders are created later; make sure the nearest existing ancestor is a writable folder.
            var ancestor = URL(fileURLWithPath: folder)
            while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
                ancestor.deleteLastPathComponent()
            }
            guard isFolder.boolValue, access(ancestor.path, W_OK) == 0 else {
                throw CommandLineError.usage("\(option): cannot create a folder in '\(ancestor.path)'")
            }
        }
    }
}

extension TouchVisibility: ExpressibleByArgument {}
