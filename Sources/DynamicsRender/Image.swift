import CPNG
import Foundation

/// A rendered frame in memory: premultiplied BGRA bytes, the native layout of Cairo's ARGB32 on little-endian
/// machines (byte order B, G, R, A; colour components already multiplied by alpha).
public struct Image: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (≥ width × 4).
    public let stride: Int
    /// `stride × height` bytes of premultiplied BGRA.
    public internal(set) var bytes: [UInt8]
    /// True when every pixel is known to be opaque (the renderer sets it for opaque backgrounds); PNG output then
    /// drops the alpha channel.
    public var isOpaque: Bool

    /// An image from premultiplied BGRA bytes; `bytes.count` must be at least `stride × height`.
    public init(width: Int, height: Int, stride: Int, bytes: [UInt8], isOpaque: Bool = false) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && bytes.count >= stride * height,
                     "Image bytes do not cover \(width)×\(height) with stride \(stride)")
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
        self.isOpaque = isOpaque
    }

    /// A transparent image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, stride: width * 4, bytes: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The pixel at (x, y) (top-left origin) as straight (un-premultiplied) 8-bit RGBA.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = y * stride + x * 4
        let a = bytes[offset + 3]
        return (Image.unpremultiply(bytes[offset + 2], a), Image.unpremultiply(bytes[offset + 1], a),
                Image.unpremultiply(bytes[offset], a), a)
    }

    /// round(component × 255 / alpha), the inverse of premultiplication (0 when alpha is 0); the C routine the PNG
    /// writer and the video encoder share.
    @inline(__always)
    static func unpremultiply(_ component: UInt8, _ alpha: UInt8) -> UInt8 {
        dynamics_unpremultiply(component, alpha)
    }

    /// Un-premultiplies `width` premultiplied BGRA pixels from `source` into `target` as straight BGRA (the video
    /// encoder's rows); `target` may equal `source`.
    package static func unpremultiplyRow(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>,
                                         width: Int) {
        dynamics_unpremultiply_row(source, target, Int32(width), 0)
    }

    /// round(component × alpha / 255).
    @inline(__always)
    static func premultiply(_ component: UInt8, _ alpha: UInt8) -> UInt8 {
        let product = UInt32(component) * UInt32(alpha)
        return UInt8((product * 2 + 255) / 510)
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        for y in 0..<lhs.height {
            let left = lhs.bytes[(y * lhs.stride)..<(y * lhs.stride + lhs.width * 4)]
            let right = rhs.bytes[(y * rhs.stride)..<(y * rhs.stride + rhs.width * 4)]
            if left != right { return false }
        }
        return true
    }

    /// Whether `other` has the same size and the same pixels (one `memcmp`, fast enough to run on every frame).
    public func hasSamePixels(as other: Image) -> Bool {
        guard width == other.width, height == other.height, stride == other.stride,
              bytes.count == other.bytes.count else { return false }
        return bytes.withUnsafeBytes { a in other.bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }
}
