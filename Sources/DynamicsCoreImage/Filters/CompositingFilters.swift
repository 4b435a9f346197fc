/// The compositing operators and blend modes: the input image (source) over the background image (backdrop).
enum CompositingFilters {
    static let modes: [(String, BlendMode)] = [
        ("CISourceOverCompositing", .sourceOver), ("CISourceInCompositing", .sourceIn),
        ("CISourceOutCompositing", .sourceOut), ("CISourceAtopCompositing", .sourceAtop),
        ("CIAdditionCompositing", .addition), ("CIMultiplyCompositing", .multiplyCompositing),
        ("CIMinimumCompositing", .minimum), ("CIMaximumCompositing", .maximum),
        ("CIMultiplyBlendMode", .separable(.multiply)), ("CIScreenBlendMode", .separable(.screen)),
        ("CIOverlayBlendMode", .separable(.overlay)), ("CIDarkenBlendMode", .separable(.darken)),
        ("CILightenBlendMode", .separable(.lighten)), ("CIColorDodgeBlendMode", .separable(.colorDodge)),
        ("CIColorBurnBlendMode", .separable(.colorBurn)), ("CIHardLightBlendMode", .separable(.hardLight)),
        ("CISoftLightBlendMode", .separable(.softLight)), ("CIDifferenceBlendMode", .separable(.difference)),
        ("CIExclusionBlendMode", .separable(.exclusion)), ("CIHueBlendMode", .nonSeparable(.hue)),
        ("CISaturationBlendMode", .nonSeparable(.saturation)), ("CIColorBlendMode", .nonSeparable(.color)),
        ("CILuminosityBlendMode", .nonSeparable(.luminosity)),
    ]

    static let definitions: [FilterDefinition] = modes.map { name, mode in
        FilterDefinition(name, [kCICategoryCompositeOperation],
                         [.image(kCIInputImageKey), .image(kCIInputBackgroundImageKey)]) { inputs in
            guard let source = inputs.image(), let backdrop = inputs.image(kCIInputBackgroundImageKey) else { return nil }
            return CIImage(recipe: BlendRecipe(foreground: source.recipe, background: backdrop.recipe, mode: mode))
        }
    }
}
