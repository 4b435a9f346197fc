import Foundation

/// Joins render folders of one scene — the shards of a render split with `FrameSelection.shard` — into one render
/// folder, as `dynamics merge` does.
public enum RenderMerge {
    /// Why shards were not merged; the folder written to was left as it was.
    public enum Failure: Error, CustomStringConvertible, Equatable, Sendable {
        /// The shard folders cannot make one render: not render folders, renders of other settings, frames that
        /// differ or are missing (the command line's exit status 2).
        case invalidInput(String)
        /// The folder to write cannot take the merged render.
        case folder(RenderFolder.Failure)
        /// The merge started and failed: a missing or changed frame file, a full disk (exit status 1).
        case failed(String)

        /// One line for the user. Scene and file names come from manifests someone handed over, so a control
        /// character or line separator in one (it would split the refusal) is written as its escape: `\n`, `\u{2028}`.
        public var description: String {
            let text = switch self {
            case .invalidInput(let message), .failed(let message): message
            case .folder(let failure): failure.description
            }
            func breaksTheLine(_ scalar: Unicode.Scalar) -> Bool {
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator: true
                default: false
                }
            }
            guard text.unicodeScalars.contains(where: breaksTheLine) else { return text }
            return text.unicodeScalars.map { breaksTheLine($0) ? $0.escaped(asASCII: true) : String($0) }.joined()
        }
    }

    /// Merges `shards` into `folder`. Every shard needs a manifest with the same scene and settings (fps, sizes,
    /// scale, background, length) and tool version; every frame file must match its SHA-256; a frame listed by two
    /// shards must show the same pixels in both; no shard (`render --shard K/N`) may be given twice, and together the
    /// folders must hold every frame of the render's length. Each refusal is one line naming the folder or shard at
    /// fault: the folder that differs from what most folders agree on, so a shard rendered on a machine with other
    /// settings is the one named wherever it stands in `shards`. Shards may come from different machines: frames go
    /// by their pixel hashes where two folders hold the same one, and by each folder's own file hashes otherwise.
    ///
    /// Frames are hard-linked where the file system allows (copied otherwise) into `folder` with the render folder's
    /// guarantees: an earlier render there stays whole until the merged one is complete, and only an earlier render
    /// of the same scene is replaced without `force`. Returns the manifest written; from shards of one render it is
    /// byte for byte the manifest that render writes in one piece.
    ///
    /// What merges or renders that died left in `folder` is removed, and `warning` gets one line saying so (by
    /// default it goes to standard error).
    @discardableResult
    public static func merge(_ shards: [String], into folder: String, force: Bool = false,
                             warning: ((String) -> Void)? = nil)
        throws(Failure) -> RenderManifest {
        guard !shards.isEmpty else { throw .invalidInput("name the shard folders to merge") }
        var manifests: [(folder: String, manifest: RenderManifest)] = []
        for shard in shards {
            guard let manifest = RenderManifest.read(fromFolder: shard) else {
                throw .invalidInput("'\(shard)' is not a render folder (no readable \(RenderManifest.fileName))")
            }
            manifests.append((shard, manifest))
        }
        let reference = try commonRender(of: manifests)
        var given: [RenderManifest.Shard: String] = [:]
        for (shard, manifest) in manifests {
            guard let label = manifest.shard else { continue }
            if let other = given[label] {
                throw .invalidInput("'\(other)' and '\(shard)' are both shard \(label.index)/\(label.count); give each shard once")
            }
            given[label] = shard
        }
        var chosen: [Int: (folder: String, frame: RenderManifest.Frame)] = [:]
        for (shard, manifest) in manifests {
            for frame in manifest.frames {
                if let earlier = chosen[frame.index] {
                    // The same picture counts, though two machines' encoders may have compressed it differently.
                    guard earlier.frame.hasSamePixels(as: frame)
                            ?? samePictures(earlier.folder, earlier.frame, shard, frame) else {
                        throw .invalidInput("frame \(frame.index) differs between '\(earlier.folder)' and '\(shard)'")
                    }
                    continue
                }
                chosen[frame.index] = (shard, frame)
            }
        }
        // Version 0.1 manifests record no length: then nothing can be known missing.
        if let duration = reference.duration,
           let missing = MissingFrames.refusal(present: Set(chosen.keys),
                                               total: FrameTiming.frameCount(duration: duration, fps: reference.fps),
                                               given: Array(given.keys)) {
            throw .invalidInput(missing)
        }
        let output: RenderFolder
        do {
            output = try RenderFolder(path: folder, sceneName: reference.scene, force: force)
        } catch {
            if case .busy = error { throw .failed(error.description) }
            throw .folder(error)
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
                    throw Failure.failed("frame \(frame.index) is missing: \(source)")
                }
                guard frame.fileHash.matches(data) else {
                    throw Failure.failed("\(source) is not the frame its manifest lists (its \(frame.fileHash.algorithm.rawValue) differs)")
                }
                let target = URL(fileURLWithPath: output.stagingPath).appendingPathComponent(frame.file).path
                if link(source, target) != 0 { try data.write(to: URL(fileURLWithPath: target)) }
            }
            var merged = reference
            merged.frames = frames.map(\.frame)
            merged.frameCount = merged.frames.count
            merged.shard = nil
            return try output.commit(merged)
        } catch {
            output.discard()
            switch error {
            case let failure as Failure: throw failure
            case let failure as RenderFolder.Failure: throw .failed(failure.description)
            default: throw .failed("merge failed: \(fileErrorReason(error))")
            }
        }
    }

    /// Whether two shards' files of one frame show the same picture, decoded: for manifests whose hashes cannot tell
    /// (made by different versions of the tool). False when either file cannot be read.
    private static func samePictures(_ folder: String, _ frame: RenderManifest.Frame,
                                     _ otherFolder: String, _ other: RenderManifest.Frame) -> Bool {
        func pixels(_ folder: String, _ frame: RenderManifest.Frame) -> RGBAPixels? {
            try? PNGReader.readRGBA(URL(fileURLWithPath: folder).appendingPathComponent(frame.file).path)
        }
        guard let mine = pixels(folder, frame), let theirs = pixels(otherFolder, other) else { return false }
        return mine == theirs
    }

    /// The manifest most of `manifests` agree with (the first such on a tie); throws one line naming the first
    /// folder that does not agree and how: another scene, or which settings differ.
    private static func commonRender(of manifests: [(folder: String, manifest: RenderManifest)])
        throws(Failure) -> RenderManifest {
        func agreeing(_ manifest: RenderManifest) -> Int {
            manifests.filter { $0.manifest.differences(from: manifest).isEmpty }.count
        }
        let reference = manifests.max { agreeing($0.manifest) < agreeing($1.manifest) }!
        for (folder, manifest) in manifests {
            let differing = manifest.differences(from: reference.manifest)
            guard !differing.isEmpty else { continue }
            if manifest.scene != reference.manifest.scene {
                throw .invalidInput("'\(folder)' holds a render of '\(manifest.scene)', not of "
                    + "'\(reference.manifest.scene)' like '\(reference.folder)'")
            }
            throw .invalidInput("'\(folder)' was rendered with other settings than '\(reference.folder)': "
                + differing.joined(separator: ", "))
        }
        return reference.manifest
    }
}
