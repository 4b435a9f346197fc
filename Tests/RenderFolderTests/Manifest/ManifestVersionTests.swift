import DynamicsRenderFolder
import Foundation
import Testing

/// Manifests written before XXH3 (bare SHA-256 hex under `sha256` and `pixelSHA256`) still read, and a frame entry
/// says when its hashes cannot tell whether two pictures are equal, instead of calling them different.
@Suite("manifest versions")
struct ManifestVersionTests {
    private let legacyFile = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    private let legacyPixels = "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"

    @Test("an older entry reads as SHA-256 hashes and is written back in the current form")
    func legacyEntry() throws {
        let json = """
        {"index": 3, "file": "frame_00003.png", "time": 0.1, "sha256": "\(legacyFile)", "pixelSHA256": "\(legacyPixels)"}
        """
        let frame = try JSONDecoder().decode(RenderManifest.Frame.self, from: Data(json.utf8))
        #expect(frame.index == 3 && frame.fileHash.algorithm == .sha256 && frame.fileHash.hex == legacyFile)
        #expect(frame.pixelHash?.algorithm == .sha256 && frame.pixelHash?.hex == legacyPixels)
        let written = String(decoding: try JSONEncoder().encode(frame), as: UTF8.self)
        #expect(written.contains("\"fileHash\":\"sha256:\(legacyFile)\"") && !written.contains("\"sha256\""))
        #expect(try JSONDecoder().decode(RenderManifest.Frame.self, from: Data(written.utf8)) == frame)
    }

    @Test("an older entry without a pixel hash, and a malformed one")
    func legacyVariants() throws {
        let bare = #"{"index": 0, "file": "frame_00000.png", "time": 0, "sha256": "\#(legacyFile)"}"#
        #expect(try JSONDecoder().decode(RenderManifest.Frame.self, from: Data(bare.utf8)).pixelHash == nil)
        let short = #"{"index": 0, "file": "frame_00000.png", "time": 0, "sha256": "abc"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RenderManifest.Frame.self, from: Data(short.utf8)) }
        let none = #"{"index": 0, "file": "frame_00000.png", "time": 0}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RenderManifest.Frame.self, from: Data(none.utf8)) }
    }

    @Test("pixel hashes of one algorithm decide; across algorithms the entries cannot tell")
    func samePixels() throws {
        let pixels = Data([1, 2, 3, 4])
        func frame(_ file: String, _ pixels: Data, _ algorithm: ContentHash.Algorithm) -> RenderManifest.Frame {
            RenderManifest.Frame(index: 0, file: "frame_00000.png", time: 0,
                                 fileHash: ContentHash.of(Data(file.utf8), using: algorithm),
                                 pixelHash: ContentHash.of(pixels, using: algorithm))
        }
        let current = frame("a", pixels, .xxh3)
        #expect(current.hasSamePixels(as: frame("b", pixels, .xxh3)) == true, "other bytes, the same picture")
        #expect(current.hasSamePixels(as: frame("a", Data([9]), .xxh3)) == false)
        #expect(current.hasSamePixels(as: frame("b", pixels, .sha256)) == nil)
        var noPixels = frame("a", pixels, .sha256)
        noPixels.pixelHash = nil
        var same = noPixels
        same.index = 1
        #expect(noPixels.hasSamePixels(as: same) == true, "equal files show equal pictures")
        var other = noPixels
        other.fileHash = ContentHash.of(Data("z".utf8), using: .sha256)
        #expect(noPixels.hasSamePixels(as: other) == nil)
    }
}
