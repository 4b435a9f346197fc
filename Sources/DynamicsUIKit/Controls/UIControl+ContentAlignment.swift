import Foundation

extension UIControl {
    /// Where a control places its content across its width (UIKit's raw values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the full width (content is centred here: titles and images keep their size).
        case fill = 3
        /// Against the leading edge: the left one, the right one in a right-to-left interface.
        case leading = 4
        /// Against the trailing edge: the right one, the left one in a right-to-left interface.
        case trailing = 5
    }

    /// Where a control places its content across its height (UIKit's raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to the full height (content is centred here).
        case fill = 3
    }

    /// The left edge of content `width` wide placed in `rect` by `effectiveContentHorizontalAlignment`.
    func contentX(width: CGFloat, in rect: CGRect) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: rect.minX
        case .right, .trailing: rect.maxX - width
        case .center, .fill: rect.midX - width / 2
        }
    }

    /// The top edge of content `height` tall placed in `rect` by `contentVerticalAlignment`.
    func contentY(height: CGFloat, in rect: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        case .center, .fill: rect.midY - height / 2
        }
    }
}
