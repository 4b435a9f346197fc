import Dynamics
import Foundation
import Testing

/// Manifests record a hash of each frame's pixels beside the file hash; `compare` and `merge` of render folders go by
/// the pixels, so renders whose encoders compressed the same pictures differently still match.
@Suite("pixel hashes", .serialized)
struct PixelHashTests {
    /// Re-encodes `frame` of `folder` with zlib level 9 (other bytes, the same pixels) and records its new file hash.
    private func reencode(_ frame: Int, in folder: URL) throws {
        let file = folder.appendingPathComponent(RenderManifest.fileName(forFrame: frame))
        let before = try Data(contentsOf: file)
        try PNGWriter.write(try PNGReader.read(file.path), to: file.path, compressionLevel: 9)
        let after = try Data(contentsOf: file)
        #expect(after != before, "level 9 writes other bytes")
        var manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        let position = try #require(manifest.frames.firstIndex { $0.index == frame })
        manifest.frames[position].fileHash = ContentHash.of(after)
        try manifest.write(toFolder: folder.path)
    }

    private func render(_ extra: [String], into folder: URL) throws {
        let result = try runDynamics(["render", "bounce", "--duration", "0.5", "--fps", "10", "--scale", "0.5", "--quiet",
                                      "--out", folder.path] + extra)
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// `xxhsum -H2` of each file's image data as Python's zlib decompresses it from the PNG's IDAT chunks.
    private func referencePixelHashes(_ paths: [String]) throws -> [String] {
        let script = """
        import struct, subprocess, sys, tempfile, zlib
        for path in sys.argv[1:]:
            data, position, idat = open(path, "rb").read(), 8, b""
            while position < len(data):
                length, kind = struct.unpack(">I4s", data[position:position + 8])
                if kind == b"IDAT": idat += data[position + 8:position + 8 + length]
                position += 12 + length
            with tempfile.NamedTemporaryFile() as raw:
                raw.write(zlib.decompress(idat)); raw.flush()
                print(subprocess.run(["xxhsum", "-H2", raw.name], capture_output=True, text=True, check=True).stdout.split()[0])
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text.split(separator: "\n").map(String.init)
    }

    @Test("the pixel hash is the XXH3-128 of the PNG's image data (Python's zlib and xxhsum agree), and compare matches re-encoded frames by it")
    func compareByPixels() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = root.appendingPathComponent("expected"), actual = root.appendingPathComponent("actual")
        try render([], into: expected)
        try FileManager.default.copyItem(at: expected, to: actual)
        let manifest = try #require(RenderManifest.read(fromFolder: expected.path))
        #expect(manifest.frames.count == 5)
        let paths = manifest.frames.map { expected.appendingPathComponent($0.file).path }
        #expect(try referencePixelHashes(paths) == manifest.frames.map { $0.pixelHash?.hex ?? "" })
        for (frame, path) in zip(manifest.frames, paths) {
            let pixels = try PNGReader.readRGBA(path)
            #expect(frame.pixelHash == ContentHash.ofPixels(pixels), "\(frame.file)")
            #expect(pixels.bytes.count == 160 * 284 * 4)
        }
        try reencode(2, in: actual)
        let result = try runDynamics(["compare", expected.path, actual.path, "--format", "json"])
        #expect(result.status == 0, "\(result.standardOutput)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let statuses = (report["frames"] as? [[String: Any]])?.map { $0["status"] as? String }
        #expect(statuses == Array(repeating: "identical", count: 5))
    }

    @Test("merge accepts a frame two shards both hold when its pixels agree, and refuses it when they do not")
    func mergeByPixels() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("1"), second = root.appendingPathComponent("2")
        try render(["--shard", "1/2"], into: first)
        try render(["--shard", "2/2"], into: second)
        // Shard 2 also holds frame 0, compressed by another encoder: the same picture, other bytes.
        let name = RenderManifest.fileName(forFrame: 0)
        try FileManager.default.copyItem(at: first.appendingPathComponent(name), to: second.appendingPathComponent(name))
        var manifest = try #require(RenderManifest.read(fromFolder: second.path))
        let original = try #require(RenderManifest.read(fromFolder: first.path)?.frames.first)
        manifest.frames.insert(original, at: 0)
        manifest.frameCount += 1
        try manifest.write(toFolder: second.path)
        try reencode(0, in: second)
        let merged = root.appendingPathComponent("merged"), whole = root.appendingPathComponent("whole")
        let result = try runDynamics(["merge", first.path, second.path, "-o", merged.path])
        #expect(result.status == 0, "\(result.standardError)")
        try render([], into: whole)
        #expect(RenderManifest.read(fromFolder: merged.path) == RenderManifest.read(fromFolder: whole.path))

        // Another picture under the same frame number is refused.
        var changed = try #require(RenderManifest.read(fromFolder: second.path))
        changed.frames[0].pixelHash = ContentHash(algorithm: .xxh3, hex: String(repeating: "0", count: 32))
        try changed.write(toFolder: second.path)
        let refused = try runDynamics(["merge", first.path, second.path, "-o", root.appendingPathComponent("m2").path])
        #expect(refused.status == 2 && refused.errorLines.count == 1 && refused.standardError.contains("frame 0 differs"),
                "\(refused.standardError)")
    }
}

extension PixelHashTests {
    /// Rewrites `folder`'s manifest as the tool wrote it before XXH3: SHA-256 of each file and of its pixels.
    private func downgrade(_ folder: URL) throws {
        var manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        for position in manifest.frames.indices {
            let path = folder.appendingPathComponent(manifest.frames[position].file).path
            manifest.frames[position].fileHash = ContentHash.of(try Data(contentsOf: URL(fileURLWithPath: path)), using: .sha256)
            manifest.frames[position].pixelHash = ContentHash.ofPixels(try PNGReader.readRGBA(path), using: .sha256)
        }
        try manifest.write(toFolder: folder.path)
    }

    @Test("merge of a shard from before XXH3 with a current one compares their shared frame by its pixels")
    func mergeAcrossHashVersions() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("1"), second = root.appendingPathComponent("2")
        try render(["--shard", "1/2"], into: first)
        try render(["--shard", "2/2"], into: second)
        let name = RenderManifest.fileName(forFrame: 0)
        try FileManager.default.copyItem(at: first.appendingPathComponent(name), to: second.appendingPathComponent(name))
        var manifest = try #require(RenderManifest.read(fromFolder: second.path))
        manifest.frames.insert(try #require(RenderManifest.read(fromFolder: first.path)?.frames.first), at: 0)
        manifest.frameCount += 1
        try manifest.write(toFolder: second.path)
        try reencode(0, in: second)
        try downgrade(second)
        let result = try runDynamics(["merge", first.path, second.path, "-o", root.appendingPathComponent("m").path])
        #expect(result.status == 0, "\(result.standardError)")
        let merged = try #require(RenderManifest.read(fromFolder: root.appendingPathComponent("m").path))
        #expect(merged.frames.count == 5 && Set(merged.frames.map(\.fileHash.algorithm)) == [.xxh3, .sha256])

        // Another picture under frame 0 in the older shard is refused once decoded.
        let other = second.appendingPathComponent(name)
        let picture = try PNGReader.read(other.path)
        var bytes = picture.bytes
        bytes[0] ^= 0xFF
        try PNGWriter.write(Image(width: picture.width, height: picture.height, stride: picture.stride, bytes: bytes),
                            to: other.path)
        try downgrade(second)
        let refused = try runDynamics(["merge", first.path, second.path, "-o", root.appendingPathComponent("m2").path])
        #expect(refused.status == 2 && refused.standardError.contains("frame 0 differs"), "\(refused.standardError)")
    }
}

/// Pixel identity across CPU code paths, checked on this machine by switching pixman's implementations off
/// (`PIXMAN_DISABLE`): with MMX, SSE2 and SSSE3 off, pixman draws with its portable C fast paths, as a CPU without
/// those instructions would, and every frame's pixel hash must be the one the SIMD paths give. Switching the fast
/// paths off as well leaves pixman's general implementation, which rounds differently: the hashes then differ,
/// which also shows the variable reached pixman.
@Suite("pixel identity across pixman code paths", .serialized)
struct CrossPathPixelTests {
    private func pixelHashes(disabling disabled: String?, in root: URL) throws -> [ContentHash?] {
        let folder = root.appendingPathComponent(disabled ?? "default")
        var environment = ProcessInfo.processInfo.environment
        environment["PIXMAN_DISABLE"] = disabled
        let result = try runDynamics(["render", "alert", "--at", "0.5,1.5,3", "--scale", "1", "--quiet", "--out", folder.path],
                                     environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(RenderManifest.read(fromFolder: folder.path)).frames.map(\.pixelHash)
    }

    @Test func pixmanPathsDrawTheSamePixels() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let simd = try pixelHashes(disabling: nil, in: root)
        #expect(simd.count == 3 && simd.allSatisfy { $0?.algorithm == .xxh3 })
        for disabled in ["sse2 ssse3 mmx", "ssse3", "wholeops"] {
            #expect(try pixelHashes(disabling: disabled, in: root) == simd, "PIXMAN_DISABLE=\(disabled)")
        }
        let general = try pixelHashes(disabling: "sse2 ssse3 mmx fast", in: root)
        #expect(zip(general, simd).allSatisfy { $0 != $1 }, "the general implementation rounds differently")
    }
}
