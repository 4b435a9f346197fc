import Foundation

/// The names of Core Animation's predefined timing curves, for `CAMediaTimingFunction(name:)` (the SDK's
/// `CAMediaTimingFunctionName`, a top-level type as QuartzCore declares it).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string, as Core Animation spells it.
    public let rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default of implicit layer animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
