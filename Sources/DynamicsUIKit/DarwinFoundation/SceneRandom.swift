import Foundation

/// The numbers Darwin's `arc4random` family gives code that runs in a scene: one generator per scene run, seeded the
/// same way for every run and installed by the scene runner for the span of the run (`withCurrent`), so a ported game
/// that places its obstacles with `arc4random_uniform` renders the same frames and sounds every time. Outside a scene
/// the system's generator answers, as `arc4random` does on a device (Sources/DynamicsUIKit/DECISIONS.md, "Random
/// numbers in a scene"). The umbrella's `arc4random()` and `arc4random_uniform(_:)` read it.
package final class SceneRandom: RandomNumberGenerator {
    private static let slot = ThreadScoped<SceneRandom>()
    /// SplitMix64's counter.
    private var state: UInt64

    /// A generator whose first output is the same for every run given the same `seed`.
    package init(seed: UInt64 = 0) {
        state = seed
    }

    /// The generator of the scene running on this thread, if any.
    package static var current: SceneRandom? { slot.value }

    /// Runs `body` with this generator current on this thread, then restores the previous one.
    package func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.slot.withValue(self, body)
    }

    /// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a 64-bit counter
    /// stepped by the golden ratio and mixed; every seed gives a full-period stream that passes BigCrush.
    package func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `arc4random()`: 32 random bits, from the scene's generator while a scene runs on this thread.
    package static func draw32() -> UInt32 {
        guard var generator = current else { return UInt32.random(in: .min ... .max) }
        return UInt32.random(in: .min ... .max, using: &generator)
    }

    /// `arc4random_uniform(upperBound)`: a number in 0 ..< `upperBound`, every one equally likely (0 when the bound is
    /// below 2, as Darwin's), from the scene's generator while a scene runs on this thread.
    package static func draw(below upperBound: UInt32) -> UInt32 {
        guard upperBound > 1 else { return 0 }
        guard var generator = current else { return UInt32.random(in: 0..<upperBound) }
        return UInt32.random(in: 0..<upperBound, using: &generator)
    }
}
