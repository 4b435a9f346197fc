import CPNG
import Foundation

/// Writes images as PNG files through libpng.
public enum PNGWriter {
    /// Writes `image` to `path` as an 8-bit PNG with straight alpha (RGB when the image is opaque), with zlib level
    /// `compressionLevel` (0…9; 1 is fast) and no row filters.
    ///
    /// The file is written under a temporary name in the same folder and renamed into place, so `path` either keeps
    /// its old content or gets the complete new file, never a truncated one. Throws `PNGError` with the reason.
    public static func write(_ image: Image, to path: String, compressionLevel: Int = 1) throws {
        guard (0...9).contains(compressionLevel) else {
            throw PNGError(path: path, reason: "compression level \(compressionLevel) is not in 0…9")
        }
        guard image.width > 0, image.height > 0 else {
            throw PNGError(path: path, reason: "cannot write an empty \(image.width)×\(image.height) image")
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
            .path
        let hasAlpha = !(image.isOpaque || isOpaque(image))
        var message = [CChar](repeating: 0, count: 256)
        let status = image.bytes.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                dynamics_png_write_bgra(
                    temporary, pixels.baseAddress, Int32(image.width), Int32(image.height), image.stride,
                    hasAlpha ? 1 : 0, Int32(compressionLevel), text.baseAddress, text.count)
            }
        }
        guard status == 0 else {
            unlink(temporary)
            throw PNGError(path: path, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(decoding: Data(bytes: strerror(errno), count: strlen(strerror(errno))), as: UTF8.self)
            unlink(temporary)
            throw PNGError(path: path, reason: reason)
        }
    }

    /// True when every alpha byte is 255.
    private static func isOpaque(_ image: Image) -> Bool {
        image.bytes.withUnsafeBufferPointer { bytes in
            for y in 0..<image.height {
                var offset = y * image.stride + 3
                for _ in 0..<image.width {
                    if bytes[offset] != 255 { return false }
                    offset += 4
                }
            }
            return true
        }
    }
}
