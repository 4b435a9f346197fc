import Foundation

/// UIKit's semantic and extra system colours, with their light-appearance values (scenes render light mode).
extension UIColor {
    /// Text on dark backgrounds: white at 60 %.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black.
    public static let darkText = UIColor.black
    /// Secondary text: #3C3C43 at 60 %.
    public static let secondaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.6)
    /// Tertiary text: #3C3C43 at 30 %.
    public static let tertiaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.3)
    /// Quaternary text: #3C3C43 at 18 %.
    public static let quaternaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.18)
    /// Placeholder text: #3C3C43 at 30 %.
    public static let placeholderText = UIColor(rgb: 0x3C3C43, alpha: 0.3)
    /// Links: system blue.
    public static let link = UIColor(rgb: 0x007AFF)
    /// Hairlines that let content show through: #3C3C43 at 29 %.
    public static let separator = UIColor(rgb: 0x3C3C43, alpha: 0.29)
    /// Opaque hairlines: #C6C6C8.
    public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)
    /// Backgrounds layered over `systemBackground`: #F2F2F7.
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    /// Backgrounds layered over `secondarySystemBackground`: white.
    public static let tertiarySystemBackground = UIColor.white
    /// Grouped tables' background: #F2F2F7.
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    /// Grouped tables' background before iOS 13 (deprecated there for `systemGroupedBackground`, whose value it
    /// takes since): #F2F2F7.
    public static let groupTableViewBackground = UIColor(rgb: 0xF2F2F7)
    /// Grouped tables' cells: white.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// Over grouped cells: #F2F2F7.
    public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    /// Fill of thin and small shapes: #787880 at 20 %.
    public static let systemFill = UIColor(rgb: 0x787880, alpha: 0.2)
    /// Fill of medium shapes: #787880 at 16 %.
    public static let secondarySystemFill = UIColor(rgb: 0x787880, alpha: 0.16)
    /// Fill of large shapes: #767680 at 12 %.
    public static let tertiarySystemFill = UIColor(rgb: 0x767680, alpha: 0.12)
    /// Fill of large areas with complex content: #747480 at 8 %.
    public static let quaternarySystemFill = UIColor(rgb: 0x747480, alpha: 0.08)
    /// #AEAEB2.
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    /// #C7C7CC.
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
    /// #D1D1D6.
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    /// #E5E5EA.
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    /// #F2F2F7.
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    /// iOS 15's mint, #00C7BE.
    public static let systemMint = UIColor(rgb: 0x00C7BE)
    /// iOS 15's cyan, #32ADE6.
    public static let systemCyan = UIColor(rgb: 0x32ADE6)
    /// #A2845E.
    public static let systemBrown = UIColor(rgb: 0xA2845E)
}
