import Foundation

/// The ARC4 keystream GameplayKit's `GKARC4RandomSource` reads, as public decompilations of GameplayKit describe it:
/// the usual RC4 key schedule but over 255 positions (the last one, 255, is never swapped by the schedule), then the
/// usual output loop. Multi-byte values are the next bytes, most significant first.
struct ARC4Generator {
    private var state = [UInt8](0...255)
    private var i: UInt8 = 0
    private var j: UInt8 = 0

    /// The generator keyed by `seed` (an empty seed leaves the identity permutation).
    init(seed: Data) {
        let key = [UInt8](seed)
        guard !key.isEmpty else { return }
        var j: UInt8 = 0
        for position in 0..<255 {
            j = j &+ state[position] &+ key[position % key.count]
            state.swapAt(position, Int(j))
        }
    }

    /// The next keystream byte.
    mutating func nextByte() -> UInt8 {
        advance()
        return state[Int(state[Int(i)] &+ state[Int(j)])]
    }

    /// Moves the keystream on by one byte without reading it.
    mutating func advance() {
        i = i &+ 1
        j = j &+ state[Int(i)]
        state.swapAt(Int(i), Int(j))
    }

    /// The next `count` bytes as one big-endian number.
    mutating func next(bytes count: Int) -> UInt64 {
        (0..<count).reduce(UInt64(0)) { value, _ in value << 8 | UInt64(nextByte()) }
    }
}
