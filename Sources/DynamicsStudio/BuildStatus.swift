import Foundation

/// The state of the last `swift build` of `--watch`, as the supervisor writes it and the page shows it.
struct BuildStatus: Codable, Equatable, Sendable {
    /// One compiler diagnostic: `file:line:column: error: message`.
    struct Diagnostic: Codable, Equatable, Sendable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    /// `none` (no `--watch`), `building`, `ok` or `failed`.
    var state: String
    /// The errors of a failed build.
    var errors: [Diagnostic] = []
    /// The end of the build's output, for failures that are not compiler errors.
    var log: String = ""

    static let none = BuildStatus(state: "none")

    /// Reads the supervisor's file; `none` when there is no file.
    static func read(_ path: String?) -> BuildStatus {
        guard let path, let data = FileManager.default.contents(atPath: path),
              let status = try? JSONDecoder().decode(BuildStatus.self, from: data) else { return .none }
        return status
    }

    /// Writes the status for the scene process to read (temporary file, then rename, so it never reads half).
    func write(to path: String) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

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
