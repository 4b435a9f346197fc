import Foundation
import DynamicsGeometry

extension UITableView {
    /// Places the separators a plain table without a `tableFooterView` shows below its last row, as UIKit's
    /// separator views for the rows that are not there: one every row height (`rowHeight`, 44 pt when it is
    /// automatic) down to the bottom of the visible bounds, each one pixel high at the bottom of its empty row, with
    /// the table's `separatorInset` and `separatorColor`, behind the cells. Grouped tables, a footer view or
    /// `separatorStyle = .none` show none. Runs in every layout pass, so the lines follow scrolling.
    func placeEmptyRowSeparators() {
        let frames = emptyRowSeparatorFrames()
        while emptyRowSeparators.count > frames.count { emptyRowSeparators.removeLast().removeFromSuperview() }
        UIView.performWithoutAnimation {
            while emptyRowSeparators.count < frames.count {
                let line = UIView()
                line.isUserInteractionEnabled = false
                insertSubview(line, at: 0)
                emptyRowSeparators.append(line)
            }
        }
        for (line, frame) in zip(emptyRowSeparators, frames) {
            if line.frame != frame { line.frame = frame }
            line.backgroundColor = separatorColor
        }
    }

    /// Where the empty rows' separators go in the visible bounds (none where the table shows none).
    private func emptyRowSeparatorFrames() -> [CGRect] {
        guard style == .plain, tableFooterView == nil, separatorStyle != .none, separatorColor != nil else { return [] }
        let pitch = rowHeight > 0 ? rowHeight : UITableView.defaultRowHeight
        let thickness = 1 / UIScreen.main.scale
        let width = max(0, bounds.width - separatorInset.left - separatorInset.right)
        var frames: [CGRect] = []
        // The first empty row ends one pitch below the content; rows above the visible bounds are skipped whole.
        var bottom = geometry.contentHeight + pitch
        if bottom < bounds.minY { bottom += ((bounds.minY - bottom) / pitch).rounded(.down) * pitch }
        while bottom - thickness < bounds.maxY {
            if bottom > bounds.minY {
                frames.append(CGRect(x: separatorInset.left, y: bottom - thickness, width: width, height: thickness))
            }
            bottom += pitch
        }
        return frames
    }
}
