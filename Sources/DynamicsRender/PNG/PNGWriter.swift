import CPNG
import Foundation
import DynamicsRenderFolder

/// Writes images as PNG files through libpng.
public enum PNGWriter {
    /// Writes `image` to `path` as an 8-bit PNG with straight alpha (RGB when the image is opaque) and no row filters.
    /// `compressionLevel` 1, the default, compresses with ISA-L's igzip at its level 0 (the fastest, for frame
    /// sequences; the same pixels always give the same bytes); 0 and 2…9 are zlib's levels (9 for the smallest files,
    /// such as golden images).
    ///
    /// The file is written under a temporary name in the same folder and renamed into place, so `path` either keeps
    /// its old content or gets the complete new file, never a truncated one. Throws `PNGError` with the reason.
    public static func write(_ image: Image, to path: String, compressionLevel: Int = 1) throws {
        try write(encode(image, compressionLevel: compressionLevel, name: path), to: path)
    }

    /// The PNG file `write(_:to:compressionLevel:)` would write, in memory (for hashing it before it is stored).
    /// `name` appears in error messages.
    public static func encode(_ image: Image, compressionLevel: Int = 1, name: String = "PNG image") throws -> Data {
        try encode(image, compressionLevel: compressionLevel, name: name, pixelHash: nil)
    }

    /// `encode(_:compressionLevel:name:)`, and the picture's fingerprint (`ContentHash.ofPixels`) taken from the
    /// rows the encoder builds anyway, at the cost of hashing them.
    public static func encodeFingerprinted(_ image: Image, compressionLevel: Int = 1,
                                           name: String = "PNG image") throws -> (png: Data, pixelHash: ContentHash) {
        let hash = XXH3()
        let png = try hash.withState { try encode(image, compressionLevel: compressionLevel, name: name, pixelHash: $0) }
        return (png, ContentHash(algorithm: .xxh3, digest: hash.finalize()))
    }

    private static func encode(_ image: Image, compressionLevel: Int, name: String,
                               pixelHash: OpaquePointer?) throws -> Data {
        guard (0...9).contains(compressionLevel) else {
            throw PNGError(path: name, reason: "compression level \(compressionLevel) is not in 0…9")
        }
        guard image.width > 0, image.height > 0 else {
            throw PNGError(path: name, reason: "cannot write an empty \(image.width)×\(image.height) image")
        }
        let hasAlpha = hasAlpha(image)
        var message = [CChar](repeating: 0, count: 256)
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status = image.bytes.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                dynamics_png_encode_bgra(
                    pixels.baseAddress, Int32(image.width), Int32(image.height), image.stride, hasAlpha ? 1 : 0,
                    Int32(compressionLevel), &bytes, &count, pixelHash, text.baseAddress, text.count)
            }
        }
        guard status == 0, let bytes else {
            throw PNGError(path: name, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Data(bytesNoCopy: bytes, count: count, deallocator: .free)
    }

    /// Stores encoded PNG bytes at `path` through a temporary file renamed into place (never a truncated file).
    public static func write(_ png: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
            .path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw PNGError(path: path, reason: systemError()) }
        var failure = png.withUnsafeBytes { FileDescriptorWriting.writeAll($0, to: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = systemError() }
        if failure == nil, rename(temporary, path) != 0 { failure = systemError() }
        if let failure {
            unlink(temporary)
            throw PNGError(path: path, reason: failure)
        }
    }

    /// The text of the current `errno`.
    private static func systemError() -> String { String(cString: strerror(errno)) }

    /// Whether the file keeps an alpha channel: RGBA unless the image says it is opaque or every alpha byte is 255.
    static func hasAlpha(_ image: Image) -> Bool { !(image.isOpaque || isOpaque(image)) }

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
