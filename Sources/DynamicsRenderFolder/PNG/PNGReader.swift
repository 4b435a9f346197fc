import CPNG
import Foundation

/// Reads PNG files through libpng's simplified API (which reports errors in its control structure instead of
/// jumping) as the straight RGBA the file holds (`RGBAPixels`), for comparing and hashing; DynamicsRender adds
/// `read`, which gives premultiplied BGRA `Image`s for drawing.
///
/// Every file is checked before libpng sees it, so a bad one fails with one specific reason: `empty file`, `not a
/// PNG file`, `truncated PNG`, `corrupt PNG header (…)`, `PNG width 0`, `PNG height 0`, `image larger than the pixel
/// limit (…)`, or `corrupt PNG (libpng's words)`.
public enum PNGReader {
    /// Decodes the PNG file at `path` into straight (non-premultiplied) 8-bit RGBA, exactly the values the file
    /// stores, converted to RGBA as libpng does (grey, palette and 16-bit files included). Throws `PNGError`.
    public static func readRGBA(_ path: String) throws -> RGBAPixels {
        // Plain read(2) calls: Foundation refuses device files such as /dev/null, which must read as empty.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PNGError(path: path, reason: errno == ENOENT ? "no such file" : "cannot read: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = Foundation.read(descriptor, &chunk, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw PNGError(path: path, reason: errno == EISDIR ? "is a folder" : "cannot read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return try readRGBA(data: data, name: path)
    }

    /// Decodes PNG bytes held in memory into straight 8-bit RGBA; `name` appears in error messages.
    public static func readRGBA(data: Data, name: String = "PNG data") throws -> RGBAPixels {
        let bytes = [UInt8](data)
        let (width, height) = try checkedHeader(bytes, name: name)
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        let started = bytes.withUnsafeBytes { raw in png_image_begin_read_from_memory(&control, raw.baseAddress, raw.count) }
        guard started != 0 else { throw failure(&control, bytes, name) }
        control.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA, which Swift does not import
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        // The memory reader reads from the buffer during finish_read, so keep it alive until then.
        let finished = bytes.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&control, nil, buffer.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else { throw failure(&control, bytes, name) }
        return RGBAPixels(width: width, height: height, bytes: pixels)
    }

    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    private static let headerChunk: [UInt8] = [0, 0, 0, 13, 73, 72, 68, 82]  // length 13, "IHDR"
    private static let endChunk: [UInt8] = [0, 0, 0, 0, 73, 69, 78, 68, 0xAE, 0x42, 0x60, 0x82]  // "IEND" and its CRC

    /// The width and height a PNG file declares, once its signature and IHDR chunk (33 bytes) are sound and the
    /// size is within `PixelLimits`: refused from the header, before any pixel memory is allocated (a 69-byte file
    /// can declare 32768×32768).
    private static func checkedHeader(_ bytes: [UInt8], name: String) throws -> (width: Int, height: Int) {
        guard !bytes.isEmpty else { throw PNGError(path: name, reason: "empty file") }
        guard bytes.starts(with: signature.prefix(bytes.count)) else { throw PNGError(path: name, reason: "not a PNG file") }
        guard bytes.count >= 33 else { throw PNGError(path: name, reason: "truncated PNG") }
        guard Array(bytes[8..<16]) == headerChunk else {
            throw PNGError(path: name, reason: "corrupt PNG header (the first chunk is not a 13-byte IHDR)")
        }
        guard crc32(bytes[12..<29]) == bigEndian(bytes, at: 29) else {
            throw PNGError(path: name, reason: "corrupt PNG header (IHDR checksum mismatch)")
        }
        let width = Int(bigEndian(bytes, at: 16)), height = Int(bigEndian(bytes, at: 20))
        guard width > 0 else { throw PNGError(path: name, reason: "PNG width 0") }
        guard height > 0 else { throw PNGError(path: name, reason: "PNG height 0") }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(path: name, reason: "corrupt PNG header (\(width)×\(height) pixels)")
        }
        guard PixelLimits.allows(width: Double(width), height: Double(height)) else {
            throw PNGError(path: name, reason: "image larger than the pixel limit (\(width)×\(height) pixels; "
                + "\(PixelLimits.description))")
        }
        return (width, height)
    }

    /// The 32-bit big-endian number at `offset`.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// PNG's CRC-32 (ISO 3309) of `bytes`.
    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// libpng's failure as one reason: `truncated PNG` when the file does not end with an IEND chunk (libpng then
    /// says only "Read Error"), else `corrupt PNG (libpng's message)`.
    private static func failure(_ control: inout png_image, _ bytes: [UInt8], _ name: String) -> PNGError {
        let message = withUnsafeBytes(of: &control.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&control)
        guard bytes.count >= endChunk.count, Array(bytes.suffix(endChunk.count)) == endChunk else {
            return PNGError(path: name, reason: "truncated PNG")
        }
        return PNGError(path: name, reason: "corrupt PNG (\(message.isEmpty ? "unreadable image data" : message))")
    }
}

/// An image as straight (non-premultiplied) 8-bit RGBA, 4 bytes per pixel, rows packed `width × 4` bytes apart:
/// what a PNG file holds, and the canonical form pixel hashes and comparisons use.
public struct RGBAPixels: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row from the top.
    public let bytes: [UInt8]

    /// Pixels from `width × height × 4` straight RGBA bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4,
                     "RGBA bytes do not cover \(width)×\(height)")
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
