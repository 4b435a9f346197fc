import ArgumentParser
import Dynamics
import Foundation

/// `dynamics`: lists, renders and compares UIKit Dynamics scenes.
///
/// A package's own executable gets every subcommand for its scenes with one line:
/// `DynamicsCommand.main(scenes: myScenes)`.
public struct DynamicsCommand: ParsableCommand {
    /// The command's name, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: "Render UIKit Dynamics scenes headless: PNG frames, videos, comparisons and contact sheets.",
        version: DynamicsCommand.version,
        subcommands: [ListCommand.self, RenderCommand.self, MergeCommand.self, EncodeCommand.self, CompareCommand.self,
                      ContactSheetCommand.self, MatrixCommand.self, FontsCommand.self, StudioLauncher.self,
                      FrameServerCommand.self]
    )

    /// Creates the root command; it only groups the subcommands.
    public init() {}

    /// Parses the process's arguments and runs the subcommand with `scenes` (plus the built-in calibration card)
    /// as the scenes it knows; every error becomes one line on standard error and an exit status (2 for usage
    /// errors), never a stack trace. Never returns.
    @MainActor public static func main(scenes: [Scene]) -> Never {
        main(DynamicsCommand.self, scenes: scenes)
    }

    /// Runs a root command of your own the same way: one whose subcommands are `DynamicsCommand`'s
    /// (`DynamicsCommand.configuration.subcommands`) plus commands of your own. The project's `dynamics` adds `port`
    /// this way, so scene packages do not build swift-syntax. Never returns.
    @MainActor public static func main<Root: ParsableCommand>(_ root: Root.Type, scenes: [Scene]) -> Never {
        signal(SIGPIPE, SIG_IGN)
        FrameMemoryReuse.enable()
        SceneCatalog.install(scenes)
        do {
            var command = try Root.parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let error as CommandLineError {
            printError(error.message)
            Foundation.exit(error.status.rawValue)
        } catch {
            if Root.exitCode(for: error) == .success {
                print(Root.fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = Root.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init)
            printError(message ?? "\(error)")
            Foundation.exit(CommandLineError.Status.usage.rawValue)
        }
    }

    /// The tool version written into manifests and printed by `--version`.
    public static let version = "0.2.0"

    package static func printError(_ message: String) {
        let line = message.hasPrefix("error:") ? message : "error: " + message
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
