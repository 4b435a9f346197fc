import Foundation
import DynamicsGeometry

/// UIKit's named colours. The classic ones (`red`, `gray`, …) have UIKit's fixed values; the `system…` ones have
/// iOS's light-appearance values.
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

    /// iOS system blue, #007AFF.
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    /// iOS system red, #FF3B30.
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    /// iOS system green, #34C759.
    public static let systemGreen = UIColor(rgb: 0x34C759)
    /// iOS system orange, #FF9500.
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    /// iOS system yellow, #FFCC00.
    public static let systemYellow = UIColor(rgb: 0xFFCC00)
    /// iOS system pink, #FF2D55.
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    /// iOS system purple, #AF52DE.
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    /// iOS system teal, #5AC8FA (iOS 13's light value).
    public static let systemTeal = UIColor(rgb: 0x5AC8FA)
    /// iOS system indigo, #5856D6.
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    /// iOS system gray, #8E8E93.
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    /// iOS system background in light appearance: white.
    public static let systemBackground = UIColor.white
    /// iOS label colour in light appearance: black.
    public static let label = UIColor.black
}
