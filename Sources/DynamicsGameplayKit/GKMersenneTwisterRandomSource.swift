import Foundation

/// A random source over the 64-bit Mersenne Twister (C++'s `std::mt19937_64`: 312 words, initialised from `seed` by
/// x[i] = 6364136223846793005 × (x[i−1] ⊕ (x[i−1] >> 62)) + i); `n` bits are the top `n` of each tempered output.
open class GKMersenneTwisterRandomSource: GKRandomSource {
    private var state = [UInt64](repeating: 0, count: 312)
    private var index = 0

    /// The seed; setting it restarts the sequence from it.
    open var seed: UInt64 {
        didSet { reseed() }
    }

    /// A source seeded from the system's random generator (different every run).
    public convenience override init() {
        var generator = SystemRandomNumberGenerator()
        self.init(seed: generator.next())
    }

    /// A source seeded with `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        super.init(arc4Seed: Data())
        reseed()
    }

    private func reseed() {
        state[0] = seed
        for position in 1..<312 {
            let previous = state[position - 1]
            state[position] = 6_364_136_223_846_793_005 &* (previous ^ (previous >> 62)) &+ UInt64(position)
        }
        index = 0
    }

    /// The next tempered 64-bit output, one word twisted at a time.
    private func nextWord() -> UInt64 {
        let next = (index + 1) % 312
        let mixed = (state[index] & 0xFFFF_FFFF_8000_0000) | (state[next] & 0x7FFF_FFFF)
        var word = state[(index + 156) % 312] ^ (mixed >> 1)
        if state[next] & 1 != 0 { word ^= 0xB502_6F5A_A966_19E9 }
        state[index] = word
        index = next
        word ^= (word >> 29) & 0x5555_5555_5555_5555
        word ^= (word << 17) & 0x71D6_7FFF_EDA6_0000
        word ^= (word << 37) & 0xFFF7_EEE0_0000_0000
        word ^= word >> 43
        return word
    }

    override func nextBits(_ count: Int) -> UInt64 {
        nextWord() >> UInt64(64 - min(max(count, 1), 64))
    }

    override func boundedInt(_ bound: UInt64) -> UInt64 { powerOfTwoOrModulo(bound) }

    open override func nextBool() -> Bool { nextBits(1) != 0 }
}
