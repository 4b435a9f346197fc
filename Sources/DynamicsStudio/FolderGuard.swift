import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The only folders the studio reads or writes, and the one check every path it reads goes through — a path from a
/// request, a frame name from a reference folder's manifest, a trace file: it is taken relative to one of the
/// folders, refused when absolute or climbing (`..`), resolved with every symbolic link followed (`realpath(3)`), and
/// refused when it ends up outside that folder or in a hidden one (`.git`). Files are read only through `read(_:in:)`, which opens the resolved
/// path and checks once more where the open file really is, so a link swapped in between is caught too.
struct FolderGuard: Sendable {
    /// Why a path was refused.
    enum Refused: Error, CustomStringConvertible, Equatable {
        /// The path leaves the studio's folders (absolute, `..`, a link pointing out, no such folder): HTTP 403.
        case outside(String)
        /// The path stays inside but names nothing readable: HTTP 404.
        case missing(String)

        /// One line for the error answer.
        var description: String {
            switch self {
            case .outside(let reason), .missing(let reason): reason
            }
        }

        /// The answer a route gives for it.
        var requestError: StudioRequestError {
            switch self {
            case .outside(let reason): .forbidden(reason)
            case .missing(let reason): .notFound(reason)
            }
        }
    }

    /// Named roots: `output` (renders), `package`, and `reference-N` for each `--reference`.
    let roots: [String: String]

    /// The largest file `read(_:in:)` returns (a frame or a trace; anything larger is not something the page shows).
    static let maximumFileSize = 256 << 20

    init(roots: [String: String]) {
        self.roots = roots.mapValues { Self.real($0) ?? URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// `relative` and `name` joined with one slash (`relative` may be empty: the root itself).
    static func join(_ relative: String, _ name: String) -> String {
        relative.isEmpty ? name : relative + "/" + name
    }

    /// The real path of `relative` inside root `root`; it must exist unless `mayBeMissing`, in which case its folder
    /// must. Refused for absolute paths, `..` components, NUL bytes, backslashes, hidden names and anything that
    /// resolves outside the root or into a hidden folder.
    func resolve(_ relative: String, in root: String, mayBeMissing: Bool = false) throws(Refused) -> String {
        guard let base = roots[root] else { throw .outside("no folder called '\(root)'") }
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~"), !relative.contains("\0"), !relative.contains("\\")
        else { throw .outside("paths must be relative to a studio folder") }
        let components = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains(where: { $0 == ".." }) else { throw .outside("'..' is not allowed") }
        guard !components.contains(where: { $0.hasPrefix(".") }) else { throw .outside(Self.hiddenRefusal) }
        let joined = components.isEmpty ? base : base + "/" + components.joined(separator: "/")
        let resolved: String
        if let real = Self.real(joined) {
            resolved = real
        } else if mayBeMissing, let parent = Self.real((joined as NSString).deletingLastPathComponent) {
            resolved = parent + "/" + (joined as NSString).lastPathComponent
        } else {
            // A dangling link is reported as missing only when it would stay inside; one pointing out is refused.
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: joined),
               !Self.contains(base, URL(fileURLWithPath: target, relativeTo: URL(fileURLWithPath: joined))
                   .standardizedFileURL.path) {
                throw .outside("'\(relative)' leaves the studio's folders")
            }
            throw .missing("'\(relative)' does not exist")
        }
        guard Self.contains(base, resolved) else { throw .outside("'\(relative)' leaves the studio's folders") }
        // A link inside may still lead into a hidden folder (`.git`).
        guard !resolved.dropFirst(base.count).split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
            throw .outside(Self.hiddenRefusal)
        }
        return resolved
    }

    /// Hidden files and folders (`.git`, `.build`, `.env`) may hold secrets and are never served.
    private static let hiddenRefusal = "hidden files and folders (names starting with '.') are not served"

    /// The bytes of the regular file `relative` inside `root`, read through the check: resolved as `resolve` does,
    /// opened without following a final link, and refused unless the open file is still inside the root.
    func read(_ relative: String, in root: String) throws(Refused) -> Data {
        let path = try resolve(relative, in: root)
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .missing("'\(relative)' cannot be opened") }
        defer { close(descriptor) }
        // What was opened, not what the name pointed at a moment before.
        guard let opened = Self.real("/proc/self/fd/\(descriptor)"), let base = roots[root], Self.contains(base, opened)
        else { throw .outside("'\(relative)' leaves the studio's folders") }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw .missing("'\(relative)' is not a file")
        }
        guard status.st_size <= Self.maximumFileSize else { throw .missing("'\(relative)' is too large to serve") }
        var data = Data(count: Int(status.st_size))
        var offset = 0
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            while offset < buffer.count {
                let count = Glibc.read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard complete else { throw .missing("'\(relative)' could not be read") }
        return data
    }

    /// Whether `relative` inside `root` is a regular file that passes the check.
    func isFile(_ relative: String, in root: String) -> Bool {
        guard let path = try? resolve(relative, in: root) else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// Whether the resolved `path` is `base` or lies below it.
    private static func contains(_ base: String, _ path: String) -> Bool {
        path == base || path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// `realpath(3)`: the absolute path with every symbolic link followed; nil when it does not exist.
    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
