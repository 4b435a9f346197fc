import Foundation

// Core Graphics' C comparisons (`CGPointEqualToPoint`…) as Swift imports them on Apple platforms. Foundation on
// Linux declares the types without these methods, so ported code that calls them would not compile.

extension CGPoint {
    /// Whether both coordinates equal `point2`'s, as `CGPointEqualToPoint`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether width and height equal `size2`'s, as `CGSizeEqualToSize`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the rectangles cover the same area, as `CGRectEqualToRect`: both are standardised first, so a
    /// rectangle with a negative width equals its mirror with a positive one.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
