import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender
/// The video containers `dynamics render --video` writes, chosen by the file extension.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4, yuv420p, odd sizes padded to even.
    case mp4
    /// VP9 in WebM (with alpha when rendering transparent frames).
    case webm
    /// Animated GIF with a palette generated from the whole clip.
    case gif
    /// ProRes 4444 in QuickTime, with alpha when rendering transparent frames.
    case mov

    /// The format named by a path's extension (case-insensitive), or nil for any other extension.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The ffmpeg program's output options (codec, pixel format, filters and muxer) for this format and a clip of
    /// `fps` frames a second: `VideoCodecSettings` spelled for the command line, so benchmarks and tests can run ffmpeg
    /// alone with exactly the encoder settings the renderer uses. `quality` must have passed `problem(for:)`.
    public func ffmpegOutputArguments(transparent: Bool, fps: Int, quality: VideoQuality = VideoQuality()) -> [String] {
        VideoCodecSettings(format: self, transparent: transparent, fps: fps, quality: quality).ffmpegOutputArguments
    }

    /// Hundredths of a second each GIF frame shows for a clip of `fps` frames a second.
    ///
    /// GIF delays are whole hundredths, and browsers slow any delay under 2/100 s to about 10/100 s, so a 60 fps
    /// clip (1.67/100 s a frame) would play six times too slowly, and 30 fps (3.33/100 s) would alternate 3 and 4.
    /// Every frame gets the same delay instead: the smallest whole number of hundredths, at least 2, that is no
    /// shorter than a frame of the clip — 60 fps becomes 50 fps (2/100 s), 30 fps 25 fps, 24 fps 20 fps; ffmpeg picks
    /// the frame nearest each new time, so the clip keeps its length and speed.
    public static func gifFrameDelay(fps: Int) -> Int {
        max(2, Int((100 / Double(max(1, fps))).rounded(.up)))
    }
}

/// Encoder quality settings of a video, for the formats that have them.
public struct VideoQuality: Sendable, Equatable {
    /// x264's preset names, fastest first.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower",
                                 "veryslow"]

    /// Constant rate factor: lower is better and bigger. mp4: 0…51 (default 18); webm: 0…63 (default 32).
    public var crf: Int?
    /// x264 preset for mp4 (default `veryfast`): slower presets make smaller files of the same quality.
    public var preset: String?

    /// The defaults of each format.
    public init(crf: Int? = nil, preset: String? = nil) {
        self.crf = crf
        self.preset = preset
    }

    /// Nil when these settings apply to `format`, else why not.
    public func problem(for format: VideoFormat) -> Problem? {
        if let crf {
            switch format {
            case .mp4 where !(0...51).contains(crf): return .crfOutOfRange(crf, format: .mp4, range: 0...51)
            case .webm where !(0...63).contains(crf): return .crfOutOfRange(crf, format: .webm, range: 0...63)
            case .gif, .mov: return .crfNotApplicable(format)
            default: break
            }
        }
        if let preset {
            guard format == .mp4 else { return .presetNotApplicable(format) }
            guard Self.presets.contains(preset) else { return .unknownPreset(preset) }
        }
        return nil
    }

    /// Why quality settings do not apply.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// `crf` is outside the format's range.
        case crfOutOfRange(Int, format: VideoFormat, range: ClosedRange<Int>)
        /// The format has no constant rate factor.
        case crfNotApplicable(VideoFormat)
        /// Only mp4 has presets.
        case presetNotApplicable(VideoFormat)
        /// Not one of `VideoQuality.presets`.
        case unknownPreset(String)
        /// Settings were given for a video that is not written.
        case noVideo

        /// The option at fault.
        public var option: RenderOptions.Option {
            switch self {
            case .crfOutOfRange, .crfNotApplicable, .noVideo: .videoCRF
            case .presetNotApplicable, .unknownPreset: .videoPreset
            }
        }

        /// One line for the user.
        public var description: String {
            switch self {
            case .crfOutOfRange(let crf, let format, let range):
                "the constant rate factor for \(format.rawValue) must be between \(range.lowerBound) and \(range.upperBound) (got \(crf))"
            case .crfNotApplicable(let format): "a constant rate factor applies to mp4 and webm, not \(format.rawValue)"
            case .presetNotApplicable(let format): "an encoder preset applies to mp4, not \(format.rawValue)"
            case .unknownPreset(let preset):
                "unknown encoder preset '\(preset)'; use one of \(VideoQuality.presets.joined(separator: ", "))"
            case .noVideo: "video quality settings need a video"
            }
        }
    }
}
