import Foundation
import DynamicsGeometry

/// What a list section's layout tells a row's cell about its place, as UIKit's list layout attributes do: the
/// section's style and whether the row opens or closes the section (its separators and rounded corners).
struct ListItemPlacement {
    let style: ListSectionStyle
    let isFirst: Bool
    let isLast: Bool

    /// The row's separators and corners, the separator starting at the text.
    @MainActor func chrome() -> ListRowChrome {
        let line = ListRowChrome.Line(left: TableStyleMetrics.contentMargin, right: 0, alignsToText: true)
        return ListRowChrome(style: style.tableStyle, isFirst: isFirst, isLast: isLast,
                             separator: style.configuration.showsSeparators ? line : nil, color: .separator)
    }
}
