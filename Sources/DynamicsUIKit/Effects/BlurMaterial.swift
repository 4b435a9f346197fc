import Foundation

/// What a blur style draws: a Gaussian blur of standard deviation `radius` points, a saturation factor, then a
/// tint laid over it. The values and their sources are in docs/layers.md ("Visual effect views").
package struct BlurMaterial: Equatable, Sendable {
    /// The blur's standard deviation, in points (Core Image's `inputRadius`, which Apple's sample scales by the
    /// screen's scale into pixels).
    package let radius: CGFloat
    /// The saturation factor applied to the blurred picture (1 leaves it unchanged).
    package let saturation: CGFloat
    /// The grey level of the tint, 0…1.
    package let tintWhite: CGFloat
    /// The tint's opacity.
    package let tintAlpha: CGFloat

    package init(radius: CGFloat, saturation: CGFloat, tintWhite: CGFloat, tintAlpha: CGFloat) {
        self.radius = radius
        self.saturation = saturation
        self.tintWhite = tintWhite
        self.tintAlpha = tintAlpha
    }

    /// The material of a style; the adaptive materials are their light forms (`UIBlurEffect.Style.resolved(dark:)`
    /// picks the dark ones).
    package init(_ style: UIBlurEffect.Style) {
        // Apple's UIImage+ImageEffects (WWDC 2013): light 30 pt, white 1.0 at 0.3; extra light 20 pt, white 0.97
        // at 0.82; dark 20 pt, white 0.11 at 0.73; saturation 1.8 for all three.
        let light = BlurMaterial(radius: 30, saturation: 1.8, tintWhite: 1, tintAlpha: 0.3)
        let extraLight = BlurMaterial(radius: 20, saturation: 1.8, tintWhite: 0.97, tintAlpha: 0.82)
        let dark = BlurMaterial(radius: 20, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.73)
        // The materials: no published figures; one radius and saturation, a tint thickening from ultra thin to
        // thick (chrome between the normal and thick ones), light or dark.
        func material(_ alpha: CGFloat, dark: Bool) -> BlurMaterial {
            BlurMaterial(radius: 30, saturation: 1.8, tintWhite: dark ? 0.11 : 0.97, tintAlpha: alpha)
        }
        switch style {
        case .light, .regular: self = light
        case .extraLight, .prominent: self = extraLight
        case .dark: self = dark
        case .extraDark: self = BlurMaterial(radius: 20, saturation: 1.8, tintWhite: 0.05, tintAlpha: 0.85)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: self = material(0.35, dark: false)
        case .systemThinMaterial, .systemThinMaterialLight: self = material(0.5, dark: false)
        case .systemMaterial, .systemMaterialLight: self = material(0.65, dark: false)
        case .systemThickMaterial, .systemThickMaterialLight: self = material(0.8, dark: false)
        case .systemChromeMaterial, .systemChromeMaterialLight: self = material(0.72, dark: false)
        case .systemUltraThinMaterialDark: self = material(0.35, dark: true)
        case .systemThinMaterialDark: self = material(0.5, dark: true)
        case .systemMaterialDark: self = material(0.65, dark: true)
        case .systemThickMaterialDark: self = material(0.8, dark: true)
        case .systemChromeMaterialDark: self = material(0.72, dark: true)
        @unknown default: self = material(0.65, dark: false)   // a style of a later iOS: `.systemMaterial`
        }
    }
}

extension UIBlurEffect.Style {
    /// The style an adaptive material shows in the light or dark interface style; every other style is fixed.
    func resolved(dark: Bool) -> UIBlurEffect.Style {
        guard dark else { return self }
        return switch self {
        case .systemUltraThinMaterial: .systemUltraThinMaterialDark
        case .systemThinMaterial: .systemThinMaterialDark
        case .systemMaterial: .systemMaterialDark
        case .systemThickMaterial: .systemThickMaterialDark
        case .systemChromeMaterial: .systemChromeMaterialDark
        default: self
        }
    }
}
