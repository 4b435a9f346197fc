import Foundation

/// Inset distances for the four edges of a rectangle, as UIKit's `UIEdgeInsets`. Positive values shrink a rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the left edge.
    public var left: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the right edge.
    public var right: CGFloat

    /// All insets 0.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given edge distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All insets 0.
    public static var zero: UIEdgeInsets { UIEdgeInsets() }
}

extension CGRect {
    /// The rectangle with its edges moved inward by `insets` (UIKit's `UIEdgeInsetsInsetRect`: plain arithmetic, so
    /// insets larger than the rectangle give a negative size rather than the null rectangle).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }
}
