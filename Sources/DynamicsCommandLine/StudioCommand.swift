import ArgumentParser
import Dynamics
import DynamicsStudio
import Foundation

/// `dynamics studio`: parses the flags into a `StudioConfiguration` and runs `Studio` (or, with `--watch`,
/// `StudioWatcher`, which rebuilds and restarts this command on every save).
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Serve a page that plays, scrubs, plots, compares and renders the scenes (see docs/studio.md).")

    @Option(help: "Address to listen on; anything but loopback lets other machines in.")
    var host = "127.0.0.1"

    @Option(help: "TCP port (0 picks a free one).")
    var port = 7878

    @Option(help: "Folder renders from the page go to, one folder per scene.", completion: .directory)
    var out = "render-output"

    @Option(help: "A reference render folder for compare mode (repeatable).", completion: .directory)
    var reference: [String] = []

    @Option(help: "The package whose Sources --watch watches.", completion: .directory)
    var packagePath = "."

    @Flag(help: "Rebuild with `swift build` when a file in Sources changes, restart, and reload the page.")
    var watch = false

    @Option(help: .hidden)
    var buildStatus: String?

    @Option(help: .hidden)
    var buildCommand: String?

    func run() throws {
        guard (0...65535).contains(port) else { throw CommandLineError.usage("--port must be in 0…65535 (got \(port))") }
        let package = URL(fileURLWithPath: packagePath).standardizedFileURL.path
        let output = URL(fileURLWithPath: out).standardizedFileURL.path
        if watch {
            try runWatcher(package: package, output: output)
        }
        var configuration = StudioConfiguration(scenes: SceneCatalog.all, packageFolder: package, outputFolder: output)
        configuration.host = host
        configuration.port = port
        configuration.referenceFolders = reference.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        configuration.toolVersion = "dynamics \(DynamicsCommand.version)"
        configuration.buildStatusFile = buildStatus
        // A `--watch` supervisor hands every scene process it starts the same token, so an open page stays signed in.
        configuration.token = ProcessInfo.processInfo.environment[StudioWatcher.tokenVariable]
        let studio: Studio
        do {
            studio = try MainActor.assumeIsolated { () throws(StudioError) -> Studio in
                try Studio(configuration: configuration)
            }
        } catch {
            throw CommandLineError.usage("\(error)")
        }
        InterruptCleanup.install(message: "") { studio.cancelRenders() }
        let loopback = configuration.isLoopback
        let host = self.host
        Task {
            do {
                try await studio.run { address in
                    var lines = "Studio: \(address)\n"
                    if !loopback {
                        lines = "warning: listening on \(host), not loopback: anyone who can reach this machine can use "
                            + "the studio\n" + lines
                    }
                    FileHandle.standardOutput.write(Data(lines.utf8))
                }
                Foundation.exit(0)
            } catch {
                DynamicsCommand.printError("\(error)")
                Foundation.exit(CommandLineError.Status.failure.rawValue)
            }
        }
        // The scenes run on the main actor; the main queue serves it from here on.
        dispatchMain()
    }

    private func runWatcher(package: String, output: String) throws -> Never {
        var arguments = ["studio", "--host", host, "--out", output, "--package-path", package]
        for folder in reference { arguments += ["--reference", URL(fileURLWithPath: folder).standardizedFileURL.path] }
        // The path it was started as (not the file a link leads to): its folder, `debug` or `release`, is the
        // configuration to rebuild in.
        let started = CommandLine.arguments[0]
        let executable = started.contains("/") ? URL(fileURLWithPath: started).standardizedFileURL.path
            : (Bundle.main.executablePath ?? started)
        let build = buildCommand.map { $0.split(separator: " ").map(String.init) }
        let watcher: StudioWatcher
        do {
            watcher = try StudioWatcher(packageFolder: package, executable: executable, arguments: arguments,
                                        port: port, buildCommand: build)
        } catch {
            throw CommandLineError.usage(error.description)
        }
        watcher.run()
    }
}
