#if Studio
import ArgumentParser
import Dynamics
import DynamicsCommandLine
import DynamicsDemos
import DynamicsStudio
import Foundation

/// `dynamics studio`: parses the flags into a `StudioConfiguration` and runs `Studio`. In a package of your own (the
/// current folder, or `--package`), it builds the package's executable and serves its scenes from a process of
/// their own (`frame-server`); elsewhere, and in the Dynamics checkout itself without `--watch`, it serves the
/// built-in scenes and demos from this process.
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

    @Option(name: [.customLong("package"), .customLong("package-path")],
            help: "The package whose scenes to serve (default: the current folder when it holds a package other than Dynamics).",
            completion: .directory)
    var package: String?

    @Option(help: "The package's executable that calls DynamicsCommand.main (default: its only one).")
    var product: String?

    @Option(name: [.customShort("c"), .customLong("configuration")], help: "Build the package in debug or release.")
    var configurationName = "debug"

    @Option(name: .customLong("set"),
            help: ArgumentHelp("A starting value for the scenes' parameter NAME, e.g. gravity=2 (repeatable).",
                               valueName: "name=value"))
    var settings: [String] = []

    @Flag(help: "Rebuild the package when a file in Sources changes, restart its scenes, and reload the page.")
    var watch = false

    @Option(help: ArgumentHelp("Seconds a trace or sound request waits for its run of the whole scene before it is answered "
                               + "202 (the run goes on; ask again for the answer).", valueName: "seconds"))
    var patience: Double = 2

    @Option(help: .hidden)
    var buildCommand: String?

    @Option(help: .hidden)
    var scenesExecutable: String?

    func run() throws {
        guard (0...65535).contains(port) else { throw CommandLineError.usage("--port must be in 0…65535 (got \(port))") }
        guard patience.isFinite, (0...600).contains(patience) else {
            throw CommandLineError.usage("--patience must be 0…600 seconds (got \(patience))")
        }
        guard ["debug", "release"].contains(configurationName) else {
            throw CommandLineError.usage("--configuration must be debug or release (got '\(configurationName)')")
        }
        let folder = URL(fileURLWithPath: package ?? ".").standardizedFileURL.path
        let output = URL(fileURLWithPath: out).standardizedFileURL.path
        var configuration = StudioConfiguration(scenes: builtInScenes + demoScenes, packageFolder: folder, outputFolder: output)
        configuration.scenePackage = try scenePackage(in: folder)
        configuration.host = host
        configuration.port = port
        configuration.referenceFolders = reference.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        configuration.parameterValues = try ParameterSettings.values(settings)
        configuration.toolVersion = "dynamics \(DynamicsCommand.version)"
        configuration.patience = .seconds(patience)
        let studio: Studio
        do {
            studio = try MainActor.assumeIsolated { () throws(StudioError) -> Studio in
                try Studio(configuration: configuration)
            }
        } catch {
            throw CommandLineError.usage("\(error)")
        }
        InterruptCleanup.install(message: "") { studio.stop() }
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
                studio.stop()
                Foundation.exit(0)
            } catch {
                studio.stop()
                DynamicsCommand.printError("\(error)")
                Foundation.exit(CommandLineError.Status.failure.rawValue)
            }
        }
        // The built-in scenes run on the main actor; the main queue serves it from here on.
        dispatchMain()
    }

    /// The package whose scenes are served from a process of their own: `folder` when it holds a package other than
    /// Dynamics, or Dynamics itself with `--watch` (its `dynamics` product rebuilt on every save); nil serves the
    /// built-in scenes from this process.
    private func scenePackage(in folder: String) throws -> StudioPackage? {
        let manifest = folder + "/Package.swift"
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else {
            if watch || product != nil || buildCommand != nil {
                throw CommandLineError.usage("--watch needs a package: there is no Package.swift in '\(folder)'")
            }
            return nil
        }
        let isDynamics = text.range(of: #"Package\(\s*name:\s*"Dynamics""#, options: .regularExpression) != nil
        guard !isDynamics || watch else { return nil }
        var scenePackage = StudioPackage(folder: folder)
        scenePackage.configuration = configurationName
        scenePackage.product = product ?? (isDynamics ? "dynamics" : nil)
        scenePackage.watch = watch
        scenePackage.buildCommand = buildCommand.map { $0.split(separator: " ").map(String.init) }
        scenePackage.executable = scenesExecutable.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        return scenePackage
    }
}
#endif
