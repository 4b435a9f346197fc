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
    public typealias Style = CUIKitOpenEnums.__UIBlurEffectStyle

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
    /// The blur this vibrancy goes over.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style (default `.label`).
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// Vibrancy of `style` for content over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// The vibrancy styles of iOS 13, for text, fills and separators (top level in Swift, as the SDK names it).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIVibrancyEffectStyle = CUIKitOpenEnums.UIVibrancyEffectStyle
