import Foundation

/// How strongly a constraint, or a view's resistance to growing or shrinking, holds: 1…1000, with UIKit's named
/// levels. A priority of 1000 (`required`) must hold; lower ones are satisfied as well as the required ones allow,
/// higher before lower.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                                ExpressibleByIntegerLiteral {
    /// The priority's value.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a literal, as in `constraint.priority = 999`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as an integer literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the compression resistance of a view's content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a window-resizing drag's priority.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the priority of a split view's divider drag.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the content hugging of a view.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses for the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
