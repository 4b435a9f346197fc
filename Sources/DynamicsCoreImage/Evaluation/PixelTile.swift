/// The pixels of a region as the filters compute them: four floats a pixel (red, green, blue, alpha), colour
/// premultiplied by alpha, in the working colour space, rows from the bottom up.
struct PixelTile {
    let region: PixelRegion
    var values: [Float]

    /// A transparent tile.
    init(region: PixelRegion) {
        self.region = region
        values = [Float](repeating: 0, count: region.pixelCount * 4)
    }

    /// A tile whose every pixel is `make(x, y)` (Core Image coordinates of the pixel, not of its centre).
    init(region: PixelRegion, make: (Int, Int) -> SIMD4<Float>) {
        self.init(region: region)
        var index = 0
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                let pixel = make(x, y)
                values[index] = pixel.x
                values[index + 1] = pixel.y
                values[index + 2] = pixel.z
                values[index + 3] = pixel.w
                index += 4
            }
        }
    }

    /// The offset of pixel (x, y)'s red value; the pixel must be inside the region.
    @inline(__always)
    func offset(x: Int, y: Int) -> Int { ((y - region.y) * region.width + (x - region.x)) * 4 }

    /// Pixel (x, y), transparent outside the region.
    func pixel(x: Int, y: Int) -> SIMD4<Float> {
        guard x >= region.x, x < region.maxX, y >= region.y, y < region.maxY else { return .zero }
        let o = offset(x: x, y: y)
        return SIMD4(values[o], values[o + 1], values[o + 2], values[o + 3])
    }

    /// The tile with every pixel replaced by `change(pixel, x, y)`.
    func mapped(_ change: (SIMD4<Float>, Int, Int) -> SIMD4<Float>) -> PixelTile {
        PixelTile(region: region) { x, y in change(pixel(x: x, y: y), x, y) }
    }

    /// The pixels of `region` taken from this tile (transparent where it holds none).
    func cropped(to region: PixelRegion) -> PixelTile {
        if region == self.region { return self }
        return PixelTile(region: region) { x, y in pixel(x: x, y: y) }
    }
}

extension SIMD4 where Scalar == Float {
    /// The colour divided by alpha (zero for a transparent pixel).
    var unpremultiplied: SIMD4<Float> {
        w > 0 ? SIMD4(x / w, y / w, z / w, w) : .zero
    }

    /// The colour multiplied by alpha.
    var premultiplied: SIMD4<Float> { SIMD4(x * w, y * w, z * w, w) }

    /// Every component limited to 0…1.
    var clampedToUnit: SIMD4<Float> { clamped(lowerBound: .zero, upperBound: .one) }
}
