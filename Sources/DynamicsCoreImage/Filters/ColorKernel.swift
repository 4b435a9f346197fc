/// Colour filters' common shape: each pixel's straight (un-premultiplied) colour changed alone, then premultiplied
/// again. `encoded` filters see sRGB-encoded values (the photo effects and sepia, whose curves are defined on what the
/// eye sees); the others see the working space's linear values.
enum ColorKernel {
    static func apply(_ image: CIImage?, encoded: Bool = false, coversTransparent: Bool = false,
                      _ change: @escaping (SIMD4<Float>) -> SIMD4<Float>) -> CIImage? {
        guard let image else { return nil }
        return CIImage(recipe: PixelKernelRecipe(input: image.recipe, coversTransparent: coversTransparent) { pixel, _, space in
            guard pixel.w > 0 || coversTransparent else { return .zero }
            var color = pixel.unpremultiplied
            if encoded { color = space.toSRGB(color) }
            color = change(color)
            if encoded { color = space.fromSRGB(color) }
            return color.premultiplied
        })
    }

    /// Rec. 709 luma weights, as Core Image's colour controls weigh components for saturation.
    static let rec709 = SIMD3<Float>(0.2125, 0.7154, 0.0721)
    /// Rec. 601 luma weights, which the photo effects' greys use.
    static let rec601 = SIMD3<Float>(0.299, 0.587, 0.114)

    static func rgb(_ c: SIMD4<Float>) -> SIMD3<Float> { SIMD3(c.x, c.y, c.z) }
    static func withRGB(_ rgb: SIMD3<Float>, alpha: Float) -> SIMD4<Float> { SIMD4(rgb.x, rgb.y, rgb.z, alpha) }
    static func luma(_ c: SIMD4<Float>, _ weights: SIMD3<Float>) -> Float { (rgb(c) * weights).sum() }
}
