import Foundation
import DynamicsGeometry

/// What a list section's layout tells a row's cell about its place, as UIKit's list layout attributes do: the
/// section's style, the row's index path and whether the row opens or closes the section (its separators and rounded
/// corners).
struct ListItemPlacement {
    let style: ListSectionStyle
    let indexPath: IndexPath
    let isFirst: Bool
    let isLast: Bool

    /// The row's separators and corners: the table style's lines (the one under a row starting at its text), as the
    /// section's separator configuration and its item separator handler change them.
    @MainActor func chrome() -> ListRowChrome {
        let configuration = style.configuration
        guard configuration.showsSeparators else {
            return ListRowChrome(style: style.tableStyle, isFirst: isFirst, isLast: isLast, separator: nil, color: nil)
        }
        let separators = configuration.itemSeparatorHandler?(indexPath, configuration.separatorConfiguration)
            ?? configuration.separatorConfiguration
        let standard = ListRowChrome.Line(left: TableStyleMetrics.contentMargin, right: 0, alignsToText: true)
        var chrome = ListRowChrome(style: style.tableStyle, isFirst: isFirst, isLast: isLast, separator: standard,
                                   color: separators.color)
        chrome.bottom = Self.line(chrome.bottom, standard: standard, visibility: separators.bottomSeparatorVisibility,
                                  insets: separators.bottomSeparatorInsets)
        chrome.top = Self.line(chrome.top, standard: standard, visibility: separators.topSeparatorVisibility,
                               insets: separators.topSeparatorInsets)
        return chrome
    }

    /// A line as a separator configuration has it: the style's (`automatic`), the style's or else a standard one
    /// (`visible`), or none (`hidden`); a leading or trailing inset other than the automatic one replaces the line's.
    private static func line(_ automatic: ListRowChrome.Line?, standard: ListRowChrome.Line,
                             visibility: UIListSeparatorConfiguration.Visibility,
                             insets: NSDirectionalEdgeInsets) -> ListRowChrome.Line? {
        var line: ListRowChrome.Line
        switch visibility {
        case .hidden: return nil
        case .visible: line = automatic ?? standard
        default: // `.automatic`, and a later system's visibility
            guard let automatic else { return nil }
            line = automatic
        }
        let automaticInsets = UIListSeparatorConfiguration.automaticInsets
        if insets.leading != automaticInsets.leading {
            line.left = insets.leading
            line.alignsToText = false
        }
        if insets.trailing != automaticInsets.trailing { line.right = insets.trailing }
        return line
    }
}
