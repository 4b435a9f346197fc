import Foundation

/// Random integers around a mean, in a bell curve cut at three deviations (GameplayKit's algorithm: a Box–Muller
/// normal from two of the source's uniforms, rounded; a value outside the range is replaced by a uniform one).
open class GKGaussianDistribution: GKRandomDistribution {
    /// The centre of the curve.
    public let mean: Float
    /// Its standard deviation.
    public let deviation: Float

    /// A curve over `lowestInclusive...highestInclusive`: mean in the middle, deviation a third of the half-width.
    public required init(randomSource source: GKRandom, lowestValue lowestInclusive: Int,
                         highestValue highestInclusive: Int) {
        let mean = Float(Double(highestInclusive + lowestInclusive) * 0.5)
        self.mean = mean
        deviation = (Float(highestInclusive) - mean) * Float(0.333333333)
        super.init(randomSource: source, lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// A curve of `mean` and `deviation`, cut at three deviations either side (bounds truncated to integers).
    public init(randomSource source: GKRandom, mean: Float, deviation: Float) {
        self.mean = mean
        self.deviation = deviation
        let reach = deviation * 3
        super.init(randomSource: source, lowestValue: GKGaussianDistribution.integer(mean - reach),
                   highestValue: GKGaussianDistribution.integer(reach + mean))
    }

    /// The next value: `round(mean + deviation × cos(2π u₂) × √(−2 ln u₁))` in single precision, or, outside the range,
    /// `lowest + Int(u₂ × (highest − lowest))`.
    open override func nextInt() -> Int {
        let u1 = source.nextUniform()
        let u2 = source.nextUniform()
        let normal = mean + deviation * cos(u2 * Float(6.28318531)) * sqrt(log(u1) * -2)
        if normal.isFinite, abs(normal) < Float(Int32.max) {
            let rounded = Int(Int32(normal.rounded(.toNearestOrAwayFromZero)))
            if rounded >= lowestValue, rounded <= highestValue { return rounded }
        }
        return lowestValue + GKGaussianDistribution.integer(u2 * Float(highestValue - lowestValue))
    }

    /// `value` truncated to an integer, 0 when it is not finite or does not fit 32 bits.
    private static func integer(_ value: Float) -> Int {
        guard value.isFinite, abs(value) < Float(Int32.max) else { return 0 }
        return Int(value)
    }
}
