import ArgumentParser
import Dynamics

/// `--crf` and `--preset`, shared by the commands that write videos.
struct VideoQualityOptions: ParsableArguments {
    @Option(help: "Video quality: constant rate factor (mp4 0…51, default 18; webm 0…63, default 32).")
    var crf: Int?

    @Option(help: "mp4 encoder preset, ultrafast … veryslow (default veryfast).")
    var preset: String?

    /// The settings given.
    var quality: VideoQuality { VideoQuality(crf: crf, preset: preset) }
}
