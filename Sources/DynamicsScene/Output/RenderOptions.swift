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
/// `SceneRenderer.render(_:options:)` checks every option once, before it draws anything, and reports the first that
/// cannot work as a `RenderOptionError`; everything the render does follows from the checked value.
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
    /// What a render with `appearance` and `contentSize` (nil: the scene's own) puts over the scene's traits; nil when
    /// it puts nothing. The studio draws its frames with the same.
    public static func traits(appearance: SceneAppearance?, contentSize: UIContentSizeCategory?) -> UITraitCollection? {
        let chosen = [appearance?.traits, contentSize.map { UITraitCollection(preferredContentSizeCategory: $0) }]
            .compactMap { $0 }
        return chosen.isEmpty ? nil : UITraitCollection(traitsFrom: chosen)
    }

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
