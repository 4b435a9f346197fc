import DynamicsRenderFolder
import Foundation
import Testing

/// `merge`'s refusals stay one short line whatever the manifests claim.
@Suite struct RenderMergeTests {
    /// Shards 1/N and 2/N of a render of N one-frame shards, each with its frame: what `render --shard K/N` writes.
    private func shards(of count: Int, in root: URL) throws -> [String] {
        try (1...2).map { shard in
            let folder = root.appendingPathComponent("s\(shard)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let bytes = Data("frame \(shard - 1)".utf8), name = RenderManifest.fileName(forFrame: shard - 1)
            try bytes.write(to: folder.appendingPathComponent(name))
            let size = RenderManifest.Size(width: 4, height: 4)
            var manifest = RenderManifest(
                scene: "s", fps: 2, sizeInPoints: size, sizeInPixels: size, scale: 1, transparent: false, toolVersion: "t",
                duration: Double(count) / 2,
                frames: [.init(index: shard - 1, file: name, time: Double(shard - 1) / 2, fileHash: ContentHash.of(bytes))])
            manifest.shard = .init(index: shard, count: count)
            try manifest.write(toFolder: folder.path)
            return folder.path
        }
    }

    /// Before, the refusal named every missing shard: for two of 100,000 given, a line of 1.3 MB, and of hundreds of
    /// megabytes for the 16,777,216 shards a manifest may claim (`RenderManifest.maximumFrameCount`).
    @Test func aRenderOfManyShardsNamesAFewMissingAndCountsTheRest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("render-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = try shards(of: 100_000, in: root)
        let shards = (3...10).map { "\($0)/100000" }.joined(separator: ", ")
        #expect(throws: RenderMerge.Failure.invalidInput(
            "shards \(shards) and 99990 more are missing (frames 2…99999 of 100000); the folders given hold shards 1/100000, 2/100000")) {
            try RenderMerge.merge(folders, into: root.appendingPathComponent("merged").path)
        }
    }

    /// The shape of the manifest campaign's 26 hangs: two folders of one frame each whose manifests claim the most
    /// frames and shards a reader accepts. `merge` walked all 16,777,216 of both (42–45 s in the sanitizer build);
    /// it now answers from the two frames listed (`MissingFramesTests` checks the answers against that walk).
    @Test func aRenderClaimingTheMostFramesAndShardsIsRefusedFromTheFramesListed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("render-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let count = RenderManifest.maximumFrameCount
        let folders = try shards(of: count, in: root)
        let shards = (3...10).map { "\($0)/\(count)" }.joined(separator: ", ")
        #expect(throws: RenderMerge.Failure.invalidInput(
            "shards \(shards) and 16777206 more are missing (frames 2…16777215 of 16777216); the folders given hold shards "
                + "1/16777216, 2/16777216")) {
            try RenderMerge.merge(folders, into: root.appendingPathComponent("merged").path)
        }
    }

    @Test func aFewMissingShardsAreAllNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("render-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = try shards(of: 5, in: root)
        #expect(throws: RenderMerge.Failure.invalidInput(
            "shards 3/5, 4/5, 5/5 are missing (frames 2…4 of 5); the folders given hold shards 1/5, 2/5")) {
            try RenderMerge.merge(folders, into: root.appendingPathComponent("merged").path)
        }
    }
}
