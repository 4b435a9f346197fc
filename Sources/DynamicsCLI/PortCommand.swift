#if Port
import ArgumentParser
import DynamicsCommandLine
import DynamicsPort
import Foundation

/// `dynamics port <folder>`: writes a SwiftPM package that builds an iOS app's or library's Swift sources against
/// Dynamics (the rewriting is `AppPort.port` in the DynamicsPort module; this only parses and prints). Only the
/// project's own `dynamics` carries it, so packages of scenes never build swift-syntax.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Port an iOS app folder to a package that builds and renders against Dynamics.",
        discussion: """
            Rewrites what Linux refuses (UIKit imports, #selector target–action, @objc, @IBOutlet, @objc optional \
            requirements, the @main app delegate), each place marked /* port: <kind> */, and prints one line per \
            construct it did not translate. The folder itself is never modified.
            """
    )

    @Argument(help: "The iOS app or library folder (its Swift files, Info.plist, …).", completion: .directory)
    var folder: String

    @Option(help: "The package folder to write (default: <folder>-linux beside it). Replaced on the next port.",
            completion: .directory)
    var out: String?

    @Option(help: "The Dynamics checkout the package depends on (default: the one this command was built from).",
            completion: .directory)
    var dynamics: String?

    @Option(help: "The app target of the Xcode project to port, when several use the folder.")
    var target: String?

    @Option(name: .customLong("scene"),
            help: "A Swift file of your own declaring a function that takes a SceneContext (scripted touches): the package gains a scene named after the file that launches the app and calls it. Repeatable.",
            completion: .file(extensions: ["swift"]))
    var scenes: [String] = []

    @Flag(help: "Keep running and regenerate the package whenever the app's sources change (one line each).")
    var watch = false

    func run() throws {
        let checkout = dynamics.map { URL(fileURLWithPath: $0) } ?? Self.builtCheckout
        guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("\(checkout.path): not a Dynamics checkout (no Package.swift); pass --dynamics")
        }
        let options = PortOptions(target: target, sceneFiles: scenes.map { URL(fileURLWithPath: $0).standardizedFileURL })
        let folderURL = URL(fileURLWithPath: folder), outURL = out.map { URL(fileURLWithPath: $0) }
        let watcher = PortWatch(folder: folderURL, output: outURL, dynamicsPackage: checkout, options: options)
        let baseline = watch ? watcher.fingerprint() : [:]
        let report: PortReport
        do {
            report = try AppPort.port(folder: folderURL, output: outURL, dynamicsPackage: checkout, options: options)
        } catch {
            throw ValidationError(error.description)
        }
        let changed = report.files.filter { !$0.changes.isEmpty }
        say("ported \(report.files.count) Swift file(s) into \(report.output.path) (module \(report.moduleName)), "
              + "\(changed.count) rewritten")
        for file in changed {
            let kinds = file.changes.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }
            say("  \(file.path): " + kinds.joined(separator: ", "))
        }
        say("scenes: " + (report.scenes.isEmpty ? "none (no app delegate, no view controller with init())"
                                                  : report.scenes.joined(separator: ", ")))
        for note in report.notes { say("note: \(note)") }
        say("next: cd \(report.output.path) && swift run \(report.moduleName) list")
        guard watch else { return }
        say("watching \(report.output.path)'s sources for changes (Ctrl-C stops)")
        // Ctrl-C and SIGTERM end the watch even when the parent started it with them ignored; a package being
        // written is in its staging folder then, and the last one stays whole.
        InterruptCleanup.install(message: "") {}
        var count = 0
        watcher.run(since: baseline, shouldStop: { false }) { regeneration in
            count += 1
            switch regeneration {
            case .success(let report):
                say("regenerated \(report.output.path) (\(count)): \(report.files.count) Swift file(s), "
                      + "\(report.scenes.count) scene(s), \(report.notes.count) note(s)")
            case .failure(let error):
                say("not regenerated (\(count)), the package stays as it was: \(error)")
            }
            }
    }

    /// Writes `line` to standard output at once, so each line reaches a pipe or file as it happens (a watch runs
    /// until it is stopped).
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The checkout this command was compiled from: three folders above this file (Sources/DynamicsCLI/).
    static var builtCheckout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
#endif
