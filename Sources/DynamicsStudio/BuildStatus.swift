import Foundation
import Synchronization

/// The state of the package's last `swift build` (or of its scene process, when that crashed), as the page shows it.
struct BuildStatus: Codable, Equatable, Sendable {
    /// One compiler diagnostic: `file:line:column: error: message`.
    struct Diagnostic: Codable, Equatable, Sendable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    /// `none` (the tool's own scenes, nothing built), `building`, `ok`, `failed`, or `crashed` (the scene process
    /// ended unasked; `log` says how, and the next request starts it again).
    var state: String
    /// The errors of a failed build.
    var errors: [Diagnostic] = []
    /// The end of the build's output, for failures that are not compiler errors.
    var log: String = ""

    static let none = BuildStatus(state: "none")

    /// The `error:` diagnostics in a build's output, once each, paths made relative to `package`.
    static func diagnostics(in output: String, package: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for line in output.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), let column = Int(parts[2]),
                  parts[3].trimmingCharacters(in: .whitespaces) == "error" else { continue }
            var file = String(parts[0])
            if file.hasPrefix(package + "/") { file.removeFirst(package.count + 1) }
            let diagnostic = Diagnostic(file: file, line: number, column: column,
                                        message: parts[4].trimmingCharacters(in: .whitespaces))
            if !found.contains(diagnostic) { found.append(diagnostic) }
        }
        return found
    }
}

/// The build state the studio shows, set by whoever builds and runs the scenes.
final class BuildBoard: Sendable {
    private let status = Mutex(BuildStatus.none)

    /// The state now.
    var current: BuildStatus { status.withLock { $0 } }

    /// Replaces the state.
    func set(_ new: BuildStatus) { status.withLock { $0 = new } }
}
