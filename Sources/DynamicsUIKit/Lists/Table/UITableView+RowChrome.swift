import Foundation
import DynamicsGeometry

extension UITableView {
    /// The separators and corners of the row's cell for the table's style and separator settings.
    func chrome(for indexPath: IndexPath) -> ListRowChrome {
        let inset = ListRowChrome.Line(left: separatorInset.left, right: separatorInset.right,
                                       alignsToText: separatorInset == UITableView.defaultSeparatorInset)
        return ListRowChrome(style: style, isFirst: indexPath.row == 0,
                             isLast: indexPath.row == rowCounts[indexPath.section] - 1,
                             separator: separatorStyle == .none ? nil : inset, color: separatorColor)
    }

    /// UIKit's default separator inset: 16 pt from the leading edge.
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
}
