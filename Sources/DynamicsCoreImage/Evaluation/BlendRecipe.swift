import DynamicsGeometry
import Foundation

/// One image laid over another (`composited(over:)`, `CISourceOverCompositing` and the blend modes and Porter–Duff
/// operators), pixel by pixel in the working space with premultiplied alpha.
final class BlendRecipe: ImageRecipe {
    let foreground: ImageRecipe
    let background: ImageRecipe
    let mode: BlendMode

    init(foreground: ImageRecipe, background: ImageRecipe, mode: BlendMode) {
        self.foreground = foreground
        self.background = background
        self.mode = mode
    }

    var extent: CGRect {
        switch mode.extentRule {
        case .union: return foreground.extent.union(background.extent)
        case .intersection: return foreground.extent.intersection(background.extent)
        case .foreground: return foreground.extent
        case .background: return background.extent
        }
    }

    func render(_ region: PixelRegion, in space: WorkingSpace) -> PixelTile {
        let source = foreground.render(region, in: space)
        let backdrop = background.render(region, in: space)
        return source.mapped { s, x, y in mode.combine(s, backdrop.pixel(x: x, y: y)) }
    }
}

/// How a blend combines a premultiplied source pixel `s` with a premultiplied backdrop pixel `b`: the formulas of
/// the W3C Compositing and Blending spec (the PDF blend modes Apple's documentation points to).
enum BlendMode: Sendable {
    case sourceOver, sourceIn, sourceOut, sourceAtop, addition, multiplyCompositing, minimum, maximum
    case separable(SeparableBlend)
    case nonSeparable(NonSeparableBlend)

    /// Which extent the result has.
    enum ExtentRule { case union, intersection, foreground, background }

    var extentRule: ExtentRule {
        switch self {
        case .sourceIn, .multiplyCompositing, .minimum: return .intersection
        case .sourceOut: return .foreground
        case .sourceAtop: return .background
        default: return .union
        }
    }

    func combine(_ s: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
        switch self {
        case .sourceOver: return s + b * (1 - s.w)
        case .sourceIn: return s * b.w
        case .sourceOut: return s * (1 - b.w)
        case .sourceAtop:
            let color = s * b.w + b * (1 - s.w)
            return SIMD4(color.x, color.y, color.z, b.w)
        case .addition: return s + b
        case .multiplyCompositing: return s * b
        case .minimum: return pointwiseMin(s, b)
        case .maximum: return pointwiseMax(s, b)
        case .separable(let blend):
            return BlendMode.mix(s, b) { cs, cb in
                SIMD3(blend.apply(cb.x, cs.x), blend.apply(cb.y, cs.y), blend.apply(cb.z, cs.z))
            }
        case .nonSeparable(let blend):
            return BlendMode.mix(s, b) { cs, cb in blend.apply(backdrop: cb, source: cs) }
        }
    }

    /// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb·(1 − αs), with B on straight colours.
    private static func mix(_ s: SIMD4<Float>, _ b: SIMD4<Float>,
                            _ blend: (SIMD3<Float>, SIMD3<Float>) -> SIMD3<Float>) -> SIMD4<Float> {
        let cs = s.unpremultiplied, cb = b.unpremultiplied
        let mixed = blend(SIMD3(cs.x, cs.y, cs.z), SIMD3(cb.x, cb.y, cb.z))
        let color = SIMD3(s.x, s.y, s.z) * (1 - b.w) + SIMD3(b.x, b.y, b.z) * (1 - s.w) + mixed * (s.w * b.w)
        return SIMD4(color.x, color.y, color.z, s.w + b.w * (1 - s.w))
    }
}

/// The blend modes that mix each colour component alone.
enum SeparableBlend: Sendable {
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight, difference, exclusion

    /// B(cb, cs) for one straight component.
    func apply(_ cb: Float, _ cs: Float) -> Float {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return SeparableBlend.hardLight.apply(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb <= 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight:
            return cs <= 0.5 ? cb * 2 * cs : SeparableBlend.screen.apply(cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        }
    }
}

/// The blend modes that mix hue, saturation and luminosity (W3C's SetLum, SetSat, ClipColor).
enum NonSeparableBlend: Sendable {
    case hue, saturation, color, luminosity

    func apply(backdrop cb: SIMD3<Float>, source cs: SIMD3<Float>) -> SIMD3<Float> {
        switch self {
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        }
    }

    static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = c.min(), x = c.max()
        var c = c
        if n < 0 { c = SIMD3(repeating: l) + (c - l) * l / (l - n) }
        if x > 1 { c = SIMD3(repeating: l) + (c - l) * (1 - l) / (x - l) }
        return c
    }

    static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> { clipColor(c + (l - lum(c))) }

    static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let high = c.max(), low = c.min()
        guard high > low else { return .zero }
        return (c - low) * s / (high - low)
    }
}
