#if Port
import ArgumentParser
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

    func run() throws {
        let checkout = dynamics.map { URL(fileURLWithPath: $0) } ?? Self.builtCheckout
        guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("\(checkout.path): not a Dynamics checkout (no Package.swift); pass --dynamics")
        }
        let report: PortReport
        do {
            report = try AppPort.port(folder: URL(fileURLWithPath: folder), output: out.map { URL(fileURLWithPath: $0) },
                                      dynamicsPackage: checkout)
        } catch {
            throw ValidationError(error.description)
        }
        let changed = report.files.filter { !$0.changes.isEmpty }
        print("ported \(report.files.count) Swift file(s) into \(report.output.path) (module \(report.moduleName)), "
              + "\(changed.count) rewritten")
        for file in changed {
            let kinds = file.changes.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }
            print("  \(file.path): " + kinds.joined(separator: ", "))
        }
        print("scenes: " + (report.scenes.isEmpty ? "none (no app delegate, no view controller with init())"
                                                  : report.scenes.joined(separator: ", ")))
        for note in report.notes { print("note: \(note)") }
        print("next: cd \(report.output.path) && swift run \(report.moduleName) list")
    }

    /// The checkout this command was compiled from: three folders above this file (Sources/DynamicsCLI/).
    static var builtCheckout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
#endif
