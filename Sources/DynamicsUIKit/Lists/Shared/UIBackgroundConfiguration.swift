import Foundation
import DynamicsGeometry

/// A cell's background as a value (iOS 14): a colour, a custom view, rounded corners, insets and a stroke. Start from
/// one of the list backgrounds (`listPlainCell()`, `listGroupedCell()`, …) or `clear()`, change it and assign it to a
/// cell's `backgroundConfiguration`.
@preconcurrency @MainActor public struct UIBackgroundConfiguration {
    /// A view drawn behind the colour's fill, inside the insets; nil for none.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background stays inside the cell's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The fill colour; nil for the view's tint colour, as UIKit resolves it. Setting it keeps it in every state:
    /// `updated(for:)` no longer changes it.
    public var backgroundColor: UIColor? {
        get { fill }
        set {
            fill = newValue
            stateFills = nil
        }
    }
    /// The colour of the line around the background; nil for the tint colour (drawn only with a width).
    public var strokeColor: UIColor?
    /// The width of the line around the background (none by default).
    public var strokeWidth: CGFloat = 0
    /// How far the line lies outside the background's edge.
    public var strokeOutset: CGFloat = 0
    private var fill: UIColor?
    /// The fills of a list background for a cell in its normal state and while highlighted or selected, which
    /// `updated(for:)` chooses between; nil for backgrounds that do not change and once `backgroundColor` is set.
    private var stateFills: (normal: UIColor?, selected: UIColor)?

    private init(backgroundColor: UIColor?, selectedColor: UIColor?) {
        fill = backgroundColor
        stateFills = selectedColor.map { (backgroundColor, $0) }
    }

    /// The configuration for `state`: a list background's fill turns grey (`systemGray4`) while its cell is
    /// highlighted or selected, unless `backgroundColor` was set; other backgrounds stay as they are.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let stateFills else { return self }
        let emphasised = (state as? UICellConfigurationState).map { $0.isHighlighted || $0.isSelected }
            ?? (state as? UIViewConfigurationState).map { $0.isHighlighted || $0.isSelected } ?? false
        var updated = self
        updated.fill = emphasised ? stateFills.selected : stateFills.normal
        return updated
    }

    /// No fill.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear, selectedColor: nil)
    }

    /// A plain list's row: the system background, grey (`systemGray4`) while highlighted or selected.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground, selectedColor: .systemGray4)
    }

    /// A grouped or inset-grouped list's row: the grouped cell colour, grey while highlighted or selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground, selectedColor: .systemGray4)
    }

    /// A sidebar's row: no fill, grey while highlighted or selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear, selectedColor: .systemGray4)
    }

    /// A plain list's header or footer: the secondary system background of a plain table's section titles.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemBackground, selectedColor: nil)
    }

    /// A grouped list's header or footer: no fill (the grouped background shows).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear, selectedColor: nil)
    }

    /// The fill colour for a view whose tint colour is `tintColor`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? tintColor }

    /// The stroke colour for a view whose tint colour is `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }
}
