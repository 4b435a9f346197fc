import DynamicsGeometry
import Foundation

/// `CIGaussianBlur` (σ = radius), `CIBoxBlur` (2r + 1 equal weights) and `CIMotionBlur` (2r + 1 equal samples along
/// the angle); pixels outside the input count as transparent, and the extent grows by the kernel's reach.
enum BlurFilters {
    static let definitions: [FilterDefinition] = [
        FilterDefinition("CIGaussianBlur", [kCICategoryBlur],
                         [.image(kCIInputImageKey), .number(kCIInputRadiusKey, 10)]) { inputs in
            blur(inputs.image(), Convolution.gaussian(sigma: max(0, inputs.number(kCIInputRadiusKey))))
        },
        FilterDefinition("CIBoxBlur", [kCICategoryBlur],
                         [.image(kCIInputImageKey), .number(kCIInputRadiusKey, 10)]) { inputs in
            blur(inputs.image(), Convolution.box(radius: min(max(0, inputs.number(kCIInputRadiusKey)), 2000)))
        },
        FilterDefinition("CIMotionBlur", [kCICategoryBlur],
                         [.image(kCIInputImageKey), .number(kCIInputRadiusKey, 20), .number(kCIInputAngleKey, 0)]) { inputs in
            guard let image = inputs.image() else { return nil }
            let steps = Int(min(max(0, inputs.number(kCIInputRadiusKey)), 2000).rounded())
            guard steps > 0 else { return image }
            let angle = inputs.number(kCIInputAngleKey)
            let offsets = (-steps...steps).map { CGPoint(x: Double($0) * cos(angle), y: Double($0) * sin(angle)) }
            return CIImage(recipe: LineBlurRecipe(input: image.recipe, offsets: offsets))
        },
    ]

    private static func blur(_ image: CIImage?, _ weights: [Float]) -> CIImage? {
        guard let image else { return nil }
        guard weights.count > 1 else { return image }
        return CIImage(recipe: SeparableBlurRecipe(input: image.recipe, weights: weights))
    }
}
