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
                              "-o", folder.appendingPathComponent("m").path],
                             mentioning: "b30' was rendered with other settings than '\(folder.appendingPathComponent("a").path)': fps 30, not 60")
        try render("a2", ["--frames", "0..40"])
        let damaged = folder.appendingPathComponent("a2/frame_00010.png")
        try PNGWriter.write(PNGReader.read(folder.appendingPathComponent("a2/frame_00030.png").path), to: damaged.path)
        let manifestPath = folder.appendingPathComponent("a2/manifest.json")
        var manifest = try #require(RenderManifest.read(fromFolder: folder.appendingPathComponent("a2").path))
        manifest.frames[10].fileHash = ContentHash.of(try Data(contentsOf: damaged))
        manifest.frames[10].pixelHash = ContentHash.ofPixels(try PNGReader.readRGBA(damaged.path))
        try manifest.write(toFolder: manifestPath.deletingLastPathComponent().path)
        try expectUsageError(["merge", folder.appendingPathComponent("a").path, folder.appendingPathComponent("a2").path,
                              "-o", folder.appendingPathComponent("m").path], mentioning: "frame 10 differs between")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m").path))
        try expectUsageError(["render", "bounce", "--shard", "3/2"], mentioning: "--shard: shard must be K of N with 1 ≤ K ≤ N")
        try expectUsageError(["render", "bounce", "--shard", "two"], mentioning: "--shard must look like K/N")
        try expectUsageError(["render", "bounce", "--shard", "1/2", "--at", "1"], mentioning: "--at and --shard cannot be combined")
        try expectUsageError(["merge", folder.path, "-o", folder.appendingPathComponent("m").path],
                             mentioning: "is not a render folder")
    }

    @Test("merge names the shard at fault: missing, given twice, other fps, scale or size, another scene")
    func mergeNamesTheShardAtFault() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        // bounce for 1 s at 60 fps: 60 frames, 15 a shard.
        func render(_ scene: String, _ name: String, _ shard: String, _ extra: [String] = []) throws {
            let result = try runDynamics(["render", scene, "--shard", shard, "--scale", "0.25", "--duration", "1",
                                          "--quiet", "--out", path(name)] + extra)
            #expect(result.status == 0, "\(result.standardError)")
        }
        for k in 1...4 { try render("bounce", "s\(k)", "\(k)/4") }
        let third = try #require(RenderManifest.read(fromFolder: path("s3")))
        #expect(third.shard == RenderManifest.Shard(index: 3, count: 4) && third.frames.map(\.index) == Array(30...44))
        func refusal(_ names: [String]) throws -> String {
            let result = try runDynamics(["merge"] + names.map(path) + ["-o", path("merged")])
            #expect(result.status == 2 && result.errorLines.count == 1, "\(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: path("merged")))
            return result.standardError
        }

        #expect(try refusal(["s1", "s2", "s4"]).contains(
            "shard 3/4 is missing (frames 30…44 of 60); the folders given hold shards 1/4, 2/4, 4/4"))
        #expect(try refusal(["s1", "s4"]).contains("shards 2/4, 3/4 are missing (frames 15…44 of 60)"))
        try FileManager.default.copyItem(atPath: path("s2"), toPath: path("s2b"))
        #expect(try refusal(["s1", "s2", "s2b", "s3", "s4"]).contains(
            "'\(path("s2"))' and '\(path("s2b"))' are both shard 2/4; give each shard once"))

        // The odd folder is named wherever it stands, against the settings the others share.
        try render("bounce", "fps30", "2/4", ["--fps", "30"])
        #expect(try refusal(["fps30", "s1", "s3", "s4"]).contains(
            "'\(path("fps30"))' was rendered with other settings than '\(path("s1"))': fps 30, not 60"))
        try render("bounce", "scale", "3/4", ["--scale", "0.5"])
        #expect(try refusal(["s1", "s2", "scale", "s4"]).contains(
            "'\(path("scale"))' was rendered with other settings than '\(path("s1"))': scale 0.5, not 0.25"))
        try render("bounce", "bezel", "4/4", ["--device-frame"])
        let bezel = try refusal(["s1", "s2", "s3", "bezel"])
        #expect(bezel.contains("'\(path("bezel"))' was rendered with other settings than '\(path("s1"))': frame size ")
                && bezel.contains(" px, not 80×142 px"), "\(bezel)")
        try render("alert", "alert", "4/4")
        #expect(try refusal(["s1", "s2", "s3", "alert"]).contains(
            "'\(path("alert"))' holds a render of 'alert', not of 'bounce' like '\(path("s1"))'"))
        try render("bounce", "split3", "3/3")
        #expect(try refusal(["s1", "s2", "s3", "split3"]).contains("shards K/3, not K/4"))

        // Frames that were not rendered as shards are named by number.
        let partial = try runDynamics(["render", "bounce", "--frames", "0..40", "--scale", "0.25", "--duration", "1",
                                       "--quiet", "--out", path("partial")])
        #expect(partial.status == 0, "\(partial.standardError)")
        #expect(try refusal(["partial"]).contains("frames 41…59 of 60 are missing"))

        // Any order merges; the merged manifest is a whole render's, with no shard.
        let merged = try runDynamics(["merge", path("s4"), path("s2"), path("s3"), path("s1"), "-o", path("merged"), "--quiet"])
        #expect(merged.status == 0, "\(merged.standardError)")
        let manifest = try #require(RenderManifest.read(fromFolder: path("merged")))
        #expect(manifest.shard == nil && manifest.frames.map(\.index) == Array(0..<60))
        #expect(try !String(contentsOfFile: path("merged/manifest.json"), encoding: .utf8).contains("shard"))
    }
}
