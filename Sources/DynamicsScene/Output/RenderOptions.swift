import Foundation
import DynamicsGeometry
import DynamicsRender
import DynamicsUIKit

/// Which frames of a render to write.
public enum FrameSelection: Sendable, Equatable {
    /// Every frame of the render's length.
    case all
    /// Frames `first...last`, counted from 0 (earlier time is still simulated).
    case range(ClosedRange<Int>)
    /// The frames nearest these scene times in seconds (stills).
    case times([TimeInterval])
    /// The `index`-th (from 1) of `count` contiguous, nearly equal runs of frames: rendered by `count` processes or
    /// machines and joined by `RenderMerge`, they give exactly the folder one render gives.
    case shard(_ index: Int, of: Int)
}

/// Everything one render writes and how: the library form of `dynamics render`'s options.
///
/// `SceneRenderer.render(_:options:)` checks the numbers and paths before it draws anything.
public struct RenderOptions: Sendable {
    /// Highest accepted frame rate.
    public static let maximumFPS = 240
    /// Longest accepted render, in seconds.
    public static let maximumDuration: TimeInterval = 600
    /// Largest accepted scale.
    public static let maximumScale: CGFloat = 4

    /// Folder for the PNG frames and `manifest.json`; nil writes no frames (a video alone, say).
    public var folder: String?
    /// Output frames per second, 1…240; frame k shows the scene at k / fps seconds.
    public var fps = 60
    /// Seconds to render, above 0 and at most 600; nil takes the scene's own length.
    public var duration: TimeInterval?
    /// Which frames to write.
    public var frames = FrameSelection.all
    /// Pixels per point, above 0 and at most 4; also `UIScreen.main.scale` while the scene runs.
    public var scale: CGFloat = 2
    /// Transparent background instead of white.
    public var transparent = false
    /// Draw every animator's debug shapes on top.
    public var showsDebugOverlay = false
    /// Draw a ripple where each haptic played (`--debug` draws them too).
    public var showsHaptics = false
    /// Show or hide the circles under scripted touches; nil keeps the scene's choice.
    public var touches: TouchVisibility?
    /// Draw a rounded device bezel around every frame.
    public var deviceFrame = false
    /// Light or dark over whatever the scene's traits say; nil keeps the scene's (light unless it chose dark).
    public var appearance: SceneAppearance?
    /// The device the scene is shown as (`UIDevice.current`, the screen's idiom); nil keeps the scene's `device`.
    public var device: DeviceProfile?
    /// How the device is held; nil keeps the scene's `orientation` (portrait unless it says).
    public var orientation: SceneOrientation?
    /// The text size (`preferredContentSizeCategory`) over the scene's traits; nil keeps the scene's (Large).
    public var contentSize: UIContentSizeCategory?
    /// Write into a folder that holds something other than an earlier render of this scene.
    public var force = false
    /// Finish a render of the same settings that was interrupted (killed) in this folder: its complete frames are
    /// kept, not drawn or encoded again; the scene is still simulated from the start, and the manifest comes out
    /// byte for byte as an uninterrupted render's. Without such an interrupted render, a normal render.
    public var resume = false
    /// Video file to write (its extension picks the format); nil writes none.
    public var videoPath: String?
    /// Encoder settings of the video.
    public var videoQuality = VideoQuality()
    /// PNG file to write the poster frame to (the frame at `posterTime`); nil writes none.
    public var posterPath: String?
    /// Scene time of the poster frame; nil takes the first frame written.
    public var posterTime: TimeInterval?
    /// CSV trace of the identified views per frame; nil writes none.
    public var tracePath: String?
    /// Mix what the scene plays into the video's sound track (AAC in mp4 and mov, Opus in WebM, none in GIF; a
    /// scene that plays nothing gets no track); false leaves sound out.
    public var includesAudio = true
    /// WAV file for the sound track alone (32-bit float, 48 kHz stereo; silence when nothing played); nil writes
    /// none.
    public var audioPath: String?
    /// PNG zlib level, 0…9.
    public var compressionLevel = 1
    /// Threads that encode while the next frame is drawn; 0 does everything on the calling thread.
    public var encoderThreads = ProcessInfo.processInfo.activeProcessorCount
    /// Receives the scene's warnings, one line each (nil prints them on standard error).
    public var warning: (@MainActor @Sendable (String) -> Void)?
    /// The program named in the manifest's `toolVersion` (the command line puts its name and version here).
    public var toolVersion = "DynamicsScene"

