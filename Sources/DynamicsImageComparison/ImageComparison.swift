import DynamicsRender
/// Perceptual image comparison that counts exactly what pixelmatch 5 (the YIQ version, v5.3.0) counts: each pixel
/// pair is compared by a weighted YIQ colour distance (after blending straight colours over white), and differing
/// pixels that look like anti-aliasing of an edge present in both images are reported separately instead of being
/// counted as differences. A test runs the `pixelmatch` package from PyPI (a port of the same algorithm) on the same
/// images and requires the same counts.
///
/// Pixels are straight (non-premultiplied) RGBA, 4 bytes each, rows `bytesPerRow` apart — what a PNG file holds and
/// pixelmatch reads. Rendered images are un-premultiplied first by the routine the PNG writer uses, so comparing an
/// image equals comparing its PNG file. Golden tests and `dynamics compare` share this code.
public enum ImageComparison {
    /// How strict the comparison is.
    public struct Options: Sendable, Equatable {
        /// Matching threshold from 0 to 1; smaller is stricter. pixelmatch's default is 0.1.
        public var threshold: Double
        /// When true, anti-aliased pixels count as differences too.
        public var countsAntiAliasedPixels: Bool
        /// Options with the given threshold (default 0.1) that ignore anti-aliasing differences.
        public init(threshold: Double = 0.1, countsAntiAliasedPixels: Bool = false) {
            self.threshold = threshold
            self.countsAntiAliasedPixels = countsAntiAliasedPixels
        }
    }

    /// What a comparison found.
    public struct Result: Sendable, Equatable {
        /// Pixels whose colour distance exceeds the threshold and that are not anti-aliasing.
        public var differentPixels: Int
        /// Pixels above the threshold that were classified as anti-aliasing (not in `differentPixels`).
        public var antiAliasedPixels: Int
        /// Pixels compared.
        public var pixelCount: Int
        /// The most `differentPixels` inside one `regionSize` × `regionSize` square of the grid that starts at the
        /// top-left corner: a missing or changed word shows here even when the frame's total stays small.
        public var largestRegionDifference: Int
        /// A result with the given counts.
        public init(differentPixels: Int, antiAliasedPixels: Int, pixelCount: Int, largestRegionDifference: Int = 0) {
            self.differentPixels = differentPixels
            self.antiAliasedPixels = antiAliasedPixels
            self.pixelCount = pixelCount
            self.largestRegionDifference = largestRegionDifference
        }
        /// `differentPixels / pixelCount`, 0 for an empty image.
        public var differenceRatio: Double { pixelCount == 0 ? 0 : Double(differentPixels) / Double(pixelCount) }
    }

    /// The side of the squares `Result.largestRegionDifference` counts in, in pixels: about a short word of UI text
    /// at 1× (a 13 pt label's glyphs are 9–10 px tall).
    public static let regionSize = 16

