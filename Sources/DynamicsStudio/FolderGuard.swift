import Foundation

/// The only folders the studio reads or writes, and the check every path from a request goes through: it is taken
/// relative to one of them, resolved (symbolic links included), and refused when it ends up outside.
struct FolderGuard: Sendable {
    /// A path a request named that leaves the studio's folders.
    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    /// Named roots: `output` (renders), `package`, and `reference-N` for each `--reference`.
    let roots: [String: String]

    init(roots: [String: String]) {
        self.roots = roots.mapValues { Self.real($0) ?? URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// The real path of `relative` inside root `root`; it must exist unless `mayBeMissing`, in which case its folder
    /// must. Refused for absolute paths, `..` components, NUL bytes and anything that resolves outside the root.
    func resolve(_ relative: String, in root: String, mayBeMissing: Bool = false) throws(Refused) -> String {
        guard let base = roots[root] else { throw Refused(description: "no folder called '\(root)'") }
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~"), !relative.contains("\0"), !relative.contains("\\")
        else { throw Refused(description: "paths must be relative to a studio folder") }
        let components = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains(where: { $0 == ".." }) else { throw Refused(description: "'..' is not allowed") }
        let joined = components.isEmpty ? base : base + "/" + components.joined(separator: "/")
        let resolved: String
        if let real = Self.real(joined) {
            resolved = real
        } else if mayBeMissing, let parent = Self.real((joined as NSString).deletingLastPathComponent) {
            resolved = parent + "/" + (joined as NSString).lastPathComponent
        } else {
            throw Refused(description: "'\(relative)' does not exist")
        }
        guard resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
            throw Refused(description: "'\(relative)' leaves the studio's folders")
        }
        return resolved
    }

    /// `realpath(3)`: the absolute path with every symbolic link followed; nil when it does not exist.
    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
