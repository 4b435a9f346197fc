import Foundation
import DynamicsGeometry

/// The numbers a table's style draws with (docs/tables.md explains each): section insets, corner radius, the heights
/// of headers and footers a table sizes itself, and the fonts and colours of its section titles. One owner, so the
/// layout, the drawing and the tests agree.
struct TableStyleMetrics {
    let style: UITableView.Style

    /// Side inset of inset-grouped sections: the iPhone layout margin, 16 pt, or 20 pt on views 414 pt and wider.
    func sectionInset(forWidth width: CGFloat) -> CGFloat {
        guard style == .insetGrouped else { return 0 }
        return width >= 414 ? 20 : 16
    }

    /// Leading inset of cell text, separators and section titles from a cell's (or section's) edge.
    static let contentMargin: CGFloat = 16

    /// A plain table's header or footer with a title or a view.
    static let plainSectionTitleHeight: CGFloat = 28
    /// Space above the first grouped section, and above later ones as a header without title.
    static let groupedFirstHeaderHeight: CGFloat = 35
    /// A grouped header without title below the first section, and a grouped footer without title.
    static let groupedSpacerHeight: CGFloat = 17.5
    /// What a title adds to a grouped header: the text and the 7 pt under it.
    static let groupedTitleExtra: CGFloat = 20.5
    /// Space between a grouped footer's title and the section above it.
    static let groupedFooterTitleTop: CGFloat = 6
    /// Space under a title's text in a grouped header.
    static let groupedHeaderTitleBottom: CGFloat = 7

    /// The height of a header the table sizes itself.
    func headerHeight(section: Int, hasTitleOrView: Bool) -> CGFloat {
        if style == .plain { return hasTitleOrView ? Self.plainSectionTitleHeight : 0 }
        let base = section == 0 ? Self.groupedFirstHeaderHeight : Self.groupedSpacerHeight
        return hasTitleOrView ? base + Self.groupedTitleExtra : base
    }

    /// The height of a footer the table sizes itself; `titleHeight` is the wrapped title's height (0 without one).
    func footerHeight(hasView: Bool, titleHeight: CGFloat) -> CGFloat {
        if style == .plain { return hasView || titleHeight > 0 ? Self.plainSectionTitleHeight : 0 }
        guard titleHeight > 0 else { return Self.groupedSpacerHeight }
        return Self.groupedFooterTitleTop + titleHeight + Self.groupedSpacerHeight
    }

    /// The table's background: white for plain tables, the grouped grey otherwise.
    var backgroundColor: UIColor { style == .plain ? .systemBackground : .systemGroupedBackground }

    /// A header title's font: 17 pt semibold in plain tables, 13 pt in grouped ones.
    var headerFont: UIFont { style == .plain ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13) }
    /// A header title's colour.
    var headerTextColor: UIColor { style == .plain ? .label : .secondaryLabel }
    /// A footer title's font.
    var footerFont: UIFont { style == .plain ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13) }
    /// A footer title's colour.
    var footerTextColor: UIColor { style == .plain ? .label : .secondaryLabel }
    /// A plain table's header and footer background (the grouped ones have none).
    var sectionTitleBackground: UIColor? { style == .plain ? .secondarySystemBackground : nil }
    /// Whether header titles are shown in capitals (grouped styles).
    var uppercasesHeaderTitles: Bool { style != .plain }
}
