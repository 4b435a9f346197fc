import CPNG
import Foundation

/// Reads PNG files into premultiplied BGRA images through libpng's simplified API (which reports errors in its
/// control structure instead of jumping).
public enum PNGReader {
    /// Decodes the PNG file at `path`. Throws `PNGError` when it is missing or not a valid PNG.
    public static func read(_ path: String) throws -> Image {
        guard FileManager.default.fileExists(atPath: path) else {
            throw PNGError(path: path, reason: "no such file")
        }
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&control, path) != 0 else {
            throw failure(&control, path)
        }
        return try finish(&control, path)
    }

    /// Decodes PNG bytes held in memory; `name` appears in error messages.
    public static func read(data: Data, name: String = "PNG data") throws -> Image {
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        let started = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&control, bytes.baseAddress, bytes.count)
        }
        guard started != 0 else { throw failure(&control, name) }
        // The memory reader reads from the buffer during finish_read, so keep it alive until then.
        return try data.withUnsafeBytes { _ in try finish(&control, name) }
    }

    private static func finish(_ control: inout png_image, _ name: String) throws -> Image {
        control.format = UInt32(PNG_FORMAT_BGRA)
        let width = Int(control.width), height = Int(control.height)
        // Refused from the header, before any pixel memory is allocated: a 69-byte file can declare 32768×32768.
        guard width > 0, height > 0, PixelLimits.allows(width: Double(width), height: Double(height)) else {
            png_image_free(&control)
            throw PNGError(path: name, reason: "image of \(width)×\(height) pixels; \(PixelLimits.description)")
        }
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        let finished = bytes.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&control, nil, buffer.baseAddress, Int32(stride), nil)
        }
        guard finished != 0 else { throw failure(&control, name) }
        var opaque = true
        bytes.withUnsafeMutableBufferPointer { pixels in
            var offset = 0
            while offset < pixels.count {
                let alpha = pixels[offset + 3]
                if alpha != 255 {
                    opaque = false
                    pixels[offset] = Image.premultiply(pixels[offset], alpha)
                    pixels[offset + 1] = Image.premultiply(pixels[offset + 1], alpha)
                    pixels[offset + 2] = Image.premultiply(pixels[offset + 2], alpha)
                }
                offset += 4
            }
        }
        return Image(width: width, height: height, stride: stride, bytes: bytes, isOpaque: opaque)
    }

    private static func failure(_ control: inout png_image, _ name: String) -> PNGError {
        let message = withUnsafeBytes(of: &control.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&control)
        return PNGError(path: name, reason: message.isEmpty ? "not a valid PNG" : message)
    }
}
