import Foundation
import DynamicsGeometry

/// The numbers a list section draws with, from its configuration: the table style it looks like (one owner of those
/// numbers: `TableStyleMetrics` and `ListRowChrome`), its insets, colours and the estimated heights of its rows,
/// headers and footers (docs/tables.md, "List collection views").
@MainActor struct ListSectionStyle {
    let configuration: UICollectionLayoutListConfiguration

    /// A row's height before its cell is measured, as UIKit's lists estimate.
    static let estimatedRowHeight: CGFloat = 44

    /// The table style the appearance draws as (on a phone, a sidebar is an inset-grouped list).
    var tableStyle: UITableView.Style {
        switch configuration.appearance {
        case .grouped: return .grouped
        case .insetGrouped, .sidebar: return .insetGrouped
        default: return .plain // `.plain`, `.sidebarPlain`, and a later system's appearance
        }
    }

    private var metrics: TableStyleMetrics { TableStyleMetrics(style: tableStyle) }

    /// The section's insets in a container `width` wide: inset-grouped sections keep the layout margins at the
    /// sides (16 pt, 20 pt from 414 pt wide); grouped ones leave a grouped table's first-header space above them
    /// when they have no header (a header carries that space itself).
    func contentInsets(width: CGFloat) -> NSDirectionalEdgeInsets {
        let side = metrics.sectionInset(forWidth: width)
        let top = tableStyle == .plain || configuration.headerMode == .supplementary
            ? 0 : TableStyleMetrics.groupedFirstHeaderHeight
        return NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
    }

    /// The estimated height of a supplementary header: a plain table's title bar, or a grouped header with a title
    /// (the space above the section and the title's line).
    var headerHeight: CGFloat {
        tableStyle == .plain ? TableStyleMetrics.plainSectionTitleHeight
            : TableStyleMetrics.groupedFirstHeaderHeight + TableStyleMetrics.groupedTitleExtra
                + (configuration.headerTopPadding ?? 0)
    }

    /// The estimated height of a supplementary footer: a plain title bar, or a grouped footer's one line of text.
    var footerHeight: CGFloat {
        tableStyle == .plain ? TableStyleMetrics.plainSectionTitleHeight
            : TableStyleMetrics.groupedFooterTitleTop + TableStyleMetrics.groupedTitleExtra
                + TableStyleMetrics.groupedSpacerHeight
    }

    /// The list's background: the configuration's, else the table style's.
    var backgroundColor: UIColor { configuration.backgroundColor ?? metrics.backgroundColor }

    /// The background a row's cell gets unless it has its own `backgroundConfiguration`.
    var cellBackground: UIBackgroundConfiguration {
        tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }
}
