import Foundation

/// The look of a toolbar or navigation bar when no bar tint colour is set, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    /// The light bar.
    case `default` = 0
    /// The dark bar.
    case black = 1
}
