import Foundation

/// A random source over a 48-bit linear congruential generator: state ← (0x5DEECE66D × state + 11) mod 2^48, and
/// `n` bits are the state's top `n` (`nextInt` the next 32 as a signed number, `nextUniform` 24 over 2^24,
/// `nextBool` one, and a bound of 1 still reads 32). That is java.util.Random's generator, except that the seed is used as the state
/// as it is (Java first XORs it with 0x5DEECE66D). Fast and weak, as Apple says.
open class GKLinearCongruentialRandomSource: GKRandomSource {
    /// The generator's state: setting it restarts the sequence there.
    open var seed: UInt64

    /// A source seeded from the system's random generator (different every run).
    public convenience override init() {
        var generator = SystemRandomNumberGenerator()
        self.init(seed: generator.next())
    }

    /// A source starting from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        super.init(arc4Seed: Data())
    }

    override func nextBits(_ count: Int) -> UInt64 {
        seed = (0x5DEECE66D &* seed &+ 11) & 0xFFFF_FFFF_FFFF
        return seed >> UInt64(48 - min(max(count, 1), 48))
    }

    override func boundedInt(_ bound: UInt64) -> UInt64 { powerOfTwoOrModulo(bound) }

    open override func nextBool() -> Bool { nextBits(1) != 0 }
}
