import ArgumentParser
import Dynamics
import Foundation

/// `dynamics encode`: a video from the frames of an earlier render, without rendering again.
struct EncodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Encode a render folder's frames into a video (.mp4, .webm, .gif or .mov) at its frame rate.")

    @Argument(help: "A render folder (frame_00000.png … and manifest.json).", completion: .directory)
    var folder: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "Video file; its extension picks the format.",
            completion: .file(extensions: VideoFormat.allCases.map(\.rawValue)))
    var output: String

    @OptionGroup var videoQuality: VideoQualityOptions

    @Flag(help: "No progress output.")
    var quiet = false

    func run() throws {
        let progress = ProgressReporter(label: "", quiet: quiet)
        let count: Int
        do {
            count = try RenderFolderVideo.encode(folder: folder, to: output, quality: videoQuality.quality,
                                                 progress: { progress.update(done: $0, total: $1) })
        } catch {
            throw RenderOptionFlags(video: "--output").commandLineError(error)
        }
        if !quiet { print("\(count) frames → \(output)") }
    }
}
