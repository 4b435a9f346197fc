import ArgumentParser
import DynamicsFrameServer

/// `frame-server` (hidden): serves the scenes to the `dynamics` tool's studio over standard input and output, as
/// `FrameServer` describes; the studio starts a package's executable this way. No network code is involved.
struct FrameServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame-server",
        abstract: "Serve the scenes to `dynamics studio` over standard input and output.",
        shouldDisplay: false)

    func run() throws {
        MainActor.assumeIsolated { FrameServer.run(scenes: SceneCatalog.all) }
    }
}
