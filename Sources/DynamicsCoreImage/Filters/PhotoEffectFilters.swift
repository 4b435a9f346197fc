import Foundation

/// The Photos app's filters (`CIPhotoEffectMono`, `…Noir`, `…Tonal`, `…Chrome`, `…Fade`, `…Instant`, `…Process`,
/// `…Transfer`). Apple ships them as colour cubes and publishes no formula; each here is a curve on the sRGB-encoded
/// colour chosen to match the look Apple's documentation shows, written in docs/core-image.md.
enum PhotoEffectFilters {
    static let definitions: [FilterDefinition] = effects.map { name, curve in
        FilterDefinition(name, [kCICategoryColorEffect], [.image(kCIInputImageKey), .number("inputExtrapolate", 0)]) { inputs in
            ColorKernel.apply(inputs.image(), encoded: true) { c in
                ColorKernel.withRGB(curve(ColorKernel.rgb(c).clamped(lowerBound: .zero, upperBound: .one))
                    .clamped(lowerBound: .zero, upperBound: .one), alpha: c.w)
            }
        }
    }

    /// Each effect's name and its change of an sRGB-encoded colour.
    static let effects: [(String, @Sendable (SIMD3<Float>) -> SIMD3<Float>)] = [
        ("CIPhotoEffectMono", { c in SIMD3(repeating: gray(c)) }),
        ("CIPhotoEffectTonal", { c in SIMD3(repeating: 0.5 + (gray(c) - 0.5) * 0.85 + 0.02) }),
        ("CIPhotoEffectNoir", { c in
            let y = gray(c)
            return SIMD3(repeating: y * y * (3 - 2 * y) * 0.95)
        }),
        ("CIPhotoEffectChrome", { c in contrast(saturate(c, 1.25), 1.1) }),
        ("CIPhotoEffectFade", { c in saturate(c, 0.6) * 0.8 + 0.12 }),
        ("CIPhotoEffectInstant", { c in
            let faded = saturate(c, 0.8) * 0.88 + 0.06
            return faded * SIMD3(1.04, 1.0, 0.88) + SIMD3(0.02, 0.01, 0.04)
        }),
        ("CIPhotoEffectProcess", { c in contrast(saturate(c, 0.9) * SIMD3(0.92, 1.0, 1.06) + SIMD3(0, 0.02, 0.04), 1.1) }),
        ("CIPhotoEffectTransfer", { c in saturate(c, 0.85) * SIMD3(1.05, 0.98, 0.82) + SIMD3(0.05, 0.03, 0.04) }),
    ]

    /// Rec. 601 luma of an encoded colour.
    static func gray(_ c: SIMD3<Float>) -> Float { (c * ColorKernel.rec601).sum() }

    /// The colour moved away from (amount > 1) or toward (amount < 1) its grey.
    static func saturate(_ c: SIMD3<Float>, _ amount: Float) -> SIMD3<Float> {
        let y = SIMD3(repeating: gray(c))
        return y + (c - y) * amount
    }

    /// The colour moved away from mid-grey.
    static func contrast(_ c: SIMD3<Float>, _ amount: Float) -> SIMD3<Float> { (c - 0.5) * amount + 0.5 }
}
