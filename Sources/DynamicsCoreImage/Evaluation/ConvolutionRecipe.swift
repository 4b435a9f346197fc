import DynamicsGeometry
import Foundation

/// A separable blur: the same one-dimensional weights run along rows, then along columns (`CIGaussianBlur`,
/// `CIBoxBlur`). Pixels outside the input's extent count as transparent, so the result fades at the edges and its
/// extent grows by the kernel's half-width, as on iOS.
final class SeparableBlurRecipe: ImageRecipe {
    let input: ImageRecipe
    /// Weights for offsets -half…half, summing to 1.
    let weights: [Float]
    var half: Int { weights.count / 2 }

    init(input: ImageRecipe, weights: [Float]) {
        self.input = input
        self.weights = weights
    }

    var extent: CGRect {
        let inner = input.extent
        if inner.isNull || inner.isInfinite { return inner }
        return inner.insetBy(dx: CGFloat(-half), dy: CGFloat(-half))
    }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let source = region.outset(dx: half, dy: half)
        guard source.pixelCount <= PixelBudget.maximumPixels else { return PixelTile(region: region) }
        let tile = input.render(source, in: space)
        let rows = Convolution.pass(tile.values, width: source.width, height: source.height, weights: weights,
                                    horizontal: true)
        let columns = Convolution.pass(rows, width: source.width, height: source.height, weights: weights,
                                       horizontal: false)
        var whole = PixelTile(region: source)
        whole.values = columns
        return whole.cropped(to: region)
    }
}

/// A blur along a line: the average of the image shifted by whole steps along a direction (`CIMotionBlur`).
final class LineBlurRecipe: ImageRecipe {
    let input: ImageRecipe
    /// Shifts, in pixels, each weighted equally.
    let offsets: [CGPoint]

    init(input: ImageRecipe, offsets: [CGPoint]) {
        self.input = input
        self.offsets = offsets
    }

    private var reach: (dx: Int, dy: Int) {
        (Int(offsets.map { abs($0.x) }.max() ?? 0) + 1, Int(offsets.map { abs($0.y) }.max() ?? 0) + 1)
    }

    var extent: CGRect {
        let inner = input.extent
        if inner.isNull || inner.isInfinite { return inner }
        return inner.insetBy(dx: CGFloat(-reach.dx), dy: CGFloat(-reach.dy))
    }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let source = region.outset(dx: reach.dx, dy: reach.dy)
        guard source.pixelCount <= PixelBudget.maximumPixels else { return PixelTile(region: region) }
        let tile = input.render(source, in: space)
        let weight = 1 / Float(offsets.count)
        return PixelTile(region: region) { x, y in
            var sum = SIMD4<Float>.zero
            for offset in offsets {
                sum += Bilinear.sample(tile, x: Float(Double(x) + 0.5 - offset.x), y: Float(Double(y) + 0.5 - offset.y))
            }
            return sum * weight
        }
    }
}

/// One-dimensional convolution over interleaved RGBA floats, on raw buffers so debug builds stay usable.
enum Convolution {
    /// `values` convolved along rows (`horizontal`) or columns with `weights` centred on each pixel; pixels beyond
    /// the buffer count as transparent.
    static func pass(_ values: [Float], width: Int, height: Int, weights: [Float], horizontal: Bool) -> [Float] {
        let half = weights.count / 2
        var out = [Float](repeating: 0, count: values.count)
        values.withUnsafeBufferPointer { input in
            weights.withUnsafeBufferPointer { w in
                out.withUnsafeMutableBufferPointer { output in
                    let (lines, length) = horizontal ? (height, width) : (width, height)
                    let step = horizontal ? 4 : width * 4
                    for line in 0..<lines {
                        let start = horizontal ? line * width * 4 : line * 4
                        for i in 0..<length {
                            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                            let lower = max(0, i - half), upper = min(length - 1, i + half)
                            var j = lower
                            while j <= upper {
                                let weight = w[j - i + half]
                                let o = start + j * step
                                r += input[o] * weight
                                g += input[o + 1] * weight
                                b += input[o + 2] * weight
                                a += input[o + 3] * weight
                                j += 1
                            }
                            let o = start + i * step
                            output[o] = r
                            output[o + 1] = g
                            output[o + 2] = b
                            output[o + 3] = a
                        }
                    }
                }
            }
        }
        return out
    }

    /// Normalised Gaussian weights of standard deviation `sigma`, reaching ⌈3σ⌉ pixels each way.
    static func gaussian(sigma: Double) -> [Float] {
        guard sigma > 0 else { return [1] }
        let half = Int((3 * sigma).rounded(.up))
        let raw = (-half...half).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { Float($0 / total) }
    }

    /// Equal weights over 2r + 1 pixels, r the radius rounded to a whole pixel.
    static func box(radius: Double) -> [Float] {
        let half = max(0, Int(radius.rounded()))
        return [Float](repeating: 1 / Float(2 * half + 1), count: 2 * half + 1)
    }
}
