import CSHA256
import DynamicsRenderFolder
import Foundation
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    @Test("FIPS 180-4 test vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func vectors(_ message: String, _ digest: String) {
        #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
    }

    @Test("feeding in pieces gives the same digest as one update", arguments: [[63, 64], [10, 100, 101], [1, 2, 200]])
    func incremental(_ cuts: [Int]) {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var hash = SHA256()
        for (start, end) in zip([0] + cuts, cuts + [bytes.count]) { hash.update(bytes[start..<end]) }
        var whole = SHA256()
        whole.update(Data(bytes))
        #expect(hash.finalize() == whole.finalize())
        // A non-contiguous sequence takes the copying path.
        var lazy = SHA256()
        lazy.update(bytes.lazy.map { $0 })
        #expect(lazy.finalize() == whole.finalize())
    }
}

extension SHA256Tests {
    /// The SHA-extension (SHA-NI) compression, which this machine's CPU picks when it has them, against the portable
    /// one on 1 MiB of seeded bytes: the same state after every block count from 1 to 64 and after all 16,384.
    @Test func bothCompressionFunctionsAgree() {
        var generator = SplitMix(seed: 0x5eed)
        let blocks = (0..<(1 << 20)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let initial: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        for count in Array(1...64) + [blocks.count / 64] {
            var dispatched = initial, portable = initial
            blocks.withUnsafeBufferPointer { bytes in
                dynamics_sha256_compress(&dispatched, bytes.baseAddress, count)
                dynamics_sha256_compress_portable(&portable, bytes.baseAddress, count)
            }
            #expect(dispatched == portable, "\(count) blocks")
        }
    }
}

/// A small seeded generator (SplitMix64) for test data.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e3779b97f4a7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58476d1ce4e5b9
        z = (z ^ (z >> 27)) &* 0x94d049bb133111eb
        return z ^ (z >> 31)
    }
}
