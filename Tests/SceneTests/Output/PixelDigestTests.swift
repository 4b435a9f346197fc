import Dynamics
import Foundation
import Testing

/// The manifest's pixel fingerprint is the XXH3-128 of the picture as a PNG holds it before compression (each row a
/// filter byte 0 and its samples: RGB when every pixel is opaque, else straight RGBA), the same whether taken from
/// the premultiplied frame, from its straight RGBA copy or while encoding it — for opaque and translucent pixels, and
/// widths whose rows are not whole XXH3 stripes.
@Suite struct PixelDigestTests {
    /// A premultiplied BGRA picture with padded rows; every alpha 255 when `opaque`.
    private func picture(_ width: Int, _ height: Int, opaque: Bool) -> Image {
        let stride = width * 4 + 8
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = opaque ? 255 : UInt8(truncatingIfNeeded: (x * 37 + y * 11) % 256)
                let offset = y * stride + x * 4
                // Premultiplied BGRA: colour channels at most alpha.
                bytes[offset] = UInt8(Int(alpha) * x / max(width, 1))
                bytes[offset + 1] = UInt8(Int(alpha) * y / max(height, 1))
                bytes[offset + 2] = alpha / 2
                bytes[offset + 3] = alpha
            }
        }
        return Image(width: width, height: height, stride: stride, bytes: bytes)
    }

    /// The fingerprinted bytes, built here from the straight RGBA copy.
    private func canonicalBytes(_ pixels: RGBAPixels, opaque: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<pixels.height {
            bytes.append(0)
            for x in 0..<pixels.width {
                let offset = (y * pixels.width + x) * 4
                bytes.append(contentsOf: pixels.bytes[offset..<offset + (opaque ? 3 : 4)])
            }
        }
        return bytes
    }

    @Test(arguments: [(1, 1), (17, 5), (33, 9), (64, 3)], [false, true])
    func everyRouteGivesTheFingerprintOfTheCanonicalBytes(_ size: (Int, Int), _ opaque: Bool) throws {
        let image = picture(size.0, size.1, opaque: opaque)
        let expected = ContentHash.of(Data(canonicalBytes(image.straightRGBA, opaque: opaque)))
        #expect(ContentHash.ofPixels(image) == expected)
        #expect(ContentHash.ofPixels(image.straightRGBA) == expected)
        for level in [1, 6] {
            let (png, pixelHash) = try PNGWriter.encodeFingerprinted(image, compressionLevel: level)
            #expect(pixelHash == expected, "level \(level)")
            #expect(try PNGWriter.encode(image, compressionLevel: level) == png, "fingerprinting leaves the bytes alone")
            #expect(ContentHash.ofPixels(try PNGReader.readRGBA(data: png)) == expected, "decoded again, level \(level)")
        }
        #expect(expected.algorithm == .xxh3 && expected.hex.count == 32)
    }
}
