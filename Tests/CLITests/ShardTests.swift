import Dynamics
import Foundation
import Testing

/// Every file under `folder` (relative path → bytes).
private func contents(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
}

/// Exit statuses gathered from concurrent runs.
private final class Statuses: @unchecked Sendable {
    let lock = NSLock()
    var entries: [String] = []
}

@Suite("dynamics render --shard and dynamics merge", .serialized)
struct ShardTests {
    @Test("three shards rendered by three processes at once merge into the very folder one render writes")
    func shardsMergeByteIdentical() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let common = ["--scale", "0.5", "--fps", "20", "--duration", "3", "--quiet"]
        let whole = try runDynamics(["render", "alert", "--out", folder.appendingPathComponent("whole").path] + common)
        #expect(whole.status == 0, "\(whole.standardError)")

        let results = Statuses()
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let shard = folder.appendingPathComponent("shard\(index + 1)").path
            let result = try? runDynamics(["render", "alert", "--shard", "\(index + 1)/3", "--out", shard] + common)
            results.lock.withLock { results.entries.append("\(index + 1):\(result?.status ?? -1)") }
        }
        #expect(Set(results.entries) == ["1:0", "2:0", "3:0"])
        let sizes = try (1...3).map { try frameFiles(in: folder.appendingPathComponent("shard\($0)")).count }
        #expect(sizes == [20, 20, 20])

        let merged = folder.appendingPathComponent("merged")
        let merge = try runDynamics(["merge"] + (1...3).map { folder.appendingPathComponent("shard\($0)").path }
                                    + ["-o", merged.path, "--quiet"])
        #expect(merge.status == 0, "\(merge.standardError)")
        let expected = try contents(of: folder.appendingPathComponent("whole"))
        let actual = try contents(of: merged)
        #expect(expected.count == 61 && actual.keys.sorted() == expected.keys.sorted())
        #expect(actual == expected, "every frame and the manifest are byte-identical")
    }

    @Test("shards of different renders, overlapping different frames and bad --shard values are refused")
    func refusals() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func render(_ name: String, _ extra: [String]) throws {
            let result = try runDynamics(["render", "bounce", "--scale", "0.25", "--duration", "1", "--quiet", "--out",
                                          folder.appendingPathComponent(name).path] + extra)
            #expect(result.status == 0, "\(result.standardError)")
        }
        try render("a", ["--shard", "1/2"])
        try render("b30", ["--shard", "2/2", "--fps", "30"])
        try render("t", ["--shard", "2/2", "--transparent"])
        try expectUsageError(["merge", folder.appendingPathComponent("a").path, folder.appendingPathComponent("b30").path,
                              "-o", folder.appendingPathComponent("m").path], mentioning: "is not a shard of the same render")
        try render("a2", ["--frames", "0..40"])
        let damaged = folder.appendingPathComponent("a2/frame_00010.png")
        try PNGWriter.write(PNGReader.read(folder.appendingPathComponent("a2/frame_00030.png").path), to: damaged.path)
        let manifestPath = folder.appendingPathComponent("a2/manifest.json")
        var manifest = try #require(RenderManifest.read(fromFolder: folder.appendingPathComponent("a2").path))
        manifest.frames[10].sha256 = SHA256.hexDigest(of: try Data(contentsOf: damaged))
        manifest.frames[10].pixelSHA256 = RenderManifest.pixelDigest(of: try PNGReader.readRGBA(damaged.path))
        try manifest.write(toFolder: manifestPath.deletingLastPathComponent().path)
        try expectUsageError(["merge", folder.appendingPathComponent("a").path, folder.appendingPathComponent("a2").path,
                              "-o", folder.appendingPathComponent("m").path], mentioning: "frame 10 differs between")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m").path))
        try expectUsageError(["render", "bounce", "--shard", "3/2"], mentioning: "--shard must be K/N with 1 ≤ K ≤ N")
        try expectUsageError(["render", "bounce", "--shard", "two"], mentioning: "--shard must look like K/N")
        try expectUsageError(["render", "bounce", "--shard", "1/2", "--at", "1"], mentioning: "--at and --shard cannot be combined")
        try expectUsageError(["merge", folder.path, "-o", folder.appendingPathComponent("m").path],
                             mentioning: "is not a render folder")
    }
}
