import Foundation
import DynamicsGeometry

/// Insets named by leading and trailing edges instead of left and right: leading is the left edge in a
/// left-to-right layout and the right edge in a right-to-left one.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// All four insets zero, the C struct's zero initialiser on iOS.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All zero.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets by left and right edge: leading is the left edge left to right, the right edge right to left.
    func edgeInsets(in direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// Directional insets from edge insets of a layout in `direction`.
    init(_ insets: UIEdgeInsets, in direction: UIUserInterfaceLayoutDirection = .leftToRight) {
        let (leading, trailing) = direction == .rightToLeft ? (insets.right, insets.left) : (insets.left, insets.right)
        self.init(top: insets.top, leading: leading, bottom: insets.bottom, trailing: trailing)
    }
}

extension UIEdgeInsets {
    /// Edge by edge sums, for insets that add up (a safe area and the insets a controller adds).
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
                     right: lhs.right + rhs.right)
    }
}
