import Foundation

/// A horizontal and vertical offset, as UIKit's `UIOffset` (used e.g. for attachment offsets from an item's centre).
public struct UIOffset: Hashable, Sendable {
    /// Offset along x, in points.
    public var horizontal: CGFloat
    /// Offset along y, in points.
    public var vertical: CGFloat

    /// The zero offset.
    public init() {
        horizontal = 0
        vertical = 0
    }

    /// An offset with the given components.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The offset (0, 0).
    public static var zero: UIOffset { UIOffset() }
}
