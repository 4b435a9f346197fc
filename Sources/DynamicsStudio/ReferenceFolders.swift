import Dynamics
import Foundation

/// Render folders compare mode can use: each `--reference` folder and every render folder under the output folder,
/// named by root and relative path so that requests never carry absolute paths.
struct ReferenceFolders: Sendable {
    /// One usable folder.
    struct Entry: Encodable, Sendable {
        var root: String
        var path: String
        var scene: String
        var fps: Int
        var scale: Double
        var frameCount: Int
        var hasTrace: Bool
    }

    /// A chosen reference: where it is (a root and a path inside, as the request named it) and its manifest. Its files
    /// are read through the folder guard with `file(_:)`, never by joining paths.
    struct Chosen: Sendable {
        var manifest: RenderManifest
        var entry: Entry

        /// `name` (a frame file the manifest names, the trace file) inside this folder, as a path relative to its root.
        func file(_ name: String) -> String { FolderGuard.join(entry.path, name) }
    }

    /// The name of the trace file a reference folder may hold (`render --trace DIR/trace.csv`).
    static let traceFile = "trace.csv"

    let guardian: FolderGuard

    /// Every render folder (a folder with a readable manifest) directly in a root or one level below it.
    var entries: [Entry] {
        var found: [Entry] = []
        for (root, base) in guardian.roots.sorted(by: { $0.key < $1.key }) where root != "package" {
            var candidates = [""]
            let children = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
            candidates += children.sorted().filter { !$0.hasPrefix(".") }
            for relative in candidates {
                if let entry = try? entry(root: root, path: relative).entry { found.append(entry) }
            }
        }
        return found
    }

    /// The render folder `path` in `root`; the folder, its manifest and its trace are checked by the folder guard.
    func entry(root: String, path: String) throws(StudioRequestError) -> Chosen {
        let manifest: RenderManifest
        do throws(FolderGuard.Refused) {
            _ = try guardian.resolve(path, in: root)
            let data = try guardian.read(FolderGuard.join(path, RenderManifest.fileName), in: root)
            guard let read = RenderManifest.decoded(from: data) else {
                throw FolderGuard.Refused.missing("'\(path)' in \(root) is not a render folder (no readable manifest.json)")
            }
            manifest = read
        } catch .missing {
            throw .notFound("'\(path)' in \(root) is not a render folder (no readable manifest.json)")
        } catch {
            throw error.requestError
        }
        let hasTrace = guardian.isFile(FolderGuard.join(path, Self.traceFile), in: root)
        return Chosen(manifest: manifest,
                      entry: Entry(root: root, path: path, scene: manifest.scene, fps: manifest.fps,
                                   scale: manifest.scale, frameCount: manifest.frames.count, hasTrace: hasTrace))
    }
}
