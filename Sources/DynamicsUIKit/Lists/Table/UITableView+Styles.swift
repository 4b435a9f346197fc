import Foundation
import DynamicsGeometry

extension UITableView {
    /// How a table draws its sections.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on a white background, section headers floating at the top while their section
        /// scrolls.
        case plain
        /// Sections apart from each other on the grey grouped background, separated by hairlines.
        case grouped
        /// Grouped sections inset from the sides with rounded corners (iOS 13).
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as possible to show the whole row.
        case none
        /// The row at the top of the view.
        case top
        /// The row in the middle of the view.
        case middle
        /// The row at the bottom of the view.
        case bottom
    }

    /// How inserted rows come in and deleted rows go out (docs/tables.md lists what each one does here).
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out in place.
        case fade
        /// Slide in from, or out to, the right.
        case right
        /// Slide in from, or out to, the left.
        case left
        /// Slide down from, or up to, the row above, fading.
        case top
        /// Slide up from, or down to, the row below, fading.
        case bottom
        /// No animation of the row itself; the rows around it still move.
        case none
        /// Fade in or out in place, as `.fade` (UIKit grows the row from its middle).
        case middle
        /// The table chooses: `.fade`.
        case automatic = 100
    }

    /// How a table draws the lines between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A one-pixel line.
        case singleLine
        /// A one-pixel line (UIKit's etched look ended with iOS 7).
        case singleLineEtched
    }

    /// The value that asks a table to size a row, header or footer itself (`-1` in UIKit too).
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The height of a row when neither `rowHeight` nor the delegate gives one (UIKit's 44 pt).
    static let defaultRowHeight: CGFloat = 44
}
