import CFFmpeg

/// The encoder, pixel format, codec options and muxer options of one `VideoFormat`: the one place that says how each
/// format is encoded, read by the in-process encoder and spelled as ffmpeg's command-line options for the benchmark
/// and the tests that encode the same frames with the ffmpeg program.
public struct VideoCodecSettings: Sendable {
    /// libavcodec's name of the encoder.
    public let codec: String
    /// libavutil's name of the pixel format the encoder is given.
    public let pixelFormat: String
    /// Encoder options (libavcodec's generic ones and the encoder's private ones), in command-line order.
    public let codecOptions: [(name: String, value: String)]
    /// libavformat's name of the muxer.
    public let muxer: String
    /// Muxer options, in command-line order.
    public let muxerOptions: [(name: String, value: String)]
    /// For a GIF, the filter graph between the drawn frames and the encoder (libavfilter's syntax, one input and one
    /// output); nil for the formats whose frames go to the encoder as they are converted.
    public let filterGraph: String?

    /// How `format` is encoded for a clip of `fps` frames a second. `quality` must have passed
    /// `VideoQuality.problem(for:)`.
    public init(format: VideoFormat, transparent: Bool, fps: Int, quality: VideoQuality = VideoQuality()) {
        // Each extension is the name of its muxer.
        muxer = format.rawValue
        switch format {
        case .mp4:
            codec = "libx264"
            pixelFormat = "yuv420p"
            codecOptions = [("preset", quality.preset ?? "veryfast"), ("crf", String(quality.crf ?? 18))]
                + Self.x264InstructionSets
            muxerOptions = [("movflags", "+faststart")]
            filterGraph = nil
        case .webm:
            codec = "libvpx-vp9"
            pixelFormat = transparent ? "yuva420p" : "yuv420p"
            codecOptions = [("b", "0"), ("crf", String(quality.crf ?? 32)), ("deadline", "good"), ("cpu-used", "4"),
                            ("row-mt", "1")]
            muxerOptions = []
            filterGraph = nil
        case .mov:
            codec = "prores_ks"
            pixelFormat = transparent ? "yuva444p10le" : "yuv444p10le"
            codecOptions = [("profile", "4444"), ("vendor", "apl0")]
            muxerOptions = []
            filterGraph = nil
        case .gif:
            codec = "gif"
            pixelFormat = "pal8"
            codecOptions = []
            muxerOptions = [("loop", "0")]
            filterGraph = Self.gifGraph(transparent: transparent, fps: fps)
        }
    }

    /// x264's `asm` parameter: every SIMD instruction set x264 detects on this machine but AVX-512 (empty when no
    /// libx264 is loaded, as then there is no mp4 encoder either).
    ///
    /// Debian 12's x264 (0.164.3095, June 2022) reads past the end of its macroblock-tree arrays in its AVX-512 code
    /// and lets what it finds there, memory an earlier allocation left in the heap, change the stream: the same frames
    /// gave 2 to 5 different streams under `MALLOC_PERTURB_` at 64×46, 200×120 and 390×844, and in one process the
    /// third encoder on a thread differed from the first (issue 38; see DECISIONS.md). Without AVX-512, or without
    /// the macroblock tree, the stream no longer depends on the heap; the macroblock tree stays, as it is part of the
    /// quality of a preset. Spelled as the number x264 takes, so the ffmpeg program gets the same option.
    private static let x264InstructionSets: [(name: String, value: String)] = {
        let flags = dynamics_x264_cpu_flags_without_avx512()
        return flags == 0 ? [] : [("x264-params", "asm=\(flags)")]
    }()

    /// The palette is made from the whole clip, so the GIF's frames come out only once the last frame went in: the
    /// frames are retimed to the GIF's whole-hundredth delay, and one copy of them feeds palettegen while the other
    /// waits for the palette in paletteuse.
    private static func gifGraph(transparent: Bool, fps: Int) -> String {
        let delay = VideoFormat.gifFrameDelay(fps: fps)
        return "fps=100/\(delay),split[frames][sample];[sample]palettegen=reserve_transparent=\(transparent ? 1 : 0)"
            + "[palette];[frames][palette]paletteuse"
    }

    /// The same settings as ffmpeg's output options (they come after the input's).
    public var ffmpegOutputArguments: [String] {
        let muxing: [String] = muxerOptions.flatMap { option -> [String] in ["-" + option.name, option.value] }
            + ["-f", muxer]
        if let filterGraph { return ["-filter_complex", "[0:v]" + filterGraph] + muxing }
        let encoding: [String] = codecOptions.flatMap { option -> [String] in ["-" + option.name, option.value] }
        return ["-c:v", codec] + encoding + ["-pix_fmt", pixelFormat] + muxing
    }
}
