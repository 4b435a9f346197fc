import Foundation

/// The base of GameplayKit's random sources. Made directly (`GKRandomSource()`, `sharedRandom()`), it is what iOS
/// makes for it: an ARC4 source with a seed from the system's random bytes, so its numbers differ every run, as on
/// a device. Give a seeded source (`GKMersenneTwisterRandomSource(seed:)`…) where a render must repeat.
open class GKRandomSource: NSObject, GKRandom {
    /// The ARC4 keystream behind the base class and `GKARC4RandomSource`.
    var arc4: ARC4Generator

    /// A source with a seed from the system's random bytes.
    public override init() {
        arc4 = ARC4Generator(seed: GKRandomSource.systemRandomBytes(16))
        super.init()
    }

    /// A source keyed by `seed` (for `GKARC4RandomSource`).
    init(arc4Seed seed: Data) {
        arc4 = ARC4Generator(seed: seed)
        super.init()
    }

    // Shared as on iOS, where it is not locked either: apps call it from the main thread.
    nonisolated(unsafe) private static let shared = GKRandomSource()

    /// One source shared by the whole process (its numbers differ every run).
    open class func sharedRandom() -> GKRandomSource { shared }

    /// A value in `Int32.min...Int32.max` from the next 32 bits.
    open func nextInt() -> Int {
        Int(Int32(truncatingIfNeeded: nextBits(32)))
    }

    /// A value in `0..<upperBound`: for a power of two the top bits of the next 32, else the next 32 bits modulo the
    /// bound, as GameplayKit does (the small bias included). A bound below 1 gives 0.
    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > 0 else { return 0 }
        return Int(boundedInt(UInt64(upperBound)))
    }

    /// A value in `0..<1` with 24 random bits.
    open func nextUniform() -> Float {
        Float(nextBits(24)) / 16_777_216
    }

    /// The lowest bit of the next ARC4 byte (bit sources: their next bit).
    open func nextBool() -> Bool {
        arc4.nextByte() & 1 != 0
    }

    /// A new array of `array`'s elements in random order (the "inside-out" Fisher–Yates shuffle GameplayKit uses:
    /// each element goes to a random place among those so far, and the one there moves to the end).
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        guard array.count > 1 else { return array }
        var shuffled: [Any] = []
        shuffled.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            let place = nextInt(upperBound: index + 1)
            if place == index {
                shuffled.append(element)
            } else {
                shuffled.append(shuffled[place])
                shuffled[place] = element
            }
        }
        return shuffled
    }

    /// The next `count` random bits (1…64) as the low bits of a number. The base class reads ARC4 bytes, most
    /// significant first, dropping the extra low bits of the last byte.
    func nextBits(_ count: Int) -> UInt64 {
        let bits = min(max(count, 1), 64)
        let bytes = (bits + 7) / 8
        return arc4.next(bytes: bytes) >> UInt64(bytes * 8 - bits)
    }

    /// `nextInt(upperBound:)` on unsigned numbers. ARC4 answers a bound of 1 without reading the keystream; the
    /// bit sources (`BitSource`) read 32 bits for it.
    func boundedInt(_ bound: UInt64) -> UInt64 {
        if bound < 2 { return 0 }
        return powerOfTwoOrModulo(bound)
    }

    /// The top bits of the next 32 scaled to a power-of-two `bound`, else the next 32 bits modulo `bound`.
    final func powerOfTwoOrModulo(_ bound: UInt64) -> UInt64 {
        if bound & (bound - 1) == 0 { return (nextBits(32) &* bound) >> 32 }
        return nextBits(32) % bound
    }

    /// `count` bytes from the system's random generator, for unseeded sources.
    static func systemRandomBytes(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
