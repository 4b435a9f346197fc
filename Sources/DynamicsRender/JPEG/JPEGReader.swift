import CJPEG
import Foundation
import DynamicsRenderFolder

/// Reads JPEG files into BGRA images (always opaque) through libjpeg-turbo.
public enum JPEGReader {
    /// Decodes JPEG bytes; `name` appears in error messages. The size is read from the header first, and an image
    /// over `PixelLimits` is refused before any pixel memory is allocated; a truncated or corrupt stream is an error,
    /// not a half-grey picture.
    public static func read(data: Data, name: String = "JPEG data") throws -> Image {
        var message = [CChar](repeating: 0, count: 256)
        var width: Int32 = 0, height: Int32 = 0
        let headerStatus = data.withUnsafeBytes { bytes in
            message.withUnsafeMutableBufferPointer { text in
                dynamics_jpeg_read(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, nil, &width,
                                   &height, 0, text.baseAddress, text.count)
            }
        }
        guard headerStatus == 0 else { throw PNGError(path: name, reason: "not a JPEG image: \(text(message))") }
        guard width > 0, height > 0, PixelLimits.allows(width: Double(width), height: Double(height)) else {
            throw PNGError(path: name, reason: "image of \(width)×\(height) pixels; \(PixelLimits.description)")
        }
        let stride = Int(width) * 4
        var pixels = [UInt8](repeating: 0, count: stride * Int(height))
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { target in
                message.withUnsafeMutableBufferPointer { text in
                    dynamics_jpeg_read(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                                       target.baseAddress, &width, &height, stride, text.baseAddress, text.count)
                }
            }
        }
        guard status == 0 else { throw PNGError(path: name, reason: "cannot decode the JPEG image: \(text(message))") }
        return Image(width: Int(width), height: Int(height), stride: stride, bytes: pixels, isOpaque: true)
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
