import ArgumentParser
import Dynamics
import Foundation

/// `dynamics`: lists, renders and compares UIKit Dynamics scenes.
@main
struct DynamicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: "Render UIKit Dynamics scenes headless: PNG frames, videos, comparisons and contact sheets.",
        version: dynamicsToolVersion,
        subcommands: [ListCommand.self, RenderCommand.self, CompareCommand.self, ContactSheetCommand.self]
    )

    /// Parses the arguments and runs the subcommand; every error becomes one line on standard error and an exit
    /// status (2 for usage errors), never a stack trace.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let error as CommandLineError {
            printError(error.message)
            Foundation.exit(error.status.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = self.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init)
            printError(message ?? "\(error)")
            Foundation.exit(CommandLineError.Status.usage.rawValue)
        }
    }

    private static func printError(_ message: String) {
        let line = message.hasPrefix("error:") ? message : "error: " + message
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
