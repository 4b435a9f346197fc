import Dynamics
import DynamicsRender
import Testing

@Suite struct UnpremultiplyTests {
    /// A one-pixel image of premultiplied BGRA bytes.
    private func pixel(b: UInt8, g: UInt8, r: UInt8, a: UInt8) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        Image(width: 1, height: 1, stride: 4, bytes: [b, g, r, a]).pixel(x: 0, y: 0)
    }

    @Test func exactValuesAtAlpha0_1_128_255() {
        let clear = pixel(b: 0, g: 0, r: 0, a: 0)
        #expect([clear.r, clear.g, clear.b, clear.a] == [0, 0, 0, 0])
        let faint = pixel(b: 0, g: 1, r: 1, a: 1)
        #expect([faint.r, faint.g, faint.b, faint.a] == [255, 255, 0, 1])
        // 64 × 255 / 128 = 127.5 rounds up; 1 × 255 / 128 = 1.99 → 2; 128 → 255.
        let half = pixel(b: 1, g: 64, r: 128, a: 128)
        #expect([half.r, half.g, half.b, half.a] == [255, 128, 2, 128])
        let opaque = pixel(b: 7, g: 200, r: 33, a: 255)
        #expect([opaque.r, opaque.g, opaque.b, opaque.a] == [33, 200, 7, 255])
    }

    /// The reciprocal multiply equals round-half-up division for every (component ≤ alpha) pair, and clamps the
    /// invalid component > alpha to 255.
    @Test func everyPairMatchesDivision() {
        var mismatches = 0
        for alpha in 0...255 {
            for component in 0...255 {
                let expected: Int
                if alpha == 0 { expected = 0 } else if alpha == 255 { expected = component }
                else { expected = min((component * 510 + alpha) / (2 * alpha), 255) }
                let got = pixel(b: UInt8(component), g: 0, r: 0, a: UInt8(alpha)).b
                if Int(got) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func rowRoutineMatchesPixelsInPlace() {
        var row: [UInt8] = [0, 0, 0, 0, 1, 1, 0, 1, 1, 64, 128, 128, 7, 200, 33, 255]
        row.withUnsafeMutableBufferPointer { buffer in
            Image.unpremultiplyRow(buffer.baseAddress!, into: buffer.baseAddress!, width: 4)
        }
        #expect(row == [0, 0, 0, 0, 255, 255, 0, 1, 2, 128, 255, 128, 7, 200, 33, 255])
    }
}
