import Foundation
import DynamicsGeometry

/// Pixel sizes read from image file headers, without decoding: what `UIImage` needs to know before it is drawn.
enum ImageHeader {
    /// Width and height in pixels from a PNG's IHDR chunk; nil when the bytes are not a PNG.
    static func pngPixelSize(_ data: Data) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        let width = bigEndian(bytes, 16, count: 4), height = bigEndian(bytes, 20, count: 4)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Width and height in pixels from a JPEG's start-of-frame segment; nil when the bytes are not a JPEG or end
    /// before one.
    static func jpegPixelSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        // Segments: 0xFF, a marker, then (for all but a few standalone markers) a big-endian length that counts itself.
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = bigEndian(bytes, offset + 2, count: 2)
            guard length >= 2 else { return nil }
            // Start of frame (baseline, progressive, lossless …); 0xC4, 0xC8 and 0xCC are other tables.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                let height = bigEndian(bytes, offset + 5, count: 2), width = bigEndian(bytes, offset + 7, count: 2)
                guard width > 0, height > 0 else { return nil }
                return CGSize(width: width, height: height)
            }
            if marker == 0xDA || marker == 0xD9 { return nil }
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
