import Foundation

/// A closed range of floating-point values, as UIKit's `UIFloatRange` (attachment ranges, field strengths).
public struct UIFloatRange: Hashable, Sendable {
    /// The lower bound.
    public var minimum: CGFloat
    /// The upper bound.
    public var maximum: CGFloat

    /// The range [0, 0].
    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    /// The range [`minimum`, `maximum`].
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range [0, 0].
    public static var zero: UIFloatRange { UIFloatRange() }

    /// The range [−∞, +∞].
    public static var infinite: UIFloatRange { UIFloatRange(minimum: -.infinity, maximum: .infinity) }

    /// UIKit's `UIFloatRangeIsInfinite`: true when the range reaches at least ±`FLT_MAX` on both sides.
    public var isInfinite: Bool {
        let floatMax = CGFloat(Float.greatestFiniteMagnitude)
        return minimum <= -floatMax && maximum >= floatMax
    }

    /// UIKit's `UIFloatRangeIsEqualToRange`: both bounds equal.
    public func isEqual(to otherRange: UIFloatRange) -> Bool { self == otherRange }
}
