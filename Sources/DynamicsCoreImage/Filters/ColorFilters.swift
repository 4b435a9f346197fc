import Foundation

/// The colour adjustments and effects with documented formulas: `CIColorControls`, `CIColorMatrix`,
/// `CISepiaTone`, `CIColorInvert`, `CIColorMonochrome` (formulas in docs/core-image.md).
enum ColorFilters {
    static let definitions: [FilterDefinition] = [
        FilterDefinition("CIColorControls", [kCICategoryColorAdjustment],
                         [.image(kCIInputImageKey), .number(kCIInputSaturationKey, 1),
                          .number(kCIInputBrightnessKey, 0), .number(kCIInputContrastKey, 1)]) { inputs in
            let saturation = inputs.float(kCIInputSaturationKey), brightness = inputs.float(kCIInputBrightnessKey)
            let contrast = inputs.float(kCIInputContrastKey)
            return ColorKernel.apply(inputs.image()) { c in
                let rgb = ColorKernel.rgb(c)
                let gray = SIMD3(repeating: (rgb * ColorKernel.rec709).sum())
                let saturated = gray + (rgb - gray) * saturation
                let result = (saturated + brightness - 0.5) * contrast + 0.5
                return ColorKernel.withRGB(result, alpha: c.w)
            }
        },
        FilterDefinition("CIColorMatrix", [kCICategoryColorAdjustment],
                         [.image(kCIInputImageKey), .vector("inputRVector", CIVector(x: 1, y: 0, z: 0, w: 0)),
                          .vector("inputGVector", CIVector(x: 0, y: 1, z: 0, w: 0)),
                          .vector("inputBVector", CIVector(x: 0, y: 0, z: 1, w: 0)),
                          .vector("inputAVector", CIVector(x: 0, y: 0, z: 0, w: 1)),
                          .vector("inputBiasVector", CIVector(x: 0, y: 0, z: 0, w: 0))]) { inputs in
            let r = inputs.vector("inputRVector").simd4, g = inputs.vector("inputGVector").simd4
            let b = inputs.vector("inputBVector").simd4, a = inputs.vector("inputAVector").simd4
            let bias = inputs.vector("inputBiasVector").simd4
            return ColorKernel.apply(inputs.image(), coversTransparent: bias.w > 0) { c in
                let result = SIMD4((c * r).sum(), (c * g).sum(), (c * b).sum(), (c * a).sum()) + bias
                return SIMD4(result.x, result.y, result.z, min(max(result.w, 0), 1))
            }
        },
        FilterDefinition("CISepiaTone", [kCICategoryColorEffect],
                         [.image(kCIInputImageKey), .number(kCIInputIntensityKey, 1)]) { inputs in
            let intensity = inputs.float(kCIInputIntensityKey)
            return ColorKernel.apply(inputs.image(), encoded: true) { c in
                let rgb = ColorKernel.rgb(c)
                let sepia = SIMD3((rgb * SIMD3(0.393, 0.769, 0.189)).sum(), (rgb * SIMD3(0.349, 0.686, 0.168)).sum(),
                                  (rgb * SIMD3(0.272, 0.534, 0.131)).sum()).clamped(lowerBound: .zero, upperBound: .one)
                return ColorKernel.withRGB(rgb + (sepia - rgb) * intensity, alpha: c.w)
            }
        },
        FilterDefinition("CIColorInvert", [kCICategoryColorEffect], [.image(kCIInputImageKey)]) { inputs in
            ColorKernel.apply(inputs.image()) { c in SIMD4(1 - c.x, 1 - c.y, 1 - c.z, c.w) }
        },
        FilterDefinition("CIColorMonochrome", [kCICategoryColorEffect],
                         [.image(kCIInputImageKey), .color(kCIInputColorKey, CIColor(red: 0.6, green: 0.45, blue: 0.3)),
                          .number(kCIInputIntensityKey, 1)]) { inputs in
            let intensity = inputs.float(kCIInputIntensityKey)
            let tint = inputs.color(kCIInputColorKey)
            let tintEncoded = SIMD3(Float(tint.red), Float(tint.green), Float(tint.blue))
            return ColorKernel.apply(inputs.image(), encoded: true) { c in
                let rgb = ColorKernel.rgb(c)
                let l = min(max((rgb * ColorKernel.rec601).sum(), 0), 1)
                // Black stays black, white stays white, mid-grey becomes the colour (a duotone through it).
                let toned = l < 0.5 ? tintEncoded * (2 * l) : 1 - (1 - tintEncoded) * (2 * (1 - l))
                return ColorKernel.withRGB(rgb + (toned - rgb) * intensity, alpha: c.w)
            }
        },
    ]
}
