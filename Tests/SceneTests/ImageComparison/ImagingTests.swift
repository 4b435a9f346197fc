import Dynamics
import Foundation
import Testing

@Suite("ImageComparison")
struct ImageComparisonTests {
    /// A white image with a black rectangle from column `edge` on; `blend` sets the column just left of it to a grey
    /// (anti-aliasing of the edge).
    private func edgeImage(width: Int = 12, height: Int = 12, edge: Int, blendGrey: UInt8? = nil) -> Image {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                if x >= edge {
                    bytes[offset] = 0; bytes[offset + 1] = 0; bytes[offset + 2] = 0
                } else if x == edge - 1, let blendGrey {
                    bytes[offset] = blendGrey; bytes[offset + 1] = blendGrey; bytes[offset + 2] = blendGrey
                }
            }
        }
        return Image(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    @Test("identical images have no difference")
    func identical() throws {
        let (result, _) = try ImageComparison.compare(edgeImage(edge: 6), edgeImage(edge: 6))
        #expect(result == .init(differentPixels: 0, antiAliasedPixels: 0, pixelCount: 144))
    }

    @Test("a moved edge is a difference of one column")
    func movedEdge() throws {
        let (result, diff) = try ImageComparison.compare(edgeImage(edge: 6), edgeImage(edge: 5), makesDiffImage: true)
        #expect(result.differentPixels == 12)
        #expect(abs(result.differenceRatio - 12.0 / 144) < 1e-12)
        let image = try #require(diff)
        #expect(image.pixel(x: 5, y: 3) == (255, 0, 0, 255))
        // Unchanged pixels are the expected image faded towards white: white stays white, black becomes light grey
        // (pixelmatch's 255 − 255 × 0.1 = 229.5, truncated).
        #expect(image.pixel(x: 1, y: 3) == (255, 255, 255, 255))
        #expect(image.pixel(x: 9, y: 3).r == 229)
    }

    @Test("a new anti-aliased edge pixel is classified as anti-aliasing, not counted")
    func antiAliasing() throws {
        let (result, diff) = try ImageComparison.compare(edgeImage(edge: 6), edgeImage(edge: 6, blendGrey: 128),
                                                         makesDiffImage: true)
        #expect(result.differentPixels == 0)
        #expect(result.antiAliasedPixels == 12)
        #expect(try #require(diff).pixel(x: 5, y: 4) == (255, 255, 0, 255))
        let strict = try ImageComparison.compare(edgeImage(edge: 6), edgeImage(edge: 6, blendGrey: 128),
                                                 options: .init(countsAntiAliasedPixels: true))
        #expect(strict.result.differentPixels == 12)
    }

    @Test("the threshold separates small colour changes from large ones")
    func threshold() throws {
        let light = edgeImage(edge: 12, blendGrey: nil)
        var bytes = light.bytes
        bytes[0] = 250; bytes[1] = 250; bytes[2] = 250   // pixel (0, 0) slightly grey
        let nudged = Image(width: 12, height: 12, stride: 48, bytes: bytes)
        #expect(try ImageComparison.compare(light, nudged).result.differentPixels == 0)
        #expect(try ImageComparison.compare(light, nudged, options: .init(threshold: 0.01)).result.differentPixels == 1)
    }

    @Test("premultiplied transparency is compared as blended over white")
    func transparency() throws {
        let clear = Image(width: 2, height: 2)
        let white = Image(width: 2, height: 2, stride: 8, bytes: [UInt8](repeating: 255, count: 16))
        #expect(try ImageComparison.compare(clear, white).result.differentPixels == 0)
        let black = Image(width: 2, height: 2, stride: 8, bytes: [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255])
        #expect(try ImageComparison.compare(clear, black).result.differentPixels == 4)
    }

    @Test("different sizes throw")
    func sizes() {
        #expect(throws: ImageSizeMismatch.self) {
            try ImageComparison.compare(Image(width: 2, height: 2), Image(width: 3, height: 2))
        }
    }
}
