import Foundation
import DynamicsGeometry

/// Where every part of a table view lies along its height, in content coordinates: the table header, each section's
/// header, rows and footer, and the table footer. Built from the resolved heights whenever the data, the heights or
/// the width change; rows are found by binary search, so a table of many thousand rows scrolls without scanning them.
struct TableGeometry {
    /// One section's extent.
    struct Section {
        /// Top of the section's header.
        var top: CGFloat
        var headerHeight: CGFloat
        /// Top of each row, then the bottom of the last one (`rowCount + 1` values).
        var rowEdges: [CGFloat]
        var footerHeight: CGFloat

        var rowCount: Int { rowEdges.count - 1 }
        var rowsTop: CGFloat { top + headerHeight }
        var rowsBottom: CGFloat { rowEdges[rowEdges.count - 1] }
        var bottom: CGFloat { rowsBottom + footerHeight }
    }

    var tableHeaderHeight: CGFloat = 0
    var sections: [Section] = []
    var tableFooterHeight: CGFloat = 0

    /// The whole height: header, sections, footer.
    var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }
    /// The top of the table footer view.
    var tableFooterTop: CGFloat { sections.last?.bottom ?? tableHeaderHeight }

    /// Lays the sections out one after another below the table header.
    init(tableHeaderHeight: CGFloat, sectionHeights: [(header: CGFloat, rows: [CGFloat], footer: CGFloat)],
         tableFooterHeight: CGFloat) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        var y = tableHeaderHeight
        sections = sectionHeights.map { heights in
            let top = y
            y += heights.header
            var edges = [y]
            edges.reserveCapacity(heights.rows.count + 1)
            for height in heights.rows {
                y += height
                edges.append(y)
            }
            y += heights.footer
            return Section(top: top, headerHeight: heights.header, rowEdges: edges, footerHeight: heights.footer)
        }
    }

    /// An empty table.
    init() {}

    /// The vertical extent of the row, nil when it does not exist.
    func rowSpan(_ indexPath: IndexPath) -> (minY: CGFloat, height: CGFloat)? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let edges = sections[indexPath.section].rowEdges
        guard indexPath.row >= 0, indexPath.row < edges.count - 1 else { return nil }
        return (edges[indexPath.row], edges[indexPath.row + 1] - edges[indexPath.row])
    }

    /// The index paths of the rows that share some height with `minY..<maxY`, in order.
    func rows(between minY: CGFloat, and maxY: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.rowsBottom > minY && section.rowsTop < maxY {
            let first = Self.lastEdge(in: section.rowEdges, atOrBelow: minY)
            var row = max(first, 0)
            while row < section.rowCount, section.rowEdges[row] < maxY {
                if section.rowEdges[row + 1] > minY { found.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return found
    }

    /// The row whose extent contains `y`, nil between rows (headers, footers, outside).
    func row(at y: CGFloat) -> IndexPath? {
        for (index, section) in sections.enumerated() where y >= section.rowsTop && y < section.rowsBottom {
            let row = Self.lastEdge(in: section.rowEdges, atOrBelow: y)
            if row >= 0, row < section.rowCount { return IndexPath(row: row, section: index) }
        }
        return nil
    }

    /// The index of the last edge at or above `y` on screen (value ≤ `y`), by binary search over the sorted edges;
    /// −1 when every edge lies below `y`.
    private static func lastEdge(in edges: [CGFloat], atOrBelow y: CGFloat) -> Int {
        var low = 0, high = edges.count
        while low < high {
            let middle = (low + high) / 2
            if edges[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}
