import DynamicsRenderFolder
import Foundation
import Testing

/// A manifest comes from a folder someone handed over: one that states what no render writes is not read as a
/// manifest, so `merge` and `compare` refuse it in one line. Each case below is what the manifest campaign of
/// `dynamics-fuzz` found: before, the first three crashed `merge` (a `Double`→`Int` trap, a range with its bounds
/// crossed), the fourth made `merge` read a file outside the shard and write it outside the merged folder, and
/// frame sizes beyond `Int` crashed `compare`.
@Suite("manifests no render writes")
struct ManifestValidationTests {
    /// Two shards of a four-frame render at 2 fps; the frames are bytes with their hashes (merge reads no pixels
    /// when the pixel hashes decide).
    private func shards(in root: URL) throws -> [URL] {
        let folders = [root.appendingPathComponent("a"), root.appendingPathComponent("b")]
        for (shard, folder) in folders.enumerated() {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var frames: [RenderManifest.Frame] = []
            for index in shard * 2..<shard * 2 + 2 {
                let bytes = Data("frame \(index)".utf8)
                let name = RenderManifest.fileName(forFrame: index)
                try bytes.write(to: folder.appendingPathComponent(name))
                frames.append(.init(index: index, file: name, time: Double(index) / 2, fileHash: ContentHash.of(bytes),
                                    pixelHash: ContentHash.of(Data("pixels \(index)".utf8))))
            }
            let size = RenderManifest.Size(width: 4, height: 4)
            var manifest = RenderManifest(scene: "s", fps: 2, sizeInPoints: size, sizeInPixels: size, scale: 1, transparent: false,
                                          toolVersion: "t", duration: 2, frames: frames)
            manifest.shard = .init(index: shard + 1, count: 2)
            try manifest.write(toFolder: folder.path)
        }
        return folders
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-validation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("well-formed shards merge into four frames")
    func wellFormed() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = try shards(in: root)
        #expect(RenderManifest.read(fromFolder: folders[1].path)?.problem == nil)
        let merged = try RenderMerge.merge(folders.map(\.path), into: root.appendingPathComponent("m").path)
        #expect(merged.frames.map(\.index) == [0, 1, 2, 3])
    }

    /// Edits of the second shard's manifest, with the words `problem` gives for each.
    static let edits: [(String, @Sendable (inout RenderManifest) -> Void, String)] = [
        ("a length of 1e300 s", { $0.duration = 1e300 }, "duration 1e+300 s at 2 fps is more frames than a render has"),
        ("shard 2/0", { $0.shard = .init(index: 2, count: 0) }, "shard 2/0 is not one of its render's shards"),
        ("shard 1/-3", { $0.shard = .init(index: 1, count: -3) }, "shard 1/-3 is not one of its render's shards"),
        ("a frame file outside the folder", { $0.frames[0].file = "../outside.png" },
         "frame 2's file '../outside.png' is not a file in the folder"),
        ("frames of 1e300 pixels", { $0.sizeInPixels.width = 1e300 },
         "frames of 1e+300×4.0 px are beyond the limits (the limit is 8192 px per side and 40000000 pixels)"),
        ("0 fps", { $0.fps = 0 }, "fps 0 is not a frame rate"),
        ("fps Int.max", { $0.fps = .max }, "fps 9223372036854775807 is not a frame rate"),
        ("a negative scale", { $0.scale = -1 }, "scale -1.0 is not a scale"),
        ("a negative frame number", { $0.frames[1].index = -1 }, "frame -1 at 1.5 s is not a frame of a render"),
    ]

    @Test("merge refuses the shard in one line and writes nothing", arguments: 0..<edits.count)
    func refused(_ edit: Int) throws {
        let (name, change, problem) = Self.edits[edit]
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = try shards(in: root)
        // The file the climbing name points at exists, so only the check stops merge from copying it.
        try Data("frame 2".utf8).write(to: root.appendingPathComponent("outside.png"))
        var manifest = try #require(RenderManifest.read(fromFolder: folders[1].path))
        change(&manifest)
        #expect(manifest.problem == problem, "\(name)")
        try manifest.write(toFolder: folders[1].path)
        #expect(RenderManifest.read(fromFolder: folders[1].path) == nil, "\(name)")
        let output = root.appendingPathComponent("out/merged")
        #expect(throws: RenderMerge.Failure.invalidInput("'\(folders[1].path)' is not a render folder (no readable manifest.json)")) {
            try RenderMerge.merge(folders.map(\.path), into: output.path)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path), "\(name)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["a", "b", "outside.png"], "\(name)")
    }

    /// A scene name is the manifest's to choose, newlines included; the refusal that quotes it stays one line.
    @Test("a refusal quoting a scene name with line breaks is one line")
    func refusalStaysOneLine() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = try shards(in: root)
        var manifest = try #require(RenderManifest.read(fromFolder: folders[1].path))
        manifest.scene = "s\nerror: forged\u{2028}x"
        try manifest.write(toFolder: folders[1].path)
        let failure = try #require(throws: RenderMerge.Failure.self) {
            try RenderMerge.merge(folders.map(\.path), into: root.appendingPathComponent("m").path)
        }
        #expect(failure.description.split(whereSeparator: \.isNewline).count == 1)
        #expect(failure.description.contains("'s\\nerror: forged\\u{2028}x'"))
        #expect(failure.description.hasPrefix("'\(folders[0].path)' holds a render of ")
            || failure.description.hasPrefix("'\(folders[1].path)' holds a render of "))
    }
}
