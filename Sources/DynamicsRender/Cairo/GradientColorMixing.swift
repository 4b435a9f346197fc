import Foundation

/// How Core Animation mixes two colours of a `CAGradientLayer`, measured against gradients recorded on iOS 15.5, 18
/// and 26 simulators (`Sources/DynamicsUIKit/DECISIONS.md` has the evidence): not in sRGB's encoded values but in a
/// gamma-1.8 RGB space with the primaries of Apple's Generic RGB profile — red (0.630, 0.340), green (0.295, 0.605),
/// blue (0.155, 0.077). A colour is decoded from sRGB to linear light, taken to that space's linear values, clamped to
/// its gamut (0...1), raised to 1/1.8 — a curve whose slope is limited to 15.96 near black, as Apple's colour
/// management limits it — mixed there, and brought back the same way; alpha mixes linearly. Halfway from black to
/// white is 146 where an sRGB mix gives 128. The clamp is why a gradient from pure red starts with green 38 on iOS:
/// sRGB's red lies outside the space's gamut.
enum GradientColorMixing {
    /// One colour: sRGB-encoded components (extended values allowed) and alpha.
    typealias RGBA = (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// The mixing space's exponent: its values are linear light to the power 1/1.8, above `linearBelow`.
    static let gamma = 1.8
    /// The steepest the space's curve gets: below linear light 15.96^(−1.8/0.8) ≈ 1/509 (encoded ≈ 1/31.9), where the
    /// power law would be steeper, the curve is the straight line of slope 15.96 from black. Measured on the iOS
    /// references (DECISIONS.md): `UIColor.red`'s blue, 0.00169 in linear light, mixes as 15.96 × 0.00169, not
    /// 0.00169^(1/1.8). A slope of 16 leaves 1.4 to 2 times as many of their pixels a level off; 15.95 and 15.97 each
    /// leave more of some reference's pixels off than 15.96.
    static let slopeLimit = 15.96
    /// Where the straight line meets the power law, in linear light: slopeLimit · x = x^(1/1.8).
    static let linearBelow = pow(slopeLimit, -gamma / (gamma - 1))

    /// Linear sRGB to the mixing space's linear values, and back (rows). A space's white scales each of its channels,
    /// which the power law carries through the mix unchanged, so only the primaries matter here.
    private static let fromSRGBRows: [[Double]] = {
        let srgb = rgbToXYZ(red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060))
        let generic = rgbToXYZ(red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077))
        return multiply(invert(generic), srgb)
    }()
    private static let fromSRGB = Matrix3(fromSRGBRows)
    /// Kept apart from the functions that use it, so a loop over many colours (`Ramp`) reads it once.
    static let toSRGB = Matrix3(invert(fromSRGBRows))

    /// A 3 × 3 matrix as three rows, a value with no storage of its own to count references to.
    struct Matrix3 {
        private let x, y, z: SIMD3<Double>

        fileprivate init(_ rows: [[Double]]) {
            x = SIMD3(rows[0][0], rows[0][1], rows[0][2])
            y = SIMD3(rows[1][0], rows[1][1], rows[1][2])
            z = SIMD3(rows[2][0], rows[2][1], rows[2][2])
        }

        func apply(_ v: SIMD3<Double>) -> SIMD3<Double> { SIMD3((x * v).sum(), (y * v).sum(), (z * v).sum()) }
    }

    /// The colour a fraction `f` of the way from `a` to `b` (0: `a`, 1: `b`, each as the space holds it).
    static func mix(_ a: RGBA, _ b: RGBA, _ f: CGFloat) -> RGBA {
        let t = Double(min(max(f, 0), 1))
        let ea = encoded(a)
        return rgba(decoded(ea + (encoded(b) - ea) * t), alpha: a.alpha + (b.alpha - a.alpha) * CGFloat(t))
    }

    /// `c` as the mixing space holds it: itself when it lies in the space's gamut, the clamped colour otherwise. A
    /// gradient shows its end colours this way, before its first stop and after its last.
    static func held(_ c: RGBA) -> RGBA { rgba(decoded(encoded(c)), alpha: c.alpha) }

    private static func rgba(_ srgb: SIMD3<Double>, alpha: CGFloat) -> RGBA {
        (CGFloat(srgb.x), CGFloat(srgb.y), CGFloat(srgb.z), alpha)
    }

    /// A colour of the mixing space back in sRGB-encoded components.
    static func decoded(_ mixed: SIMD3<Double>, through toSRGB: Matrix3 = toSRGB) -> SIMD3<Double> {
        let linear = SIMD3(linearLight(mixed.x), linearLight(mixed.y), linearLight(mixed.z))
        let srgb = toSRGB.apply(linear)
        return SIMD3(srgbEncode(srgb.x), srgbEncode(srgb.y), srgbEncode(srgb.z))
    }

    /// `c` in the mixing space: linear light through the matrix, clamped to the space's gamut channel by channel as
    /// iOS does (sRGB's pure red has a green of −0.02 there, so iOS draws it with green 38), then through the curve.
    static func encoded(_ c: RGBA) -> SIMD3<Double> {
        let linear = SIMD3(srgbDecode(Double(c.red)), srgbDecode(Double(c.green)), srgbDecode(Double(c.blue)))
        let clamped = fromSRGB.apply(linear).clamped(lowerBound: .zero, upperBound: .one)
        return SIMD3(spaceEncode(clamped.x), spaceEncode(clamped.y), spaceEncode(clamped.z))
    }

    /// The space's curve: linear light 0...1 to its encoded value, the power 1/1.8 with its slope limited near black.
    static func spaceEncode(_ linear: Double) -> Double {
        linear < linearBelow ? linear * slopeLimit : pow(linear, 1 / gamma)
    }

    /// The curve's inverse: an encoded value of the space (a mix of two encoded values) to linear light.
    static func linearLight(_ encoded: Double) -> Double {
        encoded < linearBelow * slopeLimit ? encoded / slopeLimit : pow(encoded, gamma)
    }

    /// The sRGB transfer function, extended to negative values by symmetry as extended sRGB is.
    private static func srgbDecode(_ v: Double) -> Double {
        let m = abs(v), l = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    private static func srgbEncode(_ v: Double) -> Double {
        let m = abs(v), e = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// The RGB → XYZ matrix of primaries with these chromaticities and a D65 white.
    private static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double)) -> [[Double]] {
        let columns = [red, green, blue].map { x, y in [x / y, 1, (1 - x - y) / y] }
        let primaries = (0..<3).map { row in columns.map { $0[row] } }
        let white = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
        let scale = apply(invert(primaries), white)
        return primaries.map { row in (0..<3).map { row[$0] * scale[$0] } }
    }

    private static func apply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        a.map { row in (0..<3).map { j in row[0] * b[0][j] + row[1] * b[1][j] + row[2] * b[2][j] } }
    }

    /// The inverse of a 3 × 3 matrix by its adjugate (the matrices here are far from singular).
    private static func invert(_ m: [[Double]]) -> [[Double]] {
        func c(_ r: Int, _ k: Int) -> Double { m[r % 3][k % 3] }
        let cofactors = (0..<3).map { r in
            (0..<3).map { k in c(r + 1, k + 1) * c(r + 2, k + 2) - c(r + 1, k + 2) * c(r + 2, k + 1) }
        }
        let det = (0..<3).reduce(0.0) { $0 + m[0][$1] * cofactors[0][$1] }
        return (0..<3).map { r in (0..<3).map { k in cofactors[k][r] / det } }
    }
}
