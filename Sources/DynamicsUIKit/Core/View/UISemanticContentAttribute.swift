import CUIKitOpenEnums
import Foundation

/// How a view's content reacts to the layout direction, as UIKit's enum of the same name (raw values as UIKit's).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UISemanticContentAttribute = CUIKitOpenEnums.UISemanticContentAttribute

/// The direction of the user interface, as UIKit's enum of the same name.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIUserInterfaceLayoutDirection = CUIKitOpenEnums.UIUserInterfaceLayoutDirection

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
        @unknown default: layoutDirection
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
