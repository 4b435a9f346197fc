import DynamicsRender
import Foundation

/// Joins render folders of one scene — the shards of a render split with `FrameSelection.shard` — into one render
/// folder, as `dynamics merge` does.
public enum RenderMerge {
    /// Merges `shards` into `folder`. Every shard needs a manifest with the same scene and settings (fps, sizes,
    /// scale, background, length) and tool version; every frame file must match its SHA-256; a frame listed by two
    /// shards must be the same in both. Frames are hard-linked where the file system allows (copied otherwise) into
    /// `folder` with the render folder's guarantees: an earlier render there stays whole until the merged one is
    /// complete, and only an earlier render of the same scene is replaced without `force`. Returns the manifest
    /// written; from shards of one render it is byte for byte the manifest that render writes in one piece.
    @discardableResult
    ///
    /// What merges or renders that died left in `folder` is removed, and `warning` gets one line saying so (by
    /// default it goes to standard error).
    public static func merge(_ shards: [String], into folder: String, force: Bool = false,
                             warning: ((String) -> Void)? = nil)
        throws(SceneRenderer.Failure) -> RenderManifest {
        guard !shards.isEmpty else { throw .invalidOption("name the shard folders to merge") }
        var manifests: [(folder: String, manifest: RenderManifest)] = []
        for shard in shards {
            guard let manifest = RenderManifest.read(fromFolder: shard) else {
                throw .invalidOption("'\(shard)' is not a render folder (no readable \(RenderManifest.fileName))")
            }
            manifests.append((shard, manifest))
        }
        let reference = manifests[0].manifest
        for (shard, manifest) in manifests.dropFirst()
        where !manifest.hasSameSettings(as: reference) || manifest.toolVersion != reference.toolVersion {
            throw .invalidOption("'\(shard)' is not a shard of the same render as '\(manifests[0].folder)' "
                + "(scene, fps, size, scale, background, length or tool version differ)")
        }
        var chosen: [Int: (folder: String, frame: RenderManifest.Frame)] = [:]
        for (shard, manifest) in manifests {
            for frame in manifest.frames {
                if let earlier = chosen[frame.index] {
                    // The same picture counts, though two machines' encoders may have compressed it differently.
                    guard earlier.frame.hasSamePixels(as: frame) else {
                        throw .invalidOption("frame \(frame.index) differs between '\(earlier.folder)' and '\(shard)'")
                    }
                    continue
                }
                chosen[frame.index] = (shard, frame)
            }
        }
        let output: RenderFolder
        do {
            output = try RenderFolder(path: folder, sceneName: reference.scene, force: force)
        } catch {
            if case .busy = error { throw .failed(error.description) }
            throw .invalidOption(error.description)
        }
        if !output.removedLeftovers.isEmpty {
            let line = RenderLeftovers.report(output.removedLeftovers, in: folder)
            if let warning { warning(line) } else { FileHandle.standardError.write(Data(("warning: " + line + "\n").utf8)) }
        }
        let frames = chosen.keys.sorted().map { chosen[$0]! }
        do {
            for (shard, frame) in frames {
                let source = URL(fileURLWithPath: shard).appendingPathComponent(frame.file).path
                guard let data = FileManager.default.contents(atPath: source) else {
                    throw SceneRenderer.Failure.failed("frame \(frame.index) is missing: \(source)")
                }
                guard SHA256.hexDigest(of: data) == frame.sha256 else {
                    throw SceneRenderer.Failure.failed("\(source) is not the frame its manifest lists (its SHA-256 differs)")
                }
                let target = URL(fileURLWithPath: output.stagingPath).appendingPathComponent(frame.file).path
                if link(source, target) != 0 { try data.write(to: URL(fileURLWithPath: target)) }
            }
            var merged = reference
            merged.frames = frames.map(\.frame)
            merged.frameCount = merged.frames.count
            return try output.commit(merged)
        } catch {
            output.discard()
            switch error {
            case let failure as SceneRenderer.Failure: throw failure
            case let failure as RenderFolder.Failure: throw .failed(failure.description)
            default: throw .failed("merge failed: \(fileErrorReason(error))")
            }
        }
    }
}
