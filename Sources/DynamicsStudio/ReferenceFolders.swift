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

    /// A chosen reference, resolved.
    struct Chosen: Sendable {
        var folder: String
        var manifest: RenderManifest
        var entry: Entry
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

    /// The render folder `path` in `root`, checked by the folder guard.
    func entry(root: String, path: String) throws(StudioRequestError) -> Chosen {
        let folder: String
        do throws(FolderGuard.Refused) {
            folder = try guardian.resolve(path, in: root)
        } catch {
            throw .forbidden(error.description)
        }
        guard let manifest = RenderManifest.read(fromFolder: folder) else {
            throw .notFound("'\(path)' in \(root) is not a render folder (no readable manifest.json)")
        }
        let hasTrace = FileManager.default.fileExists(atPath: folder + "/" + Self.traceFile)
        return Chosen(folder: folder, manifest: manifest,
                      entry: Entry(root: root, path: path, scene: manifest.scene, fps: manifest.fps,
                                   scale: manifest.scale, frameCount: manifest.frames.count, hasTrace: hasTrace))
    }
}
