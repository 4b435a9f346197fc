import DynamicsGeometry
import Foundation

extension UIView {
    /// Which margins and sizes of a view follow its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        /// A mask from its raw bits (UIKit's values).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies each subview's autoresizing mask after this view's size changed from `oldSize`: the change is shared
    /// among the subview's flexible margins and size in proportion to their current lengths, as UIKit does.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            (frame.origin.x, frame.size.width) = Self.resize(
                start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX,
                delta: newSize.width - oldSize.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            (frame.origin.y, frame.size.height) = Self.resize(
                start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY,
                delta: newSize.height - oldSize.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = frame
        }
    }

    private static func resize(start: CGFloat, length: CGFloat, end: CGFloat, delta: CGFloat,
                               flexible: (start: Bool, length: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (start, length) }
        let shares = autoresizingShares(start: start, length: length, end: end, flexible: flexible)
        return (start + delta * shares.start, max(0, length + delta * shares.length))
    }

    /// The fractions of a change in the superview's length that go to a subview's start margin and to its length:
    /// shared among the flexible parts in proportion to their current lengths, or equally when those are all zero.
    /// The resizing above and the constraints Auto Layout makes from a mask both use it.
    static func autoresizingShares(start: CGFloat, length: CGFloat, end: CGFloat,
                                   flexible: (start: Bool, length: Bool, end: Bool)) -> (start: CGFloat, length: CGFloat) {
        let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, end)].filter(\.0).map(\.1)
        guard !parts.isEmpty else { return (0, 0) }
        let total = parts.reduce(0, +)
        func share(_ value: CGFloat) -> CGFloat { total > 0 ? value / total : 1 / CGFloat(parts.count) }
        return (flexible.start ? share(start) : 0, flexible.length ? share(length) : 0)
    }
}
