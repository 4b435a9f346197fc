import Foundation
import DynamicsGeometry

/// What a table gives a cell for its place in a section: the hairline under it, the one over it (the first row of
/// a grouped section), and the rounded corners of an inset-grouped section's first and last rows.
struct TableCellChrome {
    /// A separator's insets from the cell's edges; `alignsToText` moves the left end to where the text starts
    /// when that lies further in (a cell with an image), as UIKit's automatic separator insets do.
    struct Line {
        var left: CGFloat
        var right: CGFloat
        var alignsToText: Bool
    }

    var bottom: Line?
    var top: Line?
    var color: UIColor?
    var roundedCorners: UIRectCorner = []
}

extension UITableView {
    /// The separators and corners of the row's cell: plain rows all have an inset line under them; grouped
    /// sections add full-width lines over the first and under the last row; inset-grouped sections have no outer
    /// lines and round the first and last rows instead.
    func chrome(for indexPath: IndexPath) -> TableCellChrome {
        var chrome = TableCellChrome()
        let isFirst = indexPath.row == 0
        let isLast = indexPath.row == rowCounts[indexPath.section] - 1
        if style == .insetGrouped {
            if isFirst { chrome.roundedCorners.formUnion([.topLeft, .topRight]) }
            if isLast { chrome.roundedCorners.formUnion([.bottomLeft, .bottomRight]) }
        }
        guard separatorStyle != .none else { return chrome }
        chrome.color = separatorColor
        let inset = TableCellChrome.Line(left: separatorInset.left, right: separatorInset.right,
                                         alignsToText: separatorInset == UITableView.defaultSeparatorInset)
        let full = TableCellChrome.Line(left: 0, right: 0, alignsToText: false)
        switch style {
        case .plain:
            chrome.bottom = inset
        case .grouped:
            chrome.bottom = isLast ? full : inset
            chrome.top = isFirst ? full : nil
        case .insetGrouped:
            chrome.bottom = isLast ? nil : inset
        @unknown default: chrome.bottom = inset
        }
        return chrome
    }

    /// UIKit's default separator inset: 16 pt from the leading edge.
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
}
