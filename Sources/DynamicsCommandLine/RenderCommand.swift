import ArgumentParser
import Dynamics
import Foundation

/// `dynamics render`: parses the flags into `RenderOptions` and hands each scene to `SceneRenderer`; everything a
/// render guarantees lives there.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render scenes to DIR/frame_00000.png … and DIR/manifest.json, a video, a trace or a poster.",
        discussion: """
            With --video or --audio, PNG frames are written too only when --png or --out is given. With several \
            scenes, --out is the parent of one folder per scene and the --video, --audio, --trace and --poster paths \
            must contain {name}.
            """)

    @Argument(help: "Scene names (see `dynamics list`).",
              completion: .custom { _, _, prefix in SceneCatalog.all.map(\.name).filter { $0.hasPrefix(prefix) } })
    var names: [String] = []

    @Flag(help: "Render every scene.")
    var all = false

    @Option(help: "Output frames per second, 1…240.")
    var fps: Int = 60

    @Option(help: "Seconds to render, up to 600 (default: the scene's own length).")
    var duration: Double?

    @Option(help: "Pixels per point, above 0 and at most 4.")
    var scale: Double = 2

    @Option(help: "Output folder (default: render-output/<name>); with several scenes, their parent.",
            completion: .directory)
    var out: String?

    @Option(help: "Only frames A..B (inclusive, counted from 0); earlier time is still simulated.")
    var frames: String?

    @Option(help: "Only the frames at these times in seconds, e.g. 0.5,1.2 (stills).")
    var at: String?

    @Option(help: "Only the K-th of N equal runs of frames, e.g. 2/4; `dynamics merge` joins the N folders.")
    var shard: String?

    @Flag(help: "Transparent background instead of white.")
    var transparent = false

    @Flag(help: "Draw the animators' debug shapes on top (and the haptic ripples).")
    var debug = false

    @Flag(help: "Draw a ripple where each haptic played (feedback generators, Core Haptics), fading over 0.3 s.")
    var showHaptics = false

    @Option(help: "show or hide the translucent circles under scripted touches (default: the scene's choice).")
    var touches: TouchVisibility?

    @Flag(help: "Draw a rounded device bezel around every frame.")
    var deviceFrame = false

    @Option(help: "light or dark: the appearance the scene is shown in (default: the scene's own, light unless it says).")
    var appearance: SceneAppearance?

    @Option(help: ArgumentHelp("The device the scene is shown as (UIDevice.current, the screen's idiom): "
                               + DeviceProfile.all.map(\.identifier).joined(separator: ", ") + ".",
                               valueName: "device"))
    var device: DeviceProfile?

    @Option(name: .customLong("set"), help: ArgumentHelp("A value for a parameter the scene declares, e.g. gravity=2 (repeatable).",
                                                          valueName: "name=value"))
    var settings: [String] = []

    @Option(help: "portrait or landscape: how the device is held (default: the scene's own, portrait unless it says).")
    var orientation: SceneOrientation?

    @Option(help: ArgumentHelp("The text size (preferredContentSizeCategory): "
                               + UIContentSizeCategory.commandLineNames.map(\.name).joined(separator: ", ")
                               + ", or xs … xxxl, ax1 … ax5 (default: the scene's own, large).",
                               valueName: "size"))
    var contentSize: UIContentSizeCategory?

    @Flag(help: "Write into a non-empty folder that is not an earlier render of this scene.")
    var force = false

    @Flag(help: "Finish an interrupted render in --out: keep its complete frames, render the rest.")
    var resume = false

    @Flag(help: "No progress output.")
    var quiet = false

    @Flag(help: "Say how the outputs were made (which encoder wrote the video).")
    var verbose = false

    @Option(help: "Write a video: .mp4, .webm, .gif (50 fps or slower) or .mov.",
            completion: .file(extensions: VideoFormat.allCases.map(\.rawValue)))
    var video: String?

    @Flag(help: "With --video or --audio, write the PNG frames as well.")
    var png = false

    @Option(help: "Write the scene's sound track alone as a WAV file (32-bit float, 48 kHz stereo).",
            completion: .file(extensions: ["wav"]))
    var audio: String?

    @Flag(help: "Leave the scene's sounds out of the video (by default a scene that plays sounds gets a sound track).")
    var noAudio = false

    @OptionGroup var videoQuality: VideoQualityOptions

    @Option(help: "Write the poster frame (see --poster-at) as this PNG file.", completion: .file(extensions: ["png"]))
    var poster: String?

    @Option(help: "Time in seconds of the poster frame (default: the first frame written).")
    var posterAt: Double?

    @Option(help: "Write a CSV of every identified view's centre and angle per frame.", completion: .file())
    var trace: String?

    @Option(help: "PNG compression level, 0…9: 1 is ISA-L's fast deflate, 0 and 2…9 zlib's levels.")
    var compression: Int = 1

    func run() throws {
        let scenes = try chosenScenes()
        let several = scenes.count > 1
        for path in [video, audio, trace, poster].compactMap({ $0 }) where several && !path.contains("{name}") {
            throw CommandLineError.usage("with several scenes, '\(path)' must contain {name}")
        }
        let selection = try frameSelection()
        for scene in scenes {
            // Scenes run on the main actor, where `DynamicsCommand.main(scenes:)` parses and runs commands.
            try MainActor.assumeIsolated { try render(scene, selection: selection, prefix: several ? scene.name + ": " : "") }
        }
    }

    /// This command's flags for the render options.
    private var flags: RenderOptionFlags {
        RenderOptionFlags(frames: at != nil ? "--at" : shard != nil ? "--shard" : "--frames")
    }

    private func chosenScenes() throws -> [Scene] {
        if all {
            guard names.isEmpty else { throw CommandLineError.usage("give scene names or --all, not both") }
            return SceneCatalog.all
        }
        guard !names.isEmpty else { throw CommandLineError.usage("name a scene (see `dynamics list`) or pass --all") }
        return try names.map(SceneCatalog.scene(named:))
    }

    private func frameSelection() throws -> FrameSelection {
        let given = [frames.map { _ in "--frames" }, at.map { _ in "--at" }, shard.map { _ in "--shard" }].compactMap { $0 }
        guard given.count <= 1 else { throw CommandLineError.usage("\(given.joined(separator: " and ")) cannot be combined") }
        if let frames { return .range(try Self.parseFrames(frames)) }
        if let at { return .times(try Self.parseTimes(at)) }
        if let shard { return try Self.parseShard(shard) }
        return .all
    }

    @MainActor private func render(_ scene: Scene, selection: FrameSelection, prefix: String) throws {
        let scene = try ParameterSettings.apply(settings, to: scene)
        let expand = { (path: String) in path.replacingOccurrences(of: "{name}", with: scene.name) }
        var options = RenderOptions()
        let writesFrames = (video == nil && audio == nil) || png || out != nil
        if writesFrames {
            let parent = out ?? "render-output"
            options.folder = out != nil && names.count <= 1 && !all ? parent : "\(parent)/\(scene.name)"
        }
        options.fps = fps
        options.duration = duration
        options.frames = selection
        options.scale = CGFloat(scale)
        options.transparent = transparent
        options.showsDebugOverlay = debug
        options.showsHaptics = showHaptics
        options.touches = touches
        options.deviceFrame = deviceFrame
        options.appearance = appearance
        options.device = device
        options.orientation = orientation
        options.contentSize = contentSize
        options.force = force
        options.resume = resume
        options.videoPath = video.map(expand)
        options.videoQuality = videoQuality.quality
        options.posterPath = poster.map(expand)
        options.posterTime = posterAt
        options.tracePath = trace.map(expand)
        options.audioPath = audio.map(expand)
        options.includesAudio = !noAudio
        options.compressionLevel = compression
        options.toolVersion = DynamicsCommand.version
        let progress = ProgressReporter(label: prefix, quiet: quiet)
        options.warning = { progress.warn($0) }

        let cancellation = RenderCancellation()
        InterruptCleanup.install { cancellation.cancel() }
        defer { InterruptCleanup.remove() }
        let started = Date()
        let result: RenderResult
        do {
            result = try SceneRenderer.render(scene, options: options, cancellation: cancellation) {
                progress.update(done: $0, total: $1)
            }
        } catch {
            throw flags.commandLineError(error, prefix: prefix)
        }
        if verbose, let encoder = result.videoEncoder { print("\(prefix)video: \(encoder)") }
        guard !quiet else { return }
        let written = [options.folder.map { "frames in \($0)" }, options.videoPath.map { "video \($0)" },
                       options.audioPath.map { "sound \($0)" },
                       options.tracePath.map { "trace \($0)" }, options.posterPath.map { "poster \($0)" }]
            .compactMap { $0 }.joined(separator: "; ")
        let repeats = result.framesRepeated
        print(String(format: "%@%d frames (%d×%d px) in %.2f s: %@%@", prefix, result.framesRendered, result.pixelWidth,
                     result.pixelHeight, Date().timeIntervalSince(started), written,
                     repeats > 0 ? "; \(repeats) repeated frames copied, not encoded" : ""))
    }

    /// `A..B`, inclusive; whether it lies within the render is checked with the render's length.
    static func parseFrames(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 0, first <= last else {
            throw CommandLineError.usage("--frames must look like A..B with 0 ≤ A ≤ B, e.g. 0..59 (got '\(text)')")
        }
        return first...last
    }

    /// `K/N`.
    static func parseShard(_ text: String) throws -> FrameSelection {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1] else {
            throw CommandLineError.usage("--shard must look like K/N, e.g. 2/4 (got '\(text)')")
        }
        return .shard(index, of: count)
    }

    /// Comma-separated seconds.
    static func parseTimes(_ text: String) throws -> [TimeInterval] {
        let times = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !times.isEmpty, times.allSatisfy({ $0 != nil }) else {
            throw CommandLineError.usage("--at must list seconds separated by commas, e.g. 0.5,1.2 (got '\(text)')")
        }
        return times.compactMap { $0 }
    }
}

extension TouchVisibility: ExpressibleByArgument {}
extension SceneAppearance: ExpressibleByArgument {}
extension SceneOrientation: ExpressibleByArgument {}

extension UIContentSizeCategory: ExpressibleByArgument {
    /// A category from its command-line name (`accessibility-large`, `ax2`).
    public init?(argument: String) { self.init(commandLineName: argument) }

    /// Every category's command-line name, for completion and help.
    public static var allValueStrings: [String] { commandLineNames.map(\.name) }
}

extension DeviceProfile: ExpressibleByArgument {
    /// A profile from its command-line name (`iphone-15-pro`).
    public init?(argument: String) { self.init(identifier: argument) }

    /// Every profile's command-line name, for completion and help.
    public static var allValueStrings: [String] { all.map(\.identifier) }
}
