import DynamicsRenderFolder
import Foundation
import Testing

/// Fingerprints as manifests write them: `"algorithm:hex"`, parsed strictly, compared only within one algorithm, and
/// checked against bytes with the algorithm that made them.
@Suite("content hashes")
struct ContentHashTests {
    @Test("written and parsed as algorithm:hex")
    func roundTrip() throws {
        let hash = ContentHash.of(Data("frame".utf8))
        #expect(hash.description.hasPrefix("xxh3-128:") && hash.description.count == 9 + 32)
        #expect(ContentHash(hash.description) == hash)
        let json = try JSONEncoder().encode([hash])
        #expect(String(decoding: json, as: UTF8.self) == "[\"\(hash.description)\"]")
        #expect(try JSONDecoder().decode([ContentHash].self, from: json) == [hash])
    }

    @Test("text that is not a digest of its algorithm is refused",
          arguments: ["", "xxh3-128:", "xxh3-128:abc", "md5:" + String(repeating: "0", count: 32),
                      "xxh3-128:" + String(repeating: "g", count: 32), "xxh3-128:" + String(repeating: "A", count: 32),
                      "sha256:" + String(repeating: "0", count: 32), String(repeating: "0", count: 64)])
    func refusesMalformedText(_ text: String) {
        #expect(ContentHash(text) == nil)
    }

    @Test("SHA-256 digests of older manifests still check files")
    func legacySHA256() throws {
        let bytes = Data("abc".utf8)
        let hash = try #require(ContentHash(algorithm: .sha256,
                                            hex: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"))
        #expect(hash.matches(bytes))
        #expect(!hash.matches(Data("abd".utf8)))
        #expect(ContentHash.of(bytes, using: .sha256) == hash)
        #expect(ContentHash.of(bytes) != hash, "the same bytes under two algorithms are two hashes")
    }
}
