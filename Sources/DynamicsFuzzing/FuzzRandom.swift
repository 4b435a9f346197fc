import Foundation

/// The fuzzer's random numbers: SplitMix64, so a seed gives the same scene on every machine and Swift version
/// (the standard library's generator makes no such promise).
public struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> CGFloat {
        CGFloat(Double.random(in: range, using: &self))
    }

    /// A value whose logarithm is uniform between the logarithms of the bounds (both above 0): sizes from half a
    /// point to thousands of points are then equally likely per decade.
    mutating func logUniform(_ low: Double, _ high: Double) -> CGFloat {
        CGFloat(exp(Double.random(in: log(low)...log(high), using: &self)))
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A magnitude from ordinary to extreme: 0, tiny, everyday or huge, with either sign when `signed`.
    mutating func wild(typical: Double, signed: Bool = true) -> CGFloat {
        let magnitude: CGFloat
        switch Int.random(in: 0..<10, using: &self) {
        case 0: magnitude = 0
        case 1: magnitude = logUniform(1e-6, 1e-2)
        case 2, 3: magnitude = logUniform(typical * 100, 1e9)
        default: magnitude = uniform(0...(typical * 2))
        }
        return signed && chance(0.3) ? -magnitude : magnitude
    }

    /// A value no public API may let through: NaN, an infinity, or a finite value far beyond any screen (1e13 and
    /// 1e300, either sign). The animator refuses or ignores each one where it enters, with one line.
    mutating func hostile() -> CGFloat {
        let value = pick([CGFloat.nan, .infinity, 1e300, 1e13, .greatestFiniteMagnitude])
        return chance(0.5) ? -value : value
    }

    /// A point within `rect` grown by `margin` on every side.
    mutating func point(in rect: CGRect, margin: CGFloat = 0) -> CGPoint {
        CGPoint(x: uniform(Double(rect.minX - margin)...Double(rect.maxX + margin)),
                y: uniform(Double(rect.minY - margin)...Double(rect.maxY + margin)))
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }

    /// One element of an array, nil when it is empty.
    mutating func pick<T>(optional values: [T]) -> T? { values.isEmpty ? nil : pick(values) }
}
