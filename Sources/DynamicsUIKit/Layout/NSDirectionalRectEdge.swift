import Foundation

/// Edges of a rectangle named by reading direction, as UIKit's `NSDirectionalRectEdge` (where a button
/// configuration puts its image). Left to right here, so leading is left.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Edges from raw bits (UIKit's values).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
