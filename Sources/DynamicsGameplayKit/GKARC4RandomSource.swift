import Foundation

/// A random source over the ARC4 keystream, keyed by `seed`. The same seed gives the same numbers (GameplayKit's
/// algorithm; see docs/frameworks.md). Apple suggests `dropValues(768)` after seeding, which this does not do for you.
open class GKARC4RandomSource: GKRandomSource {
    /// The key; setting it keys the keystream again from the start.
    open var seed: Data {
        didSet { arc4 = ARC4Generator(seed: seed) }
    }

    /// A source keyed by 16 bytes from the system's random generator (different every run).
    public convenience override init() {
        self.init(seed: GKRandomSource.systemRandomBytes(16))
    }

    /// A source keyed by `seed`.
    public init(seed: Data) {
        self.seed = seed
        super.init(arc4Seed: seed)
    }

    /// Skips `count` bytes of the keystream (the first few hundred of ARC4 are its weakest).
    open func dropValues(_ count: Int) {
        for _ in 0..<max(0, count) { arc4.advance() }
    }
}
