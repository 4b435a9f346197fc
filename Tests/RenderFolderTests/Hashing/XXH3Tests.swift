import DynamicsRenderFolder
import Foundation
import Testing

/// XXH3-128 as the frame fingerprints use it, checked against xxHash's own command-line tool (`xxhsum -H2`, Debian's
/// `xxhash`) on messages of every length class XXH3 treats differently (0, 1–3, 4–8, 9–16, 17–128, 129–240 bytes and
/// long inputs fed in pieces).
@Suite("XXH3-128")
struct XXH3Tests {
    /// `xxhsum -H2` of `bytes`, from a file.
    private func referenceDigest(of bytes: [UInt8]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xxh3-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(bytes).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xxhsum", "-H2", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(text.prefix { $0 != " " })
    }

    private func message(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
    }

    @Test(arguments: [0, 1, 3, 4, 8, 9, 16, 17, 128, 129, 240, 241, 1024, 100_003])
    func equalsXXHSum(_ count: Int) throws {
        let bytes = message(count)
        let ours = ContentHash.of(Data(bytes))
        #expect(ours.algorithm == .xxh3)
        #expect(ours.hex == (try referenceDigest(of: bytes)), "\(count) bytes")
    }

    @Test("fed in uneven pieces, the digest is the whole message's")
    func piecesEqualTheWhole() {
        let bytes = message(70_001)
        let whole = XXH3()
        whole.update(bytes)
        let pieces = XXH3()
        var start = 0
        for length in [1, 63, 64, 65, 1000, 4096] + Array(repeating: 7919, count: 20) where start < bytes.count {
            let end = min(bytes.count, start + length)
            pieces.update(bytes[start..<end])
            start = end
        }
        pieces.update(bytes[start...])
        #expect(pieces.finalize() == whole.finalize())
        #expect(whole.finalize().count == 16)
    }

    @Test("the empty message has XXH3-128's published digest")
    func emptyMessage() {
        #expect(ContentHash.of(Data()).hex == "99aa06d3014798d86001c324468d497f")
    }
}