    /// The defaults of `dynamics render`, writing frames into `folder`.
    public init(folder: String? = nil) {
        self.folder = folder
    }
}

/// The numbers of a render once checked: its length, its picture size and the frames to write. Everything downstream
/// reads them from here.
struct RenderPlan {
    /// Pixels of every frame: the canvas (the scene, or the device frame around it) times the scale, rounded.
    let pixelSize: (width: Int, height: Int)
    /// Seconds of scene time the render covers.
    let duration: TimeInterval
    /// Frames the whole length has.
    let frameCount: Int
    /// Frames to write, ascending.
    let frames: [Int]
    /// The frame written as the poster, if one is asked for.
    let posterFrame: Int?

    /// Checks `options` for `scene`; every problem is one line naming the option.
    init(scene: Scene, options: RenderOptions) throws(SceneRenderer.Failure) {
        let fps = options.fps
        guard (1...RenderOptions.maximumFPS).contains(fps) else {
            throw .invalidOption("--fps must be between 1 and \(RenderOptions.maximumFPS) (got \(fps))")
        }
        let seconds = options.duration ?? scene.duration
        guard seconds.isFinite, seconds > 0, seconds <= RenderOptions.maximumDuration else {
            throw .invalidOption("--duration must be above 0 and at most \(Int(RenderOptions.maximumDuration)) "
                + "seconds (got \(Self.format(seconds)))")
        }
        let scale = options.scale
        guard scale.isFinite, scale > 0, scale <= RenderOptions.maximumScale else {
            throw .invalidOption("--scale must be above 0 and at most \(Int(RenderOptions.maximumScale)) "
                + "(got \(Self.format(Double(scale))))")
        }
        do {
            let size = scene.shown(on: options.device, orientation: options.orientation).size
            let canvas = options.deviceFrame ? DeviceFrame.size(around: size) : size
            pixelSize = try Renderer.pixelSize(of: canvas, scale: scale)
        } catch {
            throw .invalidOption("--scale \(Self.format(Double(scale))): \(error.description)")
        }
        guard (0...9).contains(options.compressionLevel) else {
            throw .invalidOption("--compression must be between 0 and 9 (got \(options.compressionLevel))")
        }
        guard options.encoderThreads >= 0 else { throw .invalidOption("encoder threads cannot be negative") }
        duration = seconds
        let count = FrameTiming.frameCount(duration: seconds, fps: fps)
        frameCount = count
        switch options.frames {
        case .all:
            frames = Array(0..<count)
        case .range(let range):
            guard range.lowerBound >= 0, range.upperBound < count else {
                throw .invalidOption("--frames \(range.lowerBound)..\(range.upperBound) is outside 0..\(count - 1)")
            }
            frames = Array(range)
        case .shard(let index, let shards):
            guard shards >= 1, (1...shards).contains(index) else {
                throw .invalidOption("--shard must be K/N with 1 ≤ K ≤ N (got \(index)/\(shards))")
            }
            guard shards <= count else {
                throw .invalidOption("--shard \(index)/\(shards): the render has only \(count) frames")
            }
            frames = Array(Self.shardRange(index, of: shards, frameCount: count))
        case .times(let times):
            guard !times.isEmpty else { throw .invalidOption("--at needs at least one time") }
            frames = try Array(Set(times.map { time throws(SceneRenderer.Failure) in
                try Self.frame(at: time, fps: fps, duration: seconds, option: "--at")
            })).sorted()
        }
        if options.posterPath != nil {
            posterFrame = try options.posterTime.map { time throws(SceneRenderer.Failure) in
                try Self.frame(at: time, fps: fps, duration: seconds, option: "--poster-at")
            } ?? frames[0]
        } else {
            posterFrame = nil
        }
    }

    /// Frames of shard `index` (from 1) of `shards`: the frames split into contiguous runs whose lengths differ by at
    /// most one.
    static func shardRange(_ index: Int, of shards: Int, frameCount: Int) -> Range<Int> {
        (index - 1) * frameCount / shards ..< index * frameCount / shards
    }

    /// The frame showing the scene nearest `time`, which must lie within the render.
    private static func frame(at time: TimeInterval, fps: Int, duration: TimeInterval, option: String)
        throws(SceneRenderer.Failure) -> Int {
        guard let frame = FrameTiming.frame(at: time, fps: fps, duration: duration) else {
            throw .invalidOption("\(option) \(format(time)) is outside the render's 0…\(format(duration)) s")
        }
        return frame
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
