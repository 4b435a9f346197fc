import Dynamics
import Foundation
import Testing

/// The manifest's pixel hash, taken row by row from the premultiplied frame, is the hash of its canonical straight
/// RGBA bytes — for opaque and translucent pixels, and widths whose rows are not whole XXH3 stripes.
@Suite struct PixelDigestTests {
    @Test(arguments: [(1, 1), (17, 5), (33, 9), (64, 3)])
    func rowByRowDigestEqualsTheDigestOfTheCopy(_ width: Int, _ height: Int) {
        let stride = width * 4 + 8
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8(truncatingIfNeeded: (x * 37 + y * 11) % 256)
                let offset = y * stride + x * 4
                // Premultiplied BGRA: colour channels at most alpha.
                bytes[offset] = UInt8(Int(alpha) * x / max(width, 1))
                bytes[offset + 1] = UInt8(Int(alpha) * y / max(height, 1))
                bytes[offset + 2] = alpha / 2
                bytes[offset + 3] = alpha
            }
        }
        let image = Image(width: width, height: height, stride: stride, bytes: bytes)
        let expected = ContentHash.of(Data(image.straightRGBA.bytes))
        #expect(ContentHash.ofPixels(image) == expected)
        #expect(ContentHash.ofPixels(image.straightRGBA) == expected)
        #expect(expected.algorithm == .xxh3 && expected.hex.count == 32)
    }
}
