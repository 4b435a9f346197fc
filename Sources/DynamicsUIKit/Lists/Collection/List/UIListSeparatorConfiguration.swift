import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// How the separators of a list section's rows look (iOS 14.5): whether the lines over and under a row show, their
/// insets and their colour. A list configuration's `separatorConfiguration` gives every row of its sections one; its
/// `itemSeparatorHandler` may change it row by row (docs/tables.md, "List collection views").
@preconcurrency @MainActor public struct UIListSeparatorConfiguration {
    /// Whether a separator shows: `.automatic` (as the list decides: the table style's lines), `.visible` or
    /// `.hidden`.
    /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
    /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
    public typealias Visibility = CUIKitOpenEnums.__UIListSeparatorVisibility

    /// Insets whose leading and trailing edges (`CGFloat.greatestFiniteMagnitude`) ask for the list's own: the line
    /// starts at the row's text and runs to its trailing edge. UIKit's value (top and bottom 0).
    nonisolated public static let automaticInsets = NSDirectionalEdgeInsets(
        top: 0, leading: .greatestFiniteMagnitude, bottom: 0, trailing: .greatestFiniteMagnitude)

    /// Whether the line over the row shows.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the line under the row shows.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the line over the row, from the row's leading and trailing edges (`automaticInsets` by default;
    /// an edge at `greatestFiniteMagnitude` keeps the list's).
    public var topSeparatorInsets = automaticInsets
    /// The insets of the line under the row, as `topSeparatorInsets`.
    public var bottomSeparatorInsets = automaticInsets
    /// The lines' colour (`separator` by default).
    public var color: UIColor = .separator
    /// The lines' colour while several rows are selected (`separator` by default; kept, not drawn here).
    public var multipleSelectionColor: UIColor = .separator
    /// An effect the lines are drawn with (kept; the lines are drawn in `color` here).
    public var visualEffect: UIVisualEffect?

    /// The defaults for a list of `listAppearance` (the same for every appearance, as on iOS).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
