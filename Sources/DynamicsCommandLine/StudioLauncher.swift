import ArgumentParser
import DynamicsFrameServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `studio` in a package's own executable: the studio's web server lives only in the `dynamics` tool (so a package
/// never compiles an HTTP stack), so this runs that tool from the Dynamics checkout this executable was built
/// against — `swift run --package-path <checkout> --traits Studio dynamics studio --product <this
/// executable> -c <its configuration> …`, with deterministic hashing (`SwiftPMCommand`) — which builds this package
/// and serves its scenes from a process of their own. The checkout is where this file was compiled from; a binary moved to another machine says what to run
/// instead.
struct StudioLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Build this package and serve its scenes in the studio of the `dynamics` tool (see docs/studio.md).")

    @Argument(parsing: .captureForPassthrough, help: "The options of `dynamics studio` (--watch, --port, --reference, …).")
    var options: [String] = []

    /// The Dynamics package this file belongs to.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func run() throws {
        guard FileManager.default.fileExists(atPath: Self.checkout + "/Package.swift") else {
            throw CommandLineError.usage("the Dynamics checkout this program was built from ('\(Self.checkout)') is gone; "
                + "run `swift run --package-path <Dynamics> dynamics studio` in your package")
        }
        let arguments = Self.command(options: options, executable: CommandLine.arguments[0], checkout: Self.checkout)
        let argv = arguments.map { strdup($0) } + [nil]
        execvp(arguments[0], argv)
        throw CommandLineError.failure("cannot run swift through env: \(String(cString: strerror(errno)))")
    }

    /// The command that serves the scenes of `executable` (as the process was started) in the studio of the
    /// `dynamics` tool of `checkout`, with the user's `options`: `--product` and `-c` are added unless given. It starts
    /// with `env SWIFT_DETERMINISTIC_HASHING=1`, which the studio's own builds of the package inherit.
    static func command(options: [String], executable: String, checkout: String) -> [String] {
        let url = URL(fileURLWithPath: executable)
        var arguments = ["run", "--package-path", checkout, "--traits", "Studio", "dynamics", "studio"]
        if !options.contains(where: { $0 == "--product" || $0.hasPrefix("--product=") }) {
            arguments += ["--product", url.lastPathComponent]
        }
        if !options.contains(where: { ["-c", "--configuration"].contains($0) || $0.hasPrefix("--configuration=") }) {
            arguments += ["-c", url.deletingLastPathComponent().lastPathComponent == "release" ? "release" : "debug"]
        }
        return ["env"] + SwiftPMCommand.environmentArguments(arguments + options)
    }
}
