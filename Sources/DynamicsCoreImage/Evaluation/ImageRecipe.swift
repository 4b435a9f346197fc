import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// How to compute an image's pixels: a node of the filter graph a `CIImage` stands for. Nothing is computed when a
/// recipe is made; a context asks the final node for a region, and each node asks its inputs for the region it needs.
protocol ImageRecipe: AnyObject {
    /// Where the image has pixels that are not transparent (may be infinite).
    var extent: CGRect { get }
    /// The pixels of `region` in `space`.
    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile
}

/// An image with no pixels (`CIImage.empty()`).
final class EmptyRecipe: ImageRecipe {
    var extent: CGRect { .null }
    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile { PixelTile(region: region) }
}

/// The pixels of a bitmap, its bottom-left pixel at (0, 0).
final class BitmapRecipe: ImageRecipe {
    let bitmap: UIImage.Bitmap

    init(bitmap: UIImage.Bitmap) { self.bitmap = bitmap }

    var extent: CGRect { CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height) }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let decoded = SRGBTransfer.decodedBytes
        return PixelTile(region: region) { x, y in
            guard x >= 0, x < bitmap.width, y >= 0, y < bitmap.height else { return .zero }
            let o = ((bitmap.height - 1 - y) * bitmap.width + x) * 4
            let alpha = bitmap.bytes[o + 3]
            guard alpha > 0 else { return .zero }
            // Straight 8-bit sRGB first (premultiplied bytes rounded back), then the working space, then alpha again.
            func component(_ byte: UInt8) -> Float {
                let straight = min(255, (UInt32(byte) * 255 + UInt32(alpha) / 2) / UInt32(alpha))
                return space == .linearSRGB ? decoded[Int(straight)] : Float(straight) / 255
            }
            let a = Float(alpha) / 255
            return SIMD4(component(bitmap.bytes[o + 2]) * a, component(bitmap.bytes[o + 1]) * a,
                         component(bitmap.bytes[o]) * a, a)
        }
    }
}

/// One colour everywhere (`CIImage(color:)`, `CIConstantColorGenerator`).
final class ColorRecipe: ImageRecipe {
    let color: CIColor

    init(color: CIColor) { self.color = color }

    var extent: CGRect { .infinite }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let pixel = color.premultiplied(in: space)
        return PixelTile(region: region) { _, _ in pixel }
    }
}

/// Any image whose pixel depends only on where it is (gradients, QR codes).
final class GeneratorRecipe: ImageRecipe {
    let extent: CGRect
    /// The premultiplied working-space colour at a point (the centre of a pixel).
    let colorAt: (CGPoint, WorkingSpace) -> SIMD4<Float>

    init(extent: CGRect, colorAt: @escaping (CGPoint, WorkingSpace) -> SIMD4<Float>) {
        self.extent = extent
        self.colorAt = colorAt
    }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let bounded = !extent.isInfinite
        return PixelTile(region: region) { x, y in
            let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
            return bounded && !extent.contains(point) ? .zero : colorAt(point, space)
        }
    }
}

/// An image's pixels changed one at a time, each by where it is and what it was (colour filters, vignette).
final class PixelKernelRecipe: ImageRecipe {
    let input: ImageRecipe
    /// Premultiplied working-space pixel and its centre → the new premultiplied pixel.
    let kernel: (SIMD4<Float>, CGPoint, WorkingSpace) -> SIMD4<Float>
    /// Whether a transparent pixel can become visible (a colour matrix's alpha bias), which makes the extent infinite.
    let coversTransparent: Bool

    init(input: ImageRecipe, coversTransparent: Bool = false,
         kernel: @escaping (SIMD4<Float>, CGPoint, WorkingSpace) -> SIMD4<Float>) {
        self.input = input
        self.kernel = kernel
        self.coversTransparent = coversTransparent
    }

    var extent: CGRect { coversTransparent ? .infinite : input.extent }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        input.render(region, in: space).mapped { pixel, x, y in
            kernel(pixel, CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), space)
        }
    }
}

/// An image limited to a rectangle: pixels whose centre lies outside it are transparent (`cropped(to:)`, `CICrop`).
final class CropRecipe: ImageRecipe {
    let input: ImageRecipe
    let rect: CGRect

    init(input: ImageRecipe, rect: CGRect) {
        self.input = input
        self.rect = rect.standardized
    }

    var extent: CGRect { input.extent.intersection(rect) }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let tile = input.render(region, in: space)
        return tile.mapped { pixel, x, y in
            rect.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) ? pixel : .zero
        }
    }
}

/// An image's edge pixels repeated outward forever (`clampedToExtent()`).
final class ClampRecipe: ImageRecipe {
    let input: ImageRecipe
    let source: PixelRegion?

    init(input: ImageRecipe) {
        self.input = input
        source = PixelRegion(covering: input.extent)
    }

    var extent: CGRect { source == nil ? .null : .infinite }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        guard let source else { return PixelTile(region: region) }
        let clampedX = max(source.x, min(region.x, source.maxX - 1))
        let clampedY = max(source.y, min(region.y, source.maxY - 1))
        let needed = PixelRegion(x: clampedX, y: clampedY,
                                 width: max(source.x, min(region.maxX, source.maxX)) - clampedX,
                                 height: max(source.y, min(region.maxY, source.maxY)) - clampedY)
            .intersection(source)
        let inner = input.render(PixelRegion(x: needed.x, y: needed.y, width: max(needed.width, 1),
                                             height: max(needed.height, 1)), in: space)
        return PixelTile(region: region) { x, y in
            inner.pixel(x: max(source.x, min(x, source.maxX - 1)), y: max(source.y, min(y, source.maxY - 1)))
        }
    }
}
