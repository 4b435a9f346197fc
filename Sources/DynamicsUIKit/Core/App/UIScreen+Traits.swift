import DynamicsGeometry
import Foundation

extension UIScreen: UITraitEnvironment {
    /// What an iPhone gives when nothing else is chosen: light appearance, the Large text size (iOS's default),
    /// left to right, regular weight, normal contrast, a P3 display.
    package nonisolated static let defaultDeviceTraits = UITraitCollection { traits in
        traits.userInterfaceIdiom = .phone
        traits.userInterfaceStyle = .light
        traits.preferredContentSizeCategory = .large
        traits.layoutDirection = .leftToRight
        traits.legibilityWeight = .regular
        traits.accessibilityContrast = .normal
        traits.displayGamut = .P3
    }

    /// The screen's traits: `device` with `scale` and, unless `device` gives them, the size classes iOS gives a
    /// full-screen window of `size` — an iPad (or any other idiom) regular both ways; an iPhone compact wide in
    /// portrait and regular tall, in landscape compact tall and compact wide, except the large phones (896 pt and
    /// wider in landscape: the Plus, Max and XR), which are regular wide in landscape.
    nonisolated static func traits(device: UITraitCollection, scale: CGFloat, size: CGSize) -> UITraitCollection {
        device.modifyingTraits { traits in
            traits.displayScale = scale
            let phone = device.userInterfaceIdiom == .phone || device.userInterfaceIdiom == .unspecified
            let landscape = size.width > size.height
            if device.horizontalSizeClass == .unspecified {
                traits.horizontalSizeClass = !phone ? .regular : (landscape && size.width >= 896 ? .regular : .compact)
            }
            if device.verticalSizeClass == .unspecified {
                traits.verticalSizeClass = !phone ? .regular : (landscape ? .compact : .regular)
            }
        }
    }

    /// The screen's traits do not change under a running scene's code; a scene chooses them before it builds.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The screen of this thread's scene's traits, read from any thread (`UITraitCollection.current`'s fallback).
    nonisolated static var mainTraits: UITraitCollection { main.traitCollection }
}
