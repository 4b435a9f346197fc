import Foundation

/// The CIE 1994 colour difference (graphic-arts weights) between premultiplied BGRA pixels, the measure Core
/// Image's `CILabDeltaE` gives swift-snapshot-testing's perceptual precision: 0 for the same colour, about 100 for
/// black against white.
enum CIE94 {
    /// ΔE*94 between the pixel at `i` in `a` and the one at `j` in `b` (sRGB, D65 white).
    static func difference(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Float {
        let first = lab(blue: a[i], green: a[i + 1], red: a[i + 2])
        let second = lab(blue: b[j], green: b[j + 1], red: b[j + 2])
        let deltaL = first.l - second.l
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let deltaC = c1 - c2
        let deltaA = first.a - second.a, deltaB = first.b - second.b
        let deltaH2 = max(deltaA * deltaA + deltaB * deltaB - deltaC * deltaC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaH2 / (sH * sH)).squareRoot()
    }

    /// CIE L*a*b* of an 8-bit sRGB colour.
    private static func lab(blue: UInt8, green: UInt8, red: UInt8) -> (l: Float, a: Float, b: Float) {
        let r = linear(red), g = linear(green), b = linear(blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func linear(_ value: UInt8) -> Float {
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Float) -> Float {
        t > 216 / 24389 ? cbrtf(t) : (24389 / 27 * t + 16) / 116
    }
}
