import Foundation
import DynamicsGeometry

extension UITableView {
    /// A plain table without a footer view draws separators below its last row to the bottom of the view, one
    /// row height apart, as UIKit does for the rows that are not there.
    func drawPlaceholderSeparators() {
        guard style == .plain, tableFooterView == nil, separatorStyle != .none, let color = separatorColor else { return }
        let pitch = rowHeight > 0 ? rowHeight : UITableView.defaultRowHeight
        let thickness = 1 / UIScreen.main.scale
        color.setFill()
        var bottom = geometry.contentHeight + pitch
        while bottom - thickness < bounds.maxY {
            if bottom > bounds.minY {
                UIRectFill(CGRect(x: separatorInset.left, y: bottom - thickness,
                                  width: max(0, bounds.width - separatorInset.left - separatorInset.right),
                                  height: thickness))
            }
            bottom += pitch
        }
    }
}
