import DynamicsImageComparison
import DynamicsRenderFolder
import Foundation

/// The manifest campaign's inputs: one shard folder's `manifest.json` mutated, then the folders read as the
/// command line reads them — `compare` of the two shards, `merge` of both into a third folder, and the settings
/// check both use (`differences`).
///
/// Each run must end in a result or a one-line refusal, and must write nothing outside the merge's own folder:
/// a manifest names files, and one that names `../../somewhere` must not make `merge` read or write there.
struct ManifestFuzz {
    /// The folder that holds everything this input may touch; `sandbox` inside it holds the shards and the merge.
    private let root: URL
    private let sandbox: URL
    private let folders: FuzzRenderFolders
    private var merged: URL { sandbox.appendingPathComponent("merged") }

    /// Makes the shard folders in a new temporary folder.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-fuzz-manifest-\(UUID().uuidString)")
        sandbox = root.appendingPathComponent("sandbox")
        folders = try FuzzRenderFolders(in: sandbox)
    }

    /// Removes the temporary folder.
    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Runs input `seed`: a description of what the commands answered, or a `FuzzOutcome.bad` when one of them broke a
    /// rule. Three inputs in four change fields of the manifests (`ManifestMutator`), the others the bytes of one of
    /// them (`FuzzMutator`); the outcome says how far the input got: `read` when the reader accepted both manifests,
    /// `merged` when `merge` wrote the merged folder.
    func run(seed: UInt64) throws -> FuzzOutcome {
        var random = FuzzRandom(seed: seed)
        if random.chance(0.75) {
            let mutated = ManifestMutator.mutate(folders.renders, random: &random)
            for (shard, manifest) in mutated.enumerated() { try manifest.write(toFolder: folders.shards[shard].path) }
        } else {
            let shard = random.chance(0.7) ? 1 : 0
            try folders.writeManifest(FuzzMutator.mutate(folders.manifests[shard], random: &random), ofShard: shard)
        }
        let outcome = Result { try answer() }
        try restore()
        return try outcome.get()
    }

    /// Puts both shards' manifests back and removes the merge, so the next input starts from the same folders. A
    /// failure ends the worker with one line: every later input would run on the wrong folders.
    private func restore() throws {
        for shard in folders.shards.indices {
            do {
                try folders.writeManifest(folders.manifests[shard], ofShard: shard)
            } catch {
                throw CocoaError(.fileWriteUnknown, userInfo: [
                    NSLocalizedDescriptionKey: "cannot restore shard \(shard + 1)'s manifest: \(error.localizedDescription)"])
            }
        }
        guard FileManager.default.fileExists(atPath: merged.path) else { return }
        do {
            try FileManager.default.removeItem(at: merged)
        } catch {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "cannot remove the merged folder: \(error.localizedDescription)"])
        }
    }

    /// What the commands answer for the folders as the input left them.
    private func answer() throws -> FuzzOutcome {
        var answers: [String] = [], refusals: [String] = [], reached: [String] = []
        let paths = folders.shards.map(\.path)
        if let first = RenderManifest.read(fromFolder: paths[0]), let second = RenderManifest.read(fromFolder: paths[1]) {
            answers.append("differences: " + second.differences(from: first).joined(separator: "; "))
            reached.append("read")
        } else {
            answers.append("unreadable")
        }
        do {
            let comparison = try FrameComparison(expected: paths[0], actual: paths[1])
            answers.append("compare: " + comparison.summary + "; " + comparison.notes.joined(separator: "; "))
        } catch {
            refusals.append("compare refused: \(error.description)")
        }
        do {
            let manifest = try RenderMerge.merge(paths, into: merged.path, force: true, warning: { _ in })
            answers.append("merged \(manifest.frames.count) frames")
            reached.append("merged")
        } catch {
            refusals.append("merge refused: \(error.description)")
        }
        if let multiline = refusals.first(where: { $0.contains(where: \.isNewline) }) {
            return .bad("a refusal of more than one line: \(multiline.prefix(200))")
        }
        let outside = try FileManager.default.contentsOfDirectory(atPath: root.path)
        let inside = try FileManager.default.contentsOfDirectory(atPath: sandbox.path)
        let expected = Set(folders.shards.map(\.lastPathComponent) + [merged.lastPathComponent])
        if outside != [sandbox.lastPathComponent] || !Set(inside).isSubset(of: expected) {
            return .bad("wrote outside the render folders: \((outside + inside).sorted().joined(separator: ", "))")
        }
        return .ok((answers + refusals).joined(separator: " | "), reached: reached)
    }
}
