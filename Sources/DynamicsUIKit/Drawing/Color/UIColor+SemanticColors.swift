import Foundation

/// UIKit's semantic and extra system colours, each with its light and dark-mode values (docs/traits.md).
extension UIColor {
    /// Text on dark backgrounds: white at 60 %.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black.
    public static let darkText = UIColor.black
    /// Secondary text: #3C3C43 at 60 %; dark mode: #EBEBF5 at 60 %.
    public static let secondaryLabel = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.6), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.6))
    /// Tertiary text: #3C3C43 at 30 %; dark mode: #EBEBF5 at 30 %.
    public static let tertiaryLabel = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    /// Quaternary text: #3C3C43 at 18 %; dark mode: #EBEBF5 at 16 %.
    public static let quaternaryLabel = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.18), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.16))
    /// Placeholder text: #3C3C43 at 30 %; dark mode: #EBEBF5 at 30 %.
    public static let placeholderText = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    /// Links: system blue; dark mode: #0984FF.
    public static let link = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0984FF))
    /// Hairlines that let content show through: #3C3C43 at 29 %; dark mode: #545458 at 60 %.
    public static let separator = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.29), dark: UIColor(rgb: 0x545458, alpha: 0.6))
    /// Opaque hairlines: #C6C6C8; dark mode: #38383A.
    public static let opaqueSeparator = UIColor(light: UIColor(rgb: 0xC6C6C8), dark: UIColor(rgb: 0x38383A))
    /// Backgrounds layered over `systemBackground`: #F2F2F7; dark mode: #1C1C1E.
    public static let secondarySystemBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    /// Backgrounds layered over `secondarySystemBackground`: white; dark mode: #2C2C2E.
    public static let tertiarySystemBackground = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x2C2C2E))
    /// Grouped tables' background: #F2F2F7; dark mode: #000000.
    public static let systemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x000000))
    /// Grouped tables' background before iOS 13 (deprecated there for `systemGroupedBackground`, whose value it
    /// takes since): #F2F2F7; dark mode: #000000.
    public static let groupTableViewBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x000000))
    /// Grouped tables' cells: white; dark mode: #1C1C1E.
    public static let secondarySystemGroupedBackground = UIColor(
        light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1C1C1E))
    /// Over grouped cells: #F2F2F7; dark mode: #2C2C2E.
    public static let tertiarySystemGroupedBackground = UIColor(
        light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x2C2C2E))
    /// Fill of thin and small shapes: #787880 at 20 %; dark mode: #787880 at 36 %.
    public static let systemFill = UIColor(
        light: UIColor(rgb: 0x787880, alpha: 0.2), dark: UIColor(rgb: 0x787880, alpha: 0.36))
    /// Fill of medium shapes: #787880 at 16 %; dark mode: #787880 at 32 %.
    public static let secondarySystemFill = UIColor(
        light: UIColor(rgb: 0x787880, alpha: 0.16), dark: UIColor(rgb: 0x787880, alpha: 0.32))
    /// Fill of large shapes: #767680 at 12 %; dark mode: #767680 at 24 %.
    public static let tertiarySystemFill = UIColor(
        light: UIColor(rgb: 0x767680, alpha: 0.12), dark: UIColor(rgb: 0x767680, alpha: 0.24))
    /// Fill of large areas with complex content: #747480 at 8 %; dark mode: #767680 at 18 %.
    public static let quaternarySystemFill = UIColor(
        light: UIColor(rgb: 0x747480, alpha: 0.08), dark: UIColor(rgb: 0x767680, alpha: 0.18))
    /// #AEAEB2; dark mode: #636366.
    public static let systemGray2 = UIColor(light: UIColor(rgb: 0xAEAEB2), dark: UIColor(rgb: 0x636366))
    /// #C7C7CC; dark mode: #48484A.
    public static let systemGray3 = UIColor(light: UIColor(rgb: 0xC7C7CC), dark: UIColor(rgb: 0x48484A))
    /// #D1D1D6; dark mode: #3A3A3C.
    public static let systemGray4 = UIColor(light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
    /// #E5E5EA; dark mode: #2C2C2E.
    public static let systemGray5 = UIColor(light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
    /// #F2F2F7; dark mode: #1C1C1E.
    public static let systemGray6 = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    /// iOS 15's mint, #00C7BE; dark mode: #63E6E2.
    public static let systemMint = UIColor(light: UIColor(rgb: 0x00C7BE), dark: UIColor(rgb: 0x63E6E2))
    /// iOS 15's cyan, #32ADE6; dark mode: #64D2FF.
    public static let systemCyan = UIColor(light: UIColor(rgb: 0x32ADE6), dark: UIColor(rgb: 0x64D2FF))
    /// #A2845E; dark mode: #AC8E68.
    public static let systemBrown = UIColor(light: UIColor(rgb: 0xA2845E), dark: UIColor(rgb: 0xAC8E68))
}
