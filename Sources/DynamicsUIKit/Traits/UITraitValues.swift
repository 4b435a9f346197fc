import CUIKitOpenEnums
import Foundation

/// Light or dark appearance (`UITraitCollection.userInterfaceStyle`): `.unspecified`, `.light`, `.dark`. Declared in C
/// as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the SDK's diagnostics
/// (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIUserInterfaceStyle = CUIKitOpenEnums.UIUserInterfaceStyle

/// How much room there is on one axis: compact or regular (`horizontalSizeClass`, `verticalSizeClass`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIUserInterfaceSizeClass = CUIKitOpenEnums.UIUserInterfaceSizeClass

/// The direction text and layout run in (`UITraitCollection.layoutDirection`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UITraitEnvironmentLayoutDirection = CUIKitOpenEnums.UITraitEnvironmentLayoutDirection

/// The kind of device an interface is shown on (`UIDevice.userInterfaceIdiom`, `UITraitCollection.userInterfaceIdiom`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIUserInterfaceIdiom = CUIKitOpenEnums.UIUserInterfaceIdiom

/// Whether the user asked for bold text (`UITraitCollection.legibilityWeight`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UILegibilityWeight = CUIKitOpenEnums.UILegibilityWeight

/// Whether the user asked for higher contrast (`UITraitCollection.accessibilityContrast`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIAccessibilityContrast = CUIKitOpenEnums.UIAccessibilityContrast

/// The colour gamut of the display (`UITraitCollection.displayGamut`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIDisplayGamut = CUIKitOpenEnums.UIDisplayGamut

/// Whether the screen measures how hard it is pressed (`UITraitCollection.forceTouchCapability`, 3D Touch).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIForceTouchCapability = CUIKitOpenEnums.UIForceTouchCapability

/// The text size the user chose in Settings (`UITraitCollection.preferredContentSizeCategory`): seven standard
/// sizes and five larger accessibility sizes, ordered smallest to largest (`<` compares them as UIKit's
/// `UIContentSizeCategory` comparison operators do). The raw values are UIKit's.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's string for the category, e.g. `UICTContentSizeCategoryL`.
    public let rawValue: String

    /// A category from UIKit's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not given.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default text size of iOS.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest text size of all.
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve sizes, smallest first (without `unspecified`).
    package static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes (`accessibilityMedium` and larger).
    public var isAccessibilityCategory: Bool {
        guard let index = Self.ordered.firstIndex(of: self) else { return false }
        return index >= 7
    }

    /// Where the category sorts: `unspecified` (and unknown strings) below every size, as UIKit sorts them.
    private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
}
