import Foundation

/// The colour space filters compute in. Core Image's default is linear-light sRGB: pixels are decoded from sRGB when
/// read and encoded again when a context writes them; `CIContextOption.workingColorSpace: NSNull()` turns colour
/// management off, and filters then compute on the sRGB-encoded values themselves.
enum WorkingSpace: Sendable {
    case linearSRGB
    case unmanaged

    /// A straight (not premultiplied) sRGB-encoded component in this space.
    @inline(__always)
    func fromSRGB(_ value: Float) -> Float {
        self == .linearSRGB ? SRGBTransfer.decode(value) : value
    }

    /// A straight component of this space, sRGB-encoded.
    @inline(__always)
    func toSRGB(_ value: Float) -> Float {
        self == .linearSRGB ? SRGBTransfer.encode(value) : value
    }

    /// A straight sRGB-encoded colour (alpha untouched) in this space.
    func fromSRGB(_ color: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(fromSRGB(color.x), fromSRGB(color.y), fromSRGB(color.z), color.w)
    }

    /// A straight colour of this space, sRGB-encoded (alpha untouched).
    func toSRGB(_ color: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(toSRGB(color.x), toSRGB(color.y), toSRGB(color.z), color.w)
    }
}

/// The sRGB transfer function (IEC 61966-2-1), extended to negative values by symmetry as Core Image's extended
/// range does.
enum SRGBTransfer {
    /// Encoded → linear light.
    static func decode(_ value: Float) -> Float {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : powf((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear light → encoded.
    static func encode(_ value: Float) -> Float {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * powf(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// `decode(byte / 255)` for every byte, so reading an image costs a look-up a component.
    static let decodedBytes: [Float] = (0...255).map { decode(Float($0) / 255) }
}
