import Foundation
import DynamicsGeometry

/// The sizes, fonts and colours of iOS 13–16 alerts and action sheets on an iPhone in light mode (see
/// docs/controls.md for where they come from).
enum AlertMetrics {
    /// An alert's panel is this wide, centred in the window.
    static let alertWidth: CGFloat = 270
    /// Both panels' corner radius.
    static let cornerRadius: CGFloat = 13
    /// Space above the title, below the header and at its sides in an alert.
    static let alertHeaderInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    /// Space between the title and the message.
    static let titleMessageSpacing: CGFloat = 4
    /// Height of an alert's action row.
    static let alertButtonHeight: CGFloat = 44
    /// Height of an alert's text field and the gap below the message before the first.
    static let textFieldHeight: CGFloat = 30
    static let textFieldTopSpacing: CGFloat = 4
    /// An action sheet is inset this much from the window's sides and from the bottom safe area, and its cancel
    /// group is this far below the other group.
    static let sheetMargin: CGFloat = 8
    /// Space above, below and beside an action sheet's title and message.
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    /// Height of an action sheet's button.
    static let sheetButtonHeight: CGFloat = 57
    /// The hairline between buttons and under the header.
    static let separatorWidth: CGFloat = 0.5
    static let separatorColor = UIColor.alertSeparator
    /// The frosted panel (the blur of iOS drawn as a light translucent fill) and the cancel group's opaque one.
    static let panelColor = UIColor.alertPanel
    static let cancelPanelColor = UIColor.alertCancelPanel
    /// The black veil over everything behind an alert or action sheet.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    /// An alert grows in from this scale.
    static let appearingScale: CGFloat = 1.2

    /// Fonts of the title and message (alert, action sheet) and of the buttons.
    static func titleFont(_ style: UIAlertController.Style) -> UIFont {
        .systemFont(ofSize: style == .alert ? 17 : 13, weight: .semibold)
    }
    static let messageFont = UIFont.systemFont(ofSize: 13)
    static func buttonFont(_ style: UIAlertController.Style, bold: Bool) -> UIFont {
        .systemFont(ofSize: style == .alert ? 17 : 20, weight: bold ? .semibold : .regular)
    }
    /// Header text colour: black in an alert, grey in an action sheet.
    static func headerColor(_ style: UIAlertController.Style) -> UIColor {
        style == .alert ? .label : .actionSheetHeader
    }
}
