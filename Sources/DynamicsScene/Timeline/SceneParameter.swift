/// A value a scene declares with `SceneContext.parameter(_:default:in:)`, so it can be changed without a rebuild:
/// `dynamics render --set NAME=VALUE`, or a slider in the studio.
public struct SceneParameter: Codable, Equatable, Sendable {
    /// The name `--set` and the studio use.
    public var name: String
    /// The value the scene runs with when none is given.
    public var defaultValue: Double
    /// The smallest and largest values allowed.
    public var minimum: Double, maximum: Double

    /// A parameter called `name`, `defaultValue` unless given, within `range`.
    public init(name: String, defaultValue: Double, range: ClosedRange<Double>) {
        self.name = name
        self.defaultValue = defaultValue
        minimum = range.lowerBound
        maximum = range.upperBound
    }

    /// `value` kept within the range; nil for a value that is not finite.
    public func clamped(_ value: Double) -> Double? {
        value.isFinite ? min(max(value, minimum), maximum) : nil
    }
}
