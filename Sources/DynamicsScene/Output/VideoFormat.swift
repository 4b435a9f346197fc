import DynamicsGeometry
import DynamicsViews
import DynamicsUIKit
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

    /// ffmpeg output options (codec, pixel format, filters and muxer) for this format; public so benchmarks can run
    /// ffmpeg alone with exactly the encoder settings the renderer uses.
    public func ffmpegOutputArguments(transparent: Bool) -> [String] {
        switch self {
        case .mp4:
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
                    "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-pix_fmt", transparent ? "yuva420p" : "yuv420p", "-b:v", "0", "-crf", "32",
                    "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-f", "webm"]
        case .gif:
            let palette = "palettegen=reserve_transparent=\(transparent ? 1 : 0)"
            return ["-filter_complex", "[0:v]split[frames][sample];[sample]\(palette)[palette];[frames][palette]paletteuse",
                    "-loop", "0", "-f", "gif"]
        case .mov:
            return ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", transparent ? "yuva444p10le" : "yuv444p10le",
                    "-vendor", "apl0", "-f", "mov"]
        }
    }
}
