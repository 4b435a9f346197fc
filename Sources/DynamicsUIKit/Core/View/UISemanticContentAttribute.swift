import Foundation

/// How a view's content reacts to the layout direction, as UIKit's enum of the same name (raw values as UIKit's).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the language.
    case unspecified = 0
    /// Media playback controls: never flip.
    case playback = 1
    /// Directional controls (a D-pad): never flip.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The direction of the user interface, as UIKit's enum of the same name.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (the only direction of the scenes here: their language is English).
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension UIView {
    /// The direction a view with `attribute` lays out in: scenes here run in a left-to-right language, so only
    /// `.forceRightToLeft` gives right to left.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction this view lays out in (from its `semanticContentAttribute`).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}
