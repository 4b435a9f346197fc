import Foundation

/// The traits of a collection as UIKit's `-[UITraitCollection description]` names them, in its order, each left out
/// while unspecified (the evidence, from public logs of iOS 13 to 16, is in DECISIONS.md, "What a trait collection
/// prints"). A value no case of the trait names (a later system's) prints as its number.
struct TraitDescription {
    let parts: [String]

    init(_ traits: UITraitCollection) {
        var parts: [String] = []
        func add(_ name: String, _ value: String?) { if let value { parts.append("\(name) = \(value)") } }
        add("UserInterfaceIdiom", Self.name(of: traits.userInterfaceIdiom))
        add("DisplayScale", traits.displayScale == 0 ? nil : Self.number(traits.displayScale))
        add("DisplayGamut", Self.name(of: traits.displayGamut))
        add("HorizontalSizeClass", Self.name(of: traits.horizontalSizeClass))
        add("VerticalSizeClass", Self.name(of: traits.verticalSizeClass))
        add("UserInterfaceStyle", Self.name(of: traits.userInterfaceStyle))
        add("UserInterfaceLayoutDirection", Self.name(of: traits.layoutDirection))
        add("ForceTouchCapability", Self.name(of: traits.forceTouchCapability))
        add("PreferredContentSizeCategory", Self.name(of: traits.preferredContentSizeCategory))
        add("AccessibilityContrast", Self.name(of: traits.accessibilityContrast))
        self.parts = parts
    }

    /// A scale as `%g` writes it: `2`, `3`, `1.5`.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    private static func name(of idiom: UIUserInterfaceIdiom) -> String? {
        switch idiom {
        case .unspecified: nil
        case .phone: "Phone"
        case .pad: "Pad"
        case .tv: "TV"
        case .carPlay: "CarPlay"
        case .mac: "Mac"
        case .vision: "Vision"
        @unknown default: String(idiom.rawValue)
        }
    }

    private static func name(of gamut: UIDisplayGamut) -> String? {
        switch gamut {
        case .unspecified: nil
        case .SRGB: "sRGB"
        case .P3: "P3"
        @unknown default: String(gamut.rawValue)
        }
    }

    private static func name(of sizeClass: UIUserInterfaceSizeClass) -> String? {
        switch sizeClass {
        case .unspecified: nil
        case .compact: "Compact"
        case .regular: "Regular"
        @unknown default: String(sizeClass.rawValue)
        }
    }

    private static func name(of style: UIUserInterfaceStyle) -> String? {
        switch style {
        case .unspecified: nil
        case .light: "Light"
        case .dark: "Dark"
        @unknown default: String(style.rawValue)
        }
    }

    private static func name(of direction: UITraitEnvironmentLayoutDirection) -> String? {
        switch direction {
        case .unspecified: nil
        case .leftToRight: "LTR"
        case .rightToLeft: "RTL"
        @unknown default: String(direction.rawValue)
        }
    }

    private static func name(of capability: UIForceTouchCapability) -> String? {
        switch capability {
        case .unknown: nil
        case .unavailable: "Unavailable"
        case .available: "Available"
        @unknown default: String(capability.rawValue)
        }
    }

    /// UIKit's short name: the raw value after `UICTContentSizeCategory` (`L`, `XS`, `AccessibilityM`).
    private static func name(of category: UIContentSizeCategory) -> String? {
        guard category != .unspecified else { return nil }
        let prefix = "UICTContentSizeCategory"
        return category.rawValue.hasPrefix(prefix) ? String(category.rawValue.dropFirst(prefix.count)) : category.rawValue
    }

    private static func name(of contrast: UIAccessibilityContrast) -> String? {
        switch contrast {
        case .unspecified: nil
        case .normal: "Normal"
        case .high: "High"
        @unknown default: String(contrast.rawValue)
        }
    }
}
