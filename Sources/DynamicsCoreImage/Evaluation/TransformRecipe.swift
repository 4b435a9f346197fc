import DynamicsGeometry
import Foundation

/// An image moved, scaled, rotated or sheared by an affine transform, resampled bilinearly at pixel centres as Core
/// Image's default sampler does (`transformed(by:)`, `CIAffineTransform`).
final class TransformRecipe: ImageRecipe {
    let input: ImageRecipe
    let transform: CGAffineTransform

    init(input: ImageRecipe, transform: CGAffineTransform) {
        self.input = input
        self.transform = transform
    }

    var extent: CGRect {
        let inner = input.extent
        if inner.isNull || inner.isInfinite { return inner }
        return inner.applying(transform)
    }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let inverse = transform.inverted()
        guard [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite),
              abs(transform.a * transform.d - transform.b * transform.c) > 1e-12
        else { return PixelTile(region: region) }
        // The input pixels the region's corners map back to, one pixel more for the bilinear neighbours.
        var needed = region.cgRect.applying(inverse).insetBy(dx: -1, dy: -1)
        let inputExtent = input.extent
        if !inputExtent.isInfinite { needed = needed.intersection(inputExtent.insetBy(dx: -1, dy: -1)) }
        guard let source = PixelRegion(covering: needed), source.pixelCount <= PixelBudget.maximumPixels
        else { return PixelTile(region: region) }
        let tile = input.render(source, in: space)
        return PixelTile(region: region) { x, y in
            let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
            return Bilinear.sample(tile, x: Float(point.x), y: Float(point.y))
        }
    }
}

/// Bilinear sampling of a tile at a point (pixel centres at half-integers; transparent outside the tile).
enum Bilinear {
    static func sample(_ tile: PixelTile, x: Float, y: Float) -> SIMD4<Float> {
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Float(x0), ty = fy - Float(y0)
        if tx == 0 && ty == 0 { return tile.pixel(x: x0, y: y0) }
        let bottom = tile.pixel(x: x0, y: y0) * (1 - tx) + tile.pixel(x: x0 + 1, y: y0) * tx
        let top = tile.pixel(x: x0, y: y0 + 1) * (1 - tx) + tile.pixel(x: x0 + 1, y: y0 + 1) * tx
        return bottom * (1 - ty) + top * ty
    }
}

/// The most pixels one intermediate region may hold (a 8192 × 8192 picture), so a huge transform or blur of an
/// infinite image draws nothing instead of exhausting memory.
enum PixelBudget {
    static let maximumPixels = 8192 * 8192
}
