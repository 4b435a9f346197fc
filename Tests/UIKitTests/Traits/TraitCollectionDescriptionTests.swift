import DynamicsUIKit
import Foundation
import Testing

/// `UITraitCollection.description` as UIKit prints it (iOS 13 to 16 logs: Sources/DynamicsUIKit/DECISIONS.md, "What
/// a trait collection prints"): the address without leading zeros, then each specified trait with UIKit's name for
/// its value, in UIKit's order — never a C enumeration's `Type(rawValue: n)`.
@Suite struct TraitCollectionDescriptionTests {
    /// The text after the address.
    private func traits(_ collection: UITraitCollection) throws -> String {
        let text = collection.description
        let prefix = "<UITraitCollection: 0x"
        #expect(text.hasPrefix(prefix) && text.hasSuffix(">"))
        let afterAddress = try #require(text.dropFirst(prefix.count).firstIndex(of: ";"))
        let address = text[text.index(text.startIndex, offsetBy: prefix.count)..<afterAddress]
        #expect(!address.hasPrefix("0") && address.allSatisfy(\.isHexDigit), "no leading zeros, as %p prints")
        return String(text[text.index(afterAddress, offsetBy: 2)...].dropLast())
    }

    @Test func aPhoneScreensTraitsReadAsUIKitPrintsThem() throws {
        let phone = UITraitCollection { traits in
            traits.userInterfaceIdiom = .phone
            traits.displayScale = 3
            traits.displayGamut = .P3
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .regular
            traits.userInterfaceStyle = .light
            traits.layoutDirection = .leftToRight
            traits.preferredContentSizeCategory = .large
            traits.accessibilityContrast = .normal
            traits.legibilityWeight = .regular
        }
        let forceTouch = UITraitCollection(forceTouchCapability: .unavailable)
        #expect(try traits(UITraitCollection(traitsFrom: [phone, forceTouch]))
                == "UserInterfaceIdiom = Phone, DisplayScale = 3, DisplayGamut = P3, HorizontalSizeClass = Compact, "
                + "VerticalSizeClass = Regular, UserInterfaceStyle = Light, UserInterfaceLayoutDirection = LTR, "
                + "ForceTouchCapability = Unavailable, PreferredContentSizeCategory = L, AccessibilityContrast = Normal")
    }

    @Test func theOtherValuesOfEachTrait() throws {
        let pad = UITraitCollection { traits in
            traits.userInterfaceIdiom = .pad
            traits.displayScale = 2
            traits.displayGamut = .SRGB
            traits.horizontalSizeClass = .regular
            traits.userInterfaceStyle = .dark
            traits.layoutDirection = .rightToLeft
            traits.preferredContentSizeCategory = .accessibilityMedium
            traits.accessibilityContrast = .high
        }
        let available = UITraitCollection(forceTouchCapability: .available)
        #expect(try traits(UITraitCollection(traitsFrom: [pad, available]))
                == "UserInterfaceIdiom = Pad, DisplayScale = 2, DisplayGamut = sRGB, HorizontalSizeClass = Regular, "
                + "UserInterfaceStyle = Dark, UserInterfaceLayoutDirection = RTL, ForceTouchCapability = Available, "
                + "PreferredContentSizeCategory = AccessibilityM, AccessibilityContrast = High")
        #expect(try traits(UITraitCollection(displayScale: 1.5)) == "DisplayScale = 1.5")
        #expect(try traits(UITraitCollection(preferredContentSizeCategory: .extraSmall))
                == "PreferredContentSizeCategory = XS")
    }

    @Test func unspecifiedTraitsAndLaterValues() throws {
        #expect(try traits(UITraitCollection()) == "", "an empty collection names nothing")
        #expect(try traits(UITraitCollection(legibilityWeight: .bold)) == "",
                "UIKit's description of iOS 13 to 16 leaves the legibility weight out")
        let later = UITraitCollection(userInterfaceIdiom: UIUserInterfaceIdiom(rawValue: 42)!)
        #expect(try traits(later) == "UserInterfaceIdiom = 42", "a value no case names prints as its number")
        #expect(!UITraitCollection(userInterfaceIdiom: .phone).description.contains("rawValue"))
    }
}
