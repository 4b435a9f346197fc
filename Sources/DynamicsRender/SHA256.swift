/// SHA-256 (FIPS 180-4), enough for fingerprinting rendered frames in the manifest without a crypto dependency.
public struct SHA256: Sendable {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    private var pending: [UInt8] = []
    private var messageLength: UInt64 = 0

    /// A fresh hash of the empty message.
    public init() {}

    /// The lowercase hex digest of `bytes`.
    public static func hexDigest<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize().map { byte in
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
        let words = [copy.state.0, copy.state.1, copy.state.2, copy.state.3,
                     copy.state.4, copy.state.5, copy.state.6, copy.state.7]
        return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    /// Hashes `blocks`, a whole number of 64-byte blocks.
    private mutating func compressBlocks(of blocks: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !blocks.isEmpty else { return }
        messageLength &+= UInt64(blocks.count) &* 8
        let base = UnsafeBufferPointer(rebasing: blocks)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            var offset = 0
            while offset < base.count {
                compress(base, at: offset, schedule: schedule)
                offset += 64
            }
        }
    }

    private mutating func compress(_ block: UnsafeBufferPointer<UInt8>, at offset: Int,
                                   schedule w: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<16 {
            let b = offset + 4 * i
            w[i] = UInt32(block[b]) << 24 | UInt32(block[b + 1]) << 16 | UInt32(block[b + 2]) << 8 | UInt32(block[b + 3])
        }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for i in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ SHA256.roundConstants[i] &+ w[i]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                 state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
