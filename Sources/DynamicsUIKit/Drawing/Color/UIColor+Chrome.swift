import Foundation

/// The colours UIKit's own chrome is drawn in, light and dark. The light values are the ones this project drew
/// before dark mode (so light renders keep their pixels); the dark ones are iOS's dark look as docs/traits.md
/// ("Chrome in dark mode") gives it: where UIKit uses a published system colour it is named there, the bar and alert
/// materials are flat stand-ins for iOS's blurs over a dark screen.
extension UIColor {
    /// Navigation, tab, tool and search bars: #F7F7F7 (the light chrome material over white); dark #161616.
    static let barBackground = UIColor(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(rgb: 0x161616))
    /// The hairline under a navigation bar and over a tab bar or toolbar: black at 30 %; dark: white at 15 %.
    static let barHairline = UIColor(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))
    /// A segmented control's selected plate: white; dark #636366 (systemGray2's dark value).
    static let segmentPlate = UIColor(light: .white, dark: UIColor(rgb: 0x636366))
    /// An alert's or action sheet's panel: #F2F2F2 at 92 %; dark #252525 at 92 %.
    static let alertPanel = UIColor(light: UIColor(rgb: 0xF2F2F2, alpha: 0.92),
                                    dark: UIColor(rgb: 0x252525, alpha: 0.92))
    /// An action sheet's separate cancel panel: white; dark #2C2C2E (tertiarySystemBackground's dark value).
    static let alertCancelPanel = UIColor(light: .white, dark: UIColor(rgb: 0x2C2C2E))
    /// The hairlines between an alert's buttons: #3C3C43 at 36 %; dark #545458 at 60 % (separator's dark value).
    static let alertSeparator = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.36),
                                        dark: UIColor(rgb: 0x545458, alpha: 0.6))
    /// An action sheet's title and message: #8A8A8E; dark #8D8D93.
    static let actionSheetHeader = UIColor(light: UIColor(rgb: 0x8A8A8E), dark: UIColor(rgb: 0x8D8D93))
    /// Text fields inside chrome (an alert's, a rounded-rect field's fill): white; dark #1C1C1E.
    static let fieldBackground = UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
    /// A rounded-rect text field's hairline: white 0.8; dark white 0.3.
    static let fieldHairline = UIColor(light: UIColor(white: 0.8, alpha: 1), dark: UIColor(white: 0.3, alpha: 1))
    /// Scroll indicators (the default style): black at 35 %; dark: white at 35 %, as iOS flips them.
    static let scrollIndicator = UIColor(light: UIColor(white: 0, alpha: 0.35), dark: UIColor(white: 1, alpha: 0.35))
}
