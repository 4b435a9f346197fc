import Dynamics
import Foundation
import Testing

/// The compositing operators and blend modes on single pixels, against the W3C formulas computed here in Double,
/// with colour management off so the arithmetic is on the values themselves.
@Suite("Core Image compositing")
struct CompositingFilterTests {
    static let context = CIContext(options: [.workingColorSpace: NSNull()])
    static let source = (r: 0.8, g: 0.3, b: 0.6, a: 0.7)
    static let backdrop = (r: 0.2, g: 0.5, b: 0.9, a: 0.9)

    func composite(_ name: String) throws -> [Int] {
        let s = CIImage(color: CIColor(red: Self.source.r, green: Self.source.g, blue: Self.source.b, alpha: Self.source.a))
        let b = CIImage(color: CIColor(red: Self.backdrop.r, green: Self.backdrop.g, blue: Self.backdrop.b,
                                       alpha: Self.backdrop.a))
        let output = s.applyingFilter(name, parameters: [kCIInputBackgroundImageKey: b])
        return CoreImageFixture.pixel(try CoreImageFixture.render(output, CGRect(x: 0, y: 0, width: 1, height: 1),
                                                                  context: Self.context), 0, 0)
    }

    /// The W3C separable blend: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb, cs), straight result in 8 bits.
    func expected(_ blend: (Double, Double) -> Double) -> [Int] {
        let s = [Self.source.r, Self.source.g, Self.source.b], b = [Self.backdrop.r, Self.backdrop.g, Self.backdrop.b]
        let (αs, αb) = (Self.source.a, Self.backdrop.a)
        let αo = αs + αb * (1 - αs)
        let colour = (0..<3).map { i in
            (s[i] * αs * (1 - αb) + b[i] * αb * (1 - αs) + αs * αb * blend(b[i], s[i])) / αo
        }
        return colour.map { Int(($0 * 255).rounded()) } + [Int((αo * 255).rounded())]
    }

    /// B(cb, cs) of each separable mode, written from the spec.
    static func formula(_ name: String) -> (Double, Double) -> Double {
        switch name {
        case "CIMultiplyBlendMode": return { cb, cs in cb * cs }
        case "CIScreenBlendMode": return { cb, cs in cb + cs - cb * cs }
        case "CIDarkenBlendMode": return { cb, cs in min(cb, cs) }
        case "CILightenBlendMode": return { cb, cs in max(cb, cs) }
        case "CIDifferenceBlendMode": return { cb, cs in abs(cb - cs) }
        case "CIExclusionBlendMode": return { cb, cs in cb + cs - 2 * cb * cs }
        case "CIHardLightBlendMode": return { cb, cs in cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1) }
        case "CIOverlayBlendMode": return { cb, cs in cb <= 0.5 ? cs * 2 * cb : cs + (2 * cb - 1) - cs * (2 * cb - 1) }
        case "CIColorDodgeBlendMode": return { cb, cs in cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs))) }
        case "CIColorBurnBlendMode": return { cb, cs in cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)) }
        case "CISoftLightBlendMode":
            return { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            }
        default: return { _, cs in cs }
        }
    }

    @Test(arguments: ["CIMultiplyBlendMode", "CIScreenBlendMode", "CIDarkenBlendMode", "CILightenBlendMode",
                      "CIDifferenceBlendMode", "CIExclusionBlendMode", "CIHardLightBlendMode", "CIOverlayBlendMode",
                      "CIColorDodgeBlendMode", "CIColorBurnBlendMode", "CISoftLightBlendMode", "CISourceOverCompositing"])
    func separableBlends(name: String) throws {
        let ours = try composite(name)
        let theirs = expected(Self.formula(name))
        #expect(zip(ours, theirs).allSatisfy { abs($0 - $1) <= 1 }, "\(name): \(ours) vs \(theirs)")
    }

    @Test func porterDuffOperators() throws {
        let (αs, αb) = (Self.source.a, Self.backdrop.a)
        #expect(try composite("CISourceInCompositing")[3] == Int((αs * αb * 255).rounded()))
        #expect(try composite("CISourceOutCompositing")[3] == Int((αs * (1 - αb) * 255).rounded()))
        #expect(try composite("CISourceAtopCompositing")[3] == Int((αb * 255).rounded()))
        let minimum = try composite("CIMinimumCompositing")
        // Premultiplied minimum of (0.56, 0.21, 0.42, 0.7) and (0.18, 0.45, 0.81, 0.9): (0.18, 0.21, 0.42, 0.7).
        #expect(minimum[3] == 179 && abs(minimum[0] - Int((0.18 / 0.7 * 255).rounded())) <= 1)
    }

    @Test func extentsFollowTheOperator() throws {
        let a = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = CIImage(color: .blue).cropped(to: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(a.composited(over: b).extent == CGRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.applyingFilter("CISourceInCompositing", parameters: [kCIInputBackgroundImageKey: b]).extent
                == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.applyingFilter("CISourceAtopCompositing", parameters: [kCIInputBackgroundImageKey: b]).extent
                == b.extent)
    }
}
