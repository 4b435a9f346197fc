import Foundation
import DynamicsGeometry

/// UIKit's named colours. The classic ones (`red`, `gray`, …) have UIKit's fixed values; the `system…` ones have
/// iOS's light and dark-mode values and resolve with the traits of the view that draws them (docs/traits.md).
extension UIColor {
    /// (0, 0, 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// 1/3 white.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// 2/3 white.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// (1, 1, 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// 0.5 white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// iOS system blue, #007AFF; dark mode: #0A84FF.
    public static let systemBlue = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0A84FF))
    /// iOS system red, #FF3B30; dark mode: #FF453A.
    public static let systemRed = UIColor(light: UIColor(rgb: 0xFF3B30), dark: UIColor(rgb: 0xFF453A))
    /// iOS system green, #34C759; dark mode: #30D158.
    public static let systemGreen = UIColor(light: UIColor(rgb: 0x34C759), dark: UIColor(rgb: 0x30D158))
    /// iOS system orange, #FF9500; dark mode: #FF9F0A.
    public static let systemOrange = UIColor(light: UIColor(rgb: 0xFF9500), dark: UIColor(rgb: 0xFF9F0A))
    /// iOS system yellow, #FFCC00; dark mode: #FFD60A.
    public static let systemYellow = UIColor(light: UIColor(rgb: 0xFFCC00), dark: UIColor(rgb: 0xFFD60A))
    /// iOS system pink, #FF2D55; dark mode: #FF375F.
    public static let systemPink = UIColor(light: UIColor(rgb: 0xFF2D55), dark: UIColor(rgb: 0xFF375F))
    /// iOS system purple, #AF52DE; dark mode: #BF5AF2.
    public static let systemPurple = UIColor(light: UIColor(rgb: 0xAF52DE), dark: UIColor(rgb: 0xBF5AF2))
    /// iOS system teal, #5AC8FA (iOS 13's light value); dark mode: #64D2FF.
    public static let systemTeal = UIColor(light: UIColor(rgb: 0x5AC8FA), dark: UIColor(rgb: 0x64D2FF))
    /// iOS system indigo, #5856D6; dark mode: #5E5CE6.
    public static let systemIndigo = UIColor(light: UIColor(rgb: 0x5856D6), dark: UIColor(rgb: 0x5E5CE6))
    /// iOS system gray, #8E8E93; dark mode: #8E8E93.
    public static let systemGray = UIColor(light: UIColor(rgb: 0x8E8E93), dark: UIColor(rgb: 0x8E8E93))
    /// iOS system background in light appearance: white; dark mode: #000000.
    public static let systemBackground = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x000000))
    /// iOS label colour in light appearance: black; dark mode: #FFFFFF.
    public static let label = UIColor(light: UIColor(rgb: 0x000000), dark: UIColor(rgb: 0xFFFFFF))
}
