import Foundation

/// Edges of a rectangle, with UIKit's names and raw values (a screen-edge pan recogniser's `edges`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// An edge set from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
