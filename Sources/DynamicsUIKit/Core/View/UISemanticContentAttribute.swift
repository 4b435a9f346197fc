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
    /// Left to right (the scenes' language, English, runs this way).
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension UIView {
    /// The direction a view with `attribute` lays out in within an app whose language runs left to right (the
    /// scenes here are English): only `.forceRightToLeft` gives right to left.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction a view with `attribute` lays out in where the surrounding direction is `layoutDirection`:
    /// `.unspecified` follows it, playback and spatial content never flips (left to right), and the forced
    /// attributes give their direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view lays out in: its `semanticContentAttribute` relative to its traits' `layoutDirection`
    /// (left to right unless the traits say right to left). Auto Layout's leading and trailing edges, the
    /// directional layout margins and the visual format language's default direction follow it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        // Only `.unspecified` depends on the traits: the others need not work them out.
        guard semanticContentAttribute == .unspecified else {
            return Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
        }
        return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
