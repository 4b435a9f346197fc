import DynamicsGeometry
import Foundation

/// `CIVignette` and `CIPixellate` (formulas in docs/core-image.md).
enum StylizeFilters {
    static let definitions: [FilterDefinition] = [
        FilterDefinition("CIVignette", [kCICategoryColorEffect],
                         [.image(kCIInputImageKey), .number(kCIInputIntensityKey, 0), .number(kCIInputRadiusKey, 1)]) { inputs in
            guard let image = inputs.image() else { return nil }
            let intensity = inputs.float(kCIInputIntensityKey), radius = max(inputs.float(kCIInputRadiusKey), 1e-6)
            let extent = image.extent
            guard !extent.isNull, !extent.isInfinite else { return image }
            let center = CGPoint(x: extent.midX, y: extent.midY)
            let halfDiagonal = Float(hypot(extent.width, extent.height) / 2)
            return CIImage(recipe: PixelKernelRecipe(input: image.recipe) { pixel, point, _ in
                let distance = Float(hypot(point.x - center.x, point.y - center.y)) / halfDiagonal
                let t = min(distance / radius, 1)
                let factor = max(0, 1 - intensity * t * t)
                return SIMD4(pixel.x * factor, pixel.y * factor, pixel.z * factor, pixel.w)
            })
        },
        FilterDefinition("CIPixellate", [kCICategoryStylize],
                         [.image(kCIInputImageKey), .vector(kCIInputCenterKey, CIVector(x: 150, y: 150)),
                          .number(kCIInputScaleKey, 8)]) { inputs in
            guard let image = inputs.image() else { return nil }
            let scale = inputs.number(kCIInputScaleKey)
            guard scale >= 1 else { return image }
            return CIImage(recipe: PixellateRecipe(input: image.recipe, center: inputs.vector(kCIInputCenterKey).cgPointValue,
                                                   scale: scale))
        },
    ]
}

/// Squares of `scale` pixels, aligned so a corner falls on `center`, each filled with the colour at its middle.
final class PixellateRecipe: ImageRecipe {
    let input: ImageRecipe
    let center: CGPoint
    let scale: Double

    init(input: ImageRecipe, center: CGPoint, scale: Double) {
        self.input = input
        self.center = center
        self.scale = scale
    }

    var extent: CGRect { input.extent }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let reach = Int(scale.rounded(.up)) + 1
        let source = region.outset(dx: reach, dy: reach)
        guard source.pixelCount <= PixelBudget.maximumPixels else { return PixelTile(region: region) }
        let tile = input.render(source, in: space)
        func middle(_ value: Double, _ origin: Double) -> Float {
            Float(origin + (((value - origin) / scale).rounded(.down) + 0.5) * scale)
        }
        return PixelTile(region: region) { x, y in
            Bilinear.sample(tile, x: middle(Double(x) + 0.5, center.x), y: middle(Double(y) + 0.5, center.y))
        }
    }
}
