/// How the ends of stroked open subpaths are drawn, as CoreGraphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops at the end point.
    case butt = 0
    /// A half circle of the line width's diameter is added at each end.
    case round = 1
    /// A half square of the line width is added at each end.
    case square = 2
}

/// How the corners between stroked segments are drawn, as CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled when longer than the miter limit.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Cut-off corners.
    case bevel = 2
}

/// The corners of a rectangle, as UIKit's `UIRectCorner` (y-down: "top" is the minimum y).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at (maxX, minY).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at (minX, maxY).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at (maxX, maxY).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
