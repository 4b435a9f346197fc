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
        /// Stretched to the full width (a button's image stretches across what its title leaves; titles keep their
        /// size).
        case fill = 3
        /// Against the leading edge: the left one (left-to-right text only).
        case leading = 4
        /// Against the trailing edge: the right one.
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
        /// Stretched to the full height (a button's image stretches; titles stay centred).
        case fill = 3
    }
}
