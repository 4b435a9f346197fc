import Dynamics

/// How the command line speaks of render options: each `RenderOptions.Option` by the flag that sets it, and a
/// `SceneRenderer.Failure` as one line naming that flag.
struct RenderOptionFlags {
    /// The flag that chose the frames: `--frames`, `--at` or `--shard`.
    var frames = "--frames"
    /// The flag naming the render folder.
    var folder = "--out"
    /// The flag naming the video file.
    var video = "--video"

    /// The flag that sets `option`.
    func flag(for option: RenderOptions.Option) -> String {
        switch option {
        case .folder, .outputs: folder
        case .fps: "--fps"
        case .duration: "--duration"
        case .frames: frames
        case .scale: "--scale"
        case .compressionLevel: "--compression"
        // No flag sets it: the command line always uses one encoder thread per core.
        case .encoderThreads: "the encoder threads"
        case .videoPath: video
        case .videoCRF: "--crf"
        case .videoPreset: "--preset"
        case .posterPath: "--poster"
        case .posterTime: "--poster-at"
        case .tracePath: "--trace"
        case .audioPath: "--audio"
        }
    }

    /// `error` as one line: the flag, then what is wrong with its value.
    func message(for error: RenderOptionError) -> String {
        switch error {
        case .folder(.notARender(let path, let scene)):
            "\(folder) '\(path)' is not empty and is not an earlier render of '\(scene)'; choose another \(folder) or pass --force"
        case .videoQuality(.noVideo): "--crf and --preset need \(video)"
        default: "\(flag(for: error.option)): \(error.description)"
        }
    }

    /// `failure` as the command line reports it: bad options and inputs as usage errors (exit status 2), everything
    /// else as a failure (exit status 1); `prefix` goes before the message.
    func commandLineError(_ failure: SceneRenderer.Failure, prefix: String = "") -> CommandLineError {
        switch failure {
        case .invalidOption(let error): .usage(prefix + message(for: error))
        case .invalidInput(let message): .usage(prefix + message)
        case .failed, .cancelled: .failure(prefix + failure.description)
        }
    }
}
