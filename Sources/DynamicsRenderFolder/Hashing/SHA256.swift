import CSHA256

/// SHA-256 (FIPS 180-4), enough for fingerprinting rendered frames in the manifest without a crypto dependency. The
/// compression function is C (`CSHA256`): Swift compiled without optimisation, as in debug builds and their tests,
/// spent most of a frame's render time hashing it.
public struct SHA256: Sendable {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var pending: [UInt8] = []
    private var messageLength: UInt64 = 0

    /// A fresh hash of the empty message.
    public init() {}

    /// The lowercase hex digest of `bytes`.
    public static func hexDigest<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash = SHA256()
        hash.update(bytes)
        return hexString(hash.finalize())
    }

    /// `digest` in lowercase hex.
    public static func hexString(_ digest: [UInt8]) -> String {
        digest.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// Feeds more message bytes. Whole 64-byte blocks of contiguous input are hashed in place, without copying.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in update(contiguous: buffer) }
        if handled == nil { Array(bytes).withUnsafeBufferPointer { update(contiguous: $0) } }
    }

    private mutating func update(contiguous input: UnsafeBufferPointer<UInt8>) {
        var input = input[...]
        if !pending.isEmpty {
            let needed = min(64 - pending.count, input.count)
            pending.append(contentsOf: input.prefix(needed))
            input = input.dropFirst(needed)
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBufferPointer { compressBlocks(of: $0[...]) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = input.count / 64 * 64
        compressBlocks(of: input.prefix(whole))
        pending.append(contentsOf: input.dropFirst(whole))
    }

    /// Pads the message and returns the 32-byte digest.
    public func finalize() -> [UInt8] {
        var copy = self
        let bitLength = copy.messageLength &+ UInt64(copy.pending.count) &* 8
        var tail = copy.pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { copy.compressBlocks(of: $0[...]) }
        return copy.state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    /// Hashes `blocks`, a whole number of 64-byte blocks.
    private mutating func compressBlocks(of blocks: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !blocks.isEmpty, let base = UnsafeBufferPointer(rebasing: blocks).baseAddress else { return }
        messageLength &+= UInt64(blocks.count) &* 8
        state.withUnsafeMutableBufferPointer { words in
            dynamics_sha256_compress(words.baseAddress, base, blocks.count / 64)
        }
    }
}
