import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// An app's own trait, as iOS 17 lets apps define them.
private enum ThemeTrait: UITraitDefinition {
    static let defaultValue = "plain"
}

@Suite struct TraitCollectionTests {
    @Test func anEmptyCollectionSpecifiesNothing() {
        let empty = UITraitCollection()
        #expect(empty.userInterfaceStyle == .unspecified)
        #expect(empty.preferredContentSizeCategory == .unspecified)
        #expect(empty.horizontalSizeClass == .unspecified && empty.verticalSizeClass == .unspecified)
        #expect(empty.displayScale == 0)
        #expect(empty.layoutDirection == .unspecified && empty.userInterfaceIdiom == .unspecified)
        #expect(empty.legibilityWeight == .unspecified && empty.accessibilityContrast == .unspecified)
        #expect(empty.displayGamut == .unspecified)
    }

    @Test func rawValuesAreUIKits() {
        #expect(UIUserInterfaceStyle.dark.rawValue == 2 && UIUserInterfaceStyle.light.rawValue == 1)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1 && UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIDisplayGamut.P3.rawValue == 1 && UIAccessibilityContrast.high.rawValue == 1)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
                == "UICTContentSizeCategoryAccessibilityXXXL")
    }

    @Test func contentSizeCategoriesSortAndKnowTheAccessibilitySizes() {
        let all: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        #expect(all.count == 12)
        #expect(all == all.shuffled().sorted())
        #expect(all.filter(\.isAccessibilityCategory).count == 5)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test func laterCollectionsWinInTraitsFrom() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(displayScale: 3),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.displayScale == 3)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.verticalSizeClass == .unspecified)
        // An unspecified value does not erase a specified one.
        let kept = UITraitCollection(traitsFrom: [combined, UITraitCollection(userInterfaceStyle: .unspecified)])
        #expect(kept.userInterfaceStyle == .dark)
    }

    @Test func singleTraitInitialisersGiveOneTrait() {
        #expect(UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(displayGamut: .SRGB).displayGamut == .SRGB)
        #expect(UITraitCollection(displayGamut: .SRGB).userInterfaceStyle == .unspecified)
    }

    @Test func mutationsAndModifyingTraits() {
        let made = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.preferredContentSizeCategory = .accessibilityLarge
            traits[ThemeTrait.self] = "festive"
        }
        #expect(made.userInterfaceStyle == .dark)
        #expect(made.preferredContentSizeCategory == .accessibilityLarge)
        #expect(made[ThemeTrait.self] == "festive")
        #expect(UITraitCollection()[ThemeTrait.self] == "plain")
        let changed = made.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(changed.userInterfaceStyle == .light && made.userInterfaceStyle == .dark)
        #expect(changed.preferredContentSizeCategory == .accessibilityLarge && changed[ThemeTrait.self] == "festive")
        // An unchanged modification gives the same collection back.
        #expect(made.modifyingTraits { $0.userInterfaceStyle = .dark } === made)
    }

    @Test func equalityContainmentAndColorAppearance() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let darkAtThree = UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 3)])
        #expect(dark == UITraitCollection { $0.userInterfaceStyle = .dark })
        #expect(dark != darkAtThree)
        #expect(darkAtThree.containsTraits(in: dark))
        #expect(!dark.containsTraits(in: darkAtThree))
        #expect(dark.containsTraits(in: nil))
        #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: darkAtThree))
        #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [
            dark, UITraitCollection(accessibilityContrast: .high)])))
    }

    @Test func performAsCurrentRestoresThePreviousCollection() {
        let before = UITraitCollection.current
        var inside: UIUserInterfaceStyle?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            inside = UITraitCollection.current.userInterfaceStyle
        }
        #expect(inside == .dark)
        #expect(UITraitCollection.current === before)
    }
}
