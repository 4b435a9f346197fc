import CJPEG
import Foundation
import DynamicsRenderFolder

/// Encodes images as JPEG files through libjpeg-turbo (`UIImage.jpegData(compressionQuality:)`).
public enum JPEGWriter {
    /// The JPEG bytes of `image` at `quality` (0…1, clamped; UIKit's compression quality, mapped to libjpeg's 0–100
    /// scale). JPEG has no alpha: the premultiplied colours are written, so transparent pixels come out black, as
    /// UIKit's encoder leaves them. `name` appears in error messages.
    public static func encode(_ image: Image, quality: CGFloat, name: String = "JPEG image") throws -> Data {
        guard image.width > 0, image.height > 0 else {
            throw PNGError(path: name, reason: "cannot write an empty \(image.width)×\(image.height) image")
        }
        let level = quality.isFinite ? Int32((min(max(quality, 0), 1) * 100).rounded()) : 75
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.bytes.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                dynamics_jpeg_write(pixels.baseAddress, Int32(image.width), Int32(image.height), image.stride, level,
                                    &output, &size, text.baseAddress, text.count)
            }
        }
        guard status == 0, let output else {
            throw PNGError(path: name, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                                                      as: UTF8.self))
        }
        return Data(bytesNoCopy: output, count: Int(size), deallocator: .free)
    }
}
