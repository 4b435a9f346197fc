import CXXHash

/// XXH3's 128-bit hash (xxHash 0.8, Debian's `libxxhash`), fed in pieces: what fingerprints rendered frames. It reads
/// tens of gigabytes a second, so hashing the 8 MB of a 1080×1920 frame costs well under a millisecond, where SHA-256
/// took longer than drawing the frame. Not a cryptographic hash: manifests guard against accidents, not attackers.
public final class XXH3 {
    private let state: OpaquePointer

    /// A fresh hash of the empty message (seed 0, as `xxhsum -H2` computes it).
    public init() {
        guard let state = XXH3_createState() else { fatalError("out of memory for an XXH3 state") }
        self.state = state
        XXH3_128bits_reset(state)
    }

    deinit { XXH3_freeState(state) }

    /// Feeds more message bytes, hashed in place.
    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        #if arch(x86_64)
        XXH3_128bits_update_dispatch(state, base, bytes.count)
        #else
        XXH3_128bits_update(state, base, bytes.count)
        #endif
    }

    /// Feeds more message bytes.
    public func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if handled == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// Runs `body` with the xxHash state itself, for C code that feeds it (the PNG encoder).
    package func withState<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result { try body(state) }

    /// The 16-byte digest of everything fed so far, in xxHash's canonical (big-endian) order, as `xxhsum` prints it.
    /// The hash stays open: more bytes may follow.
    public func finalize() -> [UInt8] {
        var canonical = XXH128_canonical_t()
        XXH128_canonicalFromHash(&canonical, XXH3_128bits_digest(state))
        return withUnsafeBytes(of: canonical.digest) { Array($0) }
    }
}
