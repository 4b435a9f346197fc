import CUIKitOpenEnums
import Foundation

/// An effect a `UIVisualEffectView` shows: a blur (`UIBlurEffect`) or vibrancy (`UIVibrancyEffect`).
@preconcurrency @MainActor open class UIVisualEffect {
    /// A plain effect (UIKit's base class; shows nothing by itself).
    public init() {}
}

/// A blur of what lies beneath the effect view, tinted by its style, as UIKit's `UIBlurEffect`.
///
/// The radius, tint and saturation of each style are in `BlurMaterial` (docs/layers.md says where each value comes
/// from: Apple's published iOS 7 blur sample for the three classic styles, a documented choice for the rest).
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    /// The blur styles of UIKit, with UIKit's raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.UIBlurEffectStyle

    /// The style this effect was made with.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy for content placed over a blur, as UIKit's `UIVibrancyEffect`. Kept as a type so iOS code that nests a
/// vibrancy effect view in a blur's `contentView` compiles and draws; the content is drawn as it is, without the
/// vibrant blend (see DECISIONS.md).
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
    /// The vibrancy styles of iOS 13, for text, fills and separators.
    public enum Style: Int, Sendable, CaseIterable {
        /// For primary labels.
        case label = 0
        /// For secondary labels.
        case secondaryLabel = 1
        /// For tertiary labels.
        case tertiaryLabel = 2
        /// For quaternary labels.
        case quaternaryLabel = 3
        /// For fills.
        case fill = 4
        /// For secondary fills.
        case secondaryFill = 5
        /// For tertiary fills.
        case tertiaryFill = 6
        /// For separators.
        case separator = 7
    }

    /// The blur this vibrancy goes over.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style (default `.label`).
    public let style: Style

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// Vibrancy of `style` for content over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
