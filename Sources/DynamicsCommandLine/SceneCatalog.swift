import Dynamics

/// Every scene the command knows: the built-in ones, then the ones `DynamicsCommand.main(scenes:)` was given.
enum SceneCatalog {
    /// Set once by `DynamicsCommand.main(scenes:)` before any argument is parsed; read-only afterwards.
    nonisolated(unsafe) private static var installed: [Scene] = []

    static func install(_ scenes: [Scene]) { installed = scenes }

    static var all: [Scene] { builtInScenes + installed }

    /// The scene called `name`, or a usage error that suggests close names.
    static func scene(named name: String) throws -> Scene {
        if let scene = all.first(where: { $0.name == name }) { return scene }
        let suggestions = all.map(\.name)
            .map { (name: $0, distance: editDistance($0.lowercased(), name.lowercased())) }
            .filter { $0.distance <= max(2, name.count / 3) || $0.name.lowercased().hasPrefix(name.lowercased()) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(3).map { "'\($0.name)'" }
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
        throw CommandLineError.usage("unknown scene '\(name)'\(hint) (`dynamics list` shows them all)")
    }

    /// Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
