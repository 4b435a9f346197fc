import ArgumentParser
import Dynamics
import Foundation

/// `dynamics merge`: joins the shard folders of one render (`render --shard K/N`) into one render folder.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the folders of a sharded render (render --shard K/N) into one render folder.")

    @Argument(help: "Shard folders, each with its manifest.json.", completion: .directory)
    var shards: [String]

    @Option(name: [.customShort("o"), .customLong("output")], help: "The merged render folder.", completion: .directory)
    var output: String

    @Flag(help: "Write into a non-empty folder that is not an earlier render of this scene.")
    var force = false

    @Option(help: "Also encode the merged frames into a video (.mp4, .webm, .gif or .mov).",
            completion: .file(extensions: VideoFormat.allCases.map(\.rawValue)))
    var video: String?

    @Flag(help: "No summary output.")
    var quiet = false

    func run() throws {
        let flags = RenderOptionFlags(folder: "--output")
        let manifest: RenderManifest
        do {
            manifest = try RenderMerge.merge(shards, into: output, force: force)
        } catch {
            switch error {
            case .folder(let refusal): throw flags.commandLineError(.invalidOption(.folder(refusal)))
            case .invalidInput(let message): throw CommandLineError.usage(message)
            case .failed(let message): throw CommandLineError.failure(message)
            }
        }
        if let video {
            do {
                try RenderFolderVideo.encode(folder: output, to: video)
            } catch {
                throw RenderOptionFlags(video: "--video").commandLineError(error)
            }
        }
        if !quiet {
            print("\(manifest.frames.count) frames of '\(manifest.scene)' from \(shards.count) folders → \(output)"
                + (video.map { "; video \($0)" } ?? ""))
        }
    }
}