    /// Compares two images of the same size.
    ///
    /// - Parameters:
    ///   - expected: the expected pixels, straight RGBA.
    ///   - actual: the actual pixels, in the same layout.
    ///   - width: pixels per row.
    ///   - height: rows.
    ///   - bytesPerRow: bytes from one row to the next in all three buffers.
    ///   - options: the colour threshold and whether anti-aliased pixels count.
    ///   - diff: when given, receives pixelmatch's opaque RGBA picture with `bytesPerRow` stride: the expected
    ///     image faded to light grey, differing pixels red and anti-aliasing pixels yellow.
    public static func compare(expected: UnsafeBufferPointer<UInt8>, actual: UnsafeBufferPointer<UInt8>,
                               width: Int, height: Int, bytesPerRow: Int, options: Options = Options(),
                               diff: UnsafeMutableBufferPointer<UInt8>? = nil) -> Result {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4)
        precondition(expected.count >= bytesPerRow * height && actual.count >= bytesPerRow * height)
        let images = PixelGeometry(width: width, height: height, bytesPerRow: bytesPerRow)
        // 35215 is the largest possible squared YIQ distance (black against white).
        let maxDelta = 35215 * options.threshold * options.threshold
        var result = Result(differentPixels: 0, antiAliasedPixels: 0, pixelCount: width * height)
        let regionColumns = (width + regionSize - 1) / regionSize
        var regionCounts = [Int](repeating: 0, count: regionColumns * ((height + regionSize - 1) / regionSize))
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * bytesPerRow + x * 4
                let delta = colourDelta(expected, offset, actual, offset, brightnessOnly: false)
                if delta > maxDelta {
                    let antiAliased = !options.countsAntiAliasedPixels
                        && (images.isAntiAliased(x, y, in: expected, other: actual)
                            || images.isAntiAliased(x, y, in: actual, other: expected))
                    if antiAliased {
                        result.antiAliasedPixels += 1
                        diff.map { paint($0, offset, red: 255, green: 255, blue: 0) }
                    } else {
                        result.differentPixels += 1
                        regionCounts[(y / regionSize) * regionColumns + x / regionSize] += 1
                        diff.map { paint($0, offset, red: 255, green: 0, blue: 0) }
                    }
                } else if let diff {
                    // pixelmatch's grey: the luma of the unblended colour faded towards white by 0.1 × alpha.
                    let fade = 0.1 * Double(expected[offset + 3]) / 255
                    let value = 255 + (luma(Double(expected[offset]), Double(expected[offset + 1]),
                                            Double(expected[offset + 2])) - 255) * fade
                    let grey = UInt8(max(0, min(255, value)))
                    paint(diff, offset, red: grey, green: grey, blue: grey)
                }
            }
        }
        result.largestRegionDifference = regionCounts.max() ?? 0
        return result
    }

    private static func paint(_ image: UnsafeMutableBufferPointer<UInt8>, _ offset: Int,
                              red: UInt8, green: UInt8, blue: UInt8) {
        image[offset] = red
        image[offset + 1] = green
        image[offset + 2] = blue
        image[offset + 3] = 255
    }

    /// The straight RGB of a pixel blended over white as pixelmatch does it, in the same floating-point steps:
    /// `255 + (c − 255) × (a / 255)` when `a < 255`, the colour itself when opaque.
    @inline(__always)
    private static func blendedOverWhite(_ image: UnsafeBufferPointer<UInt8>, _ offset: Int) -> (Double, Double, Double) {
        let r = Double(image[offset]), g = Double(image[offset + 1]), b = Double(image[offset + 2])
        let alpha = image[offset + 3]
        guard alpha < 255 else { return (r, g, b) }
        let a = Double(alpha) / 255
        return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
    }

    @inline(__always)
    private static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Weighted squared YIQ distance; with `brightnessOnly`, the signed luma difference first minus second.
    @inline(__always)
    static func colourDelta(_ first: UnsafeBufferPointer<UInt8>, _ firstOffset: Int,
                            _ second: UnsafeBufferPointer<UInt8>, _ secondOffset: Int, brightnessOnly: Bool) -> Double {
        if first[firstOffset] == second[secondOffset] && first[firstOffset + 1] == second[secondOffset + 1]
            && first[firstOffset + 2] == second[secondOffset + 2] && first[firstOffset + 3] == second[secondOffset + 3] {
            return 0
        }
        let (r1, g1, b1) = blendedOverWhite(first, firstOffset)
        let (r2, g2, b2) = blendedOverWhite(second, secondOffset)
        let y1 = luma(r1, g1, b1)
        let y2 = luma(r2, g2, b2)
        let y = y1 - y2
        if brightnessOnly { return y }
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}

/// The size and row layout shared by the compared images, for the neighbourhood tests of anti-aliasing detection.
private struct PixelGeometry {
    let width: Int
    let height: Int
    let bytesPerRow: Int

    /// True when pixel (x, y) of `image` looks like anti-aliasing (after Vysniauskas, "Anti-aliased pixel and
    /// intensity slope detector", 2009): among its 8 neighbours at most two have the same brightness, some are
    /// darker and some brighter, and the darkest or the brightest neighbour sits in a flat region (three or more
    /// identical neighbours) in both images — i.e. the pixel lies on an edge between two solid areas.
    func isAntiAliased(_ x: Int, _ y: Int, in image: UnsafeBufferPointer<UInt8>,
                       other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let centre = y * bytesPerRow + x * 4
        var equalNeighbours = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var lowest = 0.0, highest = 0.0  // most negative / most positive luma step to a neighbour
        var lowX = 0, lowY = 0, highX = 0, highY = 0
        // Columns outer, rows inner, as pixelmatch: ties for the darkest and brightest neighbour go to the first.
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let delta = ImageComparison.colourDelta(image, centre, image, ny * bytesPerRow + nx * 4,
                                                        brightnessOnly: true)
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < lowest {
                    lowest = delta
                    lowX = nx
                    lowY = ny
                } else if delta > highest {
                    highest = delta
                    highX = nx
                    highY = ny
                }
            }
        }
        if lowest == 0 || highest == 0 { return false }
        return (hasManySiblings(lowX, lowY, in: image) && hasManySiblings(lowX, lowY, in: other))
            || (hasManySiblings(highX, highY, in: image) && hasManySiblings(highX, highY, in: other))
    }

    /// True when at least three of the pixel's neighbours have exactly its colour (image edges count as one).
    private func hasManySiblings(_ x: Int, _ y: Int, in image: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let centre = y * bytesPerRow + x * 4
        var equalNeighbours = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                let other = ny * bytesPerRow + nx * 4
                if image[centre] == image[other] && image[centre + 1] == image[other + 1]
                    && image[centre + 2] == image[other + 2] && image[centre + 3] == image[other + 3] {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return true }
                }
            }
        }
        return false
    }
}
