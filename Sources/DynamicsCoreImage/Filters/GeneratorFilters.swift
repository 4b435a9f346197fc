import DynamicsGeometry
import Foundation

/// `CIConstantColorGenerator`, `CILinearGradient`, `CIRadialGradient` (infinite extents) and `CIQRCodeGenerator`.
enum GeneratorFilters {
    static let definitions: [FilterDefinition] = [
        FilterDefinition("CIConstantColorGenerator", [kCICategoryGenerator],
                         [.color(kCIInputColorKey, CIColor(red: 1, green: 0, blue: 0))]) { inputs in
            CIImage(color: inputs.color(kCIInputColorKey))
        },
        FilterDefinition("CILinearGradient", [kCICategoryGradient],
                         [.vector("inputPoint0", CIVector(x: 0, y: 0)), .vector("inputPoint1", CIVector(x: 200, y: 200)),
                          .color("inputColor0", .white), .color("inputColor1", .black)]) { inputs in
            let p0 = inputs.vector("inputPoint0").cgPointValue, p1 = inputs.vector("inputPoint1").cgPointValue
            let dx = p1.x - p0.x, dy = p1.y - p0.y, length2 = dx * dx + dy * dy
            return gradient(inputs) { point in
                length2 > 0 ? ((point.x - p0.x) * dx + (point.y - p0.y) * dy) / length2 : 1
            }
        },
        FilterDefinition("CIRadialGradient", [kCICategoryGradient],
                         [.vector(kCIInputCenterKey, CIVector(x: 150, y: 150)), .number("inputRadius0", 5),
                          .number("inputRadius1", 100), .color("inputColor0", .white), .color("inputColor1", .black)]) { inputs in
            let center = inputs.vector(kCIInputCenterKey).cgPointValue
            let r0 = inputs.number("inputRadius0"), r1 = inputs.number("inputRadius1")
            return gradient(inputs) { point in
                let distance = hypot(point.x - center.x, point.y - center.y)
                return r1 != r0 ? (distance - r0) / (r1 - r0) : (distance < r0 ? 0 : 1)
            }
        },
        FilterDefinition("CIQRCodeGenerator", [kCICategoryGenerator],
                         [FilterParameter(key: "inputMessage", kind: .data, defaultValue: nil),
                          FilterParameter(key: "inputCorrectionLevel", kind: .string, defaultValue: "M")]) { inputs in
            guard let message = inputs.data("inputMessage") else { return nil }
            guard let level = QRCodeEncoder.CorrectionLevel(rawValue: inputs.string("inputCorrectionLevel")) else {
                CoreImageLog.warn("CIQRCodeGenerator: correction level must be L, M, Q or H, not \(inputs.string("inputCorrectionLevel")).")
                return nil
            }
            guard let symbol = QRCodeEncoder.encode(Array(message), level: level) else {
                CoreImageLog.warn("CIQRCodeGenerator: \(message.count) bytes do not fit in a QR code at level \(level.rawValue).")
                return nil
            }
            return qrImage(symbol)
        },
    ]

    /// An infinite gradient from inputColor0 (t ≤ 0) to inputColor1 (t ≥ 1), premultiplied colours mixed in the
    /// working space.
    private static func gradient(_ inputs: FilterInputs, t: @escaping (CGPoint) -> Double) -> CIImage {
        let color0 = inputs.color("inputColor0"), color1 = inputs.color("inputColor1")
        return CIImage(recipe: GeneratorRecipe(extent: .infinite) { point, space in
            let amount = Float(min(max(t(point), 0), 1))
            let start = color0.premultiplied(in: space), end = color1.premultiplied(in: space)
            return start + (end - start) * amount
        })
    }

    /// One pixel a module, black on white, with a quiet zone of one module, as Core Image draws codes.
    private static func qrImage(_ symbol: QRCodeSymbol) -> CIImage {
        let side = symbol.size + 2
        return CIImage(recipe: GeneratorRecipe(extent: CGRect(x: 0, y: 0, width: side, height: side)) { point, _ in
            let column = Int(point.x) - 1, row = side - 1 - Int(point.y) - 1
            let dark = column >= 0 && column < symbol.size && row >= 0 && row < symbol.size
                && symbol.isDark(row: row, column: column)
            return dark ? SIMD4(0, 0, 0, 1) : SIMD4(1, 1, 1, 1)
        })
    }
}
