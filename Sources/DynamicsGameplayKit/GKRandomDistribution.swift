import Foundation

/// Random integers in `lowestValue...highestValue`, every one as likely, from a source (GameplayKit's algorithm: the
/// source's `nextInt(upperBound:)` over the count of outcomes, plus the lowest).
open class GKRandomDistribution: NSObject, GKRandom {
    /// Where the numbers come from.
    let source: GKRandom
    /// The lowest value it gives.
    public let lowestValue: Int
    /// The highest value it gives.
    public let highestValue: Int

    /// How many values it can give.
    open var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    /// Values in `lowestInclusive...highestInclusive` from `source`. Bounds the wrong way round or so far apart that
    /// their count does not fit give the lowest value every time (iOS gives nonsense there).
    public required init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.source = source
        lowestValue = lowestInclusive
        highestValue = highestInclusive
        super.init()
    }

    /// Values in `lowestInclusive...highestInclusive` from a new unseeded ARC4 source.
    public convenience init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.init(randomSource: GKARC4RandomSource(), lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// A die: values 1…`sideCount` from a new unseeded ARC4 source.
    public convenience init(forDieWithSideCount sideCount: Int) {
        self.init(lowestValue: 1, highestValue: sideCount)
    }

    /// A six-sided die.
    open class func d6() -> Self { Self(randomSource: GKARC4RandomSource(), lowestValue: 1, highestValue: 6) }

    /// A twenty-sided die.
    open class func d20() -> Self { Self(randomSource: GKARC4RandomSource(), lowestValue: 1, highestValue: 20) }

    /// The next value in the range.
    open func nextInt() -> Int {
        guard let count = outcomes else { return lowestValue }
        return source.nextInt(upperBound: count) + lowestValue
    }

    /// The next value from `max(lowestValue, 0)` to `min(highestValue, upperBound − 1)`; iOS raises an exception
    /// when that range is empty, this gives its lower end.
    open func nextInt(upperBound: Int) -> Int {
        let low = max(lowestValue, 0)
        let high = min(max(highestValue, 0), upperBound > 0 ? upperBound - 1 : -1)
        let (span, overflow) = high.subtractingReportingOverflow(lowestValue)
        guard low <= high, !overflow, span < Int(UInt32.max) else { return low }
        return source.nextInt(upperBound: span + 1) + low
    }

    /// `nextInt()` divided by `highestValue`, as GameplayKit computes it (so not always within 0…1).
    open func nextUniform() -> Float {
        Float(nextInt()) / Float(highestValue)
    }

    /// The source's next Boolean.
    open func nextBool() -> Bool {
        source.nextBool()
    }

    /// The number of outcomes when it is positive and fits a source's bound.
    var outcomes: Int? {
        let (count, overflow) = highestValue.subtractingReportingOverflow(lowestValue)
        guard !overflow, count >= 0, count < Int(UInt32.max) else { return nil }
        return count + 1
    }
}
