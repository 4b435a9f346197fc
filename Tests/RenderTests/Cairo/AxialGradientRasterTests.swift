import Dynamics
@testable import DynamicsRender
import Foundation
import Testing

/// A `CAGradientLayer` from `UIColor.red` at `startPoint` (0, 0) to `UIColor.blue` at `endPoint` (1, 1) filling a view
/// of `width` × `height` points, drawn at 3×.
func redToBlueCornerToCornerPicture(width: CGFloat, height: CGFloat) throws -> Image {
    let base = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let gradient = CAGradientLayer()
    gradient.frame = base.bounds
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.startPoint = .zero
    gradient.endPoint = CGPoint(x: 1, y: 1)
    base.layer.addSublayer(gradient)
    return try Renderer().render(base, scale: 3)
}

/// Which pixels share a colour in an oblique `CAGradientLayer`. LooseMarek/ViewFactory's snapshot test
/// `testCustom_WhenTypeAxial_ShouldAddAxialGradientLayer` (re-recorded in 2024) draws a 375 × 100-point layer from
/// `UIColor.red` at `startPoint` (0, 0) to `UIColor.blue` at `endPoint` (1, 1), at 3× (1125 × 300 pixels). On iOS its
/// colours are constant along the lines perpendicular to the axis in the layer's unit square, so its top-right and
/// bottom-left corners show the middle colour; at right angles to the axis on screen they would be nearly blue and
/// nearly red (Sources/DynamicsUIKit/DECISIONS.md, "CAGradientLayer's colours").
@Suite struct AxialGradientRasterTests {
    /// The means of 16 × 16-pixel blocks (each covers the dither matrix once) of the iOS picture, keyed by the block's
    /// top-left pixel. Measured with the colour model and the dither in Python: within 0.05 of a level of iOS's.
    @Test func obliqueColoursAreConstantAlongTheUnitSquaresPerpendiculars() throws {
        let image = try redToBlueCornerToCornerPicture(width: 375, height: 100)
        #expect(image.width == 1125 && image.height == 300)
        let blocks: [(x: Int, y: Int, iOS: (Double, Double, Double))] = [
            (0, 0, (251.55, 36.95, 6.39)), (1109, 0, (143.65, 33.18, 151.29)), (0, 284, (148.29, 32.83, 146.76)),
            (1109, 284, (7.66, 49.70, 251.67)), (555, 142, (145.92, 33.03, 149.08)), (832, 0, (172.41, 31.65, 121.89)),
            (272, 284, (118.57, 35.55, 174.25)), (272, 70, (201.81, 31.84, 87.57)), (832, 214, (83.34, 39.77, 202.82)),
        ]
        for block in blocks {
            let pixels = (0..<256).map { image.pixel(x: block.x + $0 % 16, y: block.y + $0 / 16) }
            expectMean(of: pixels, near: block.iOS, within: 0.25, "block at (\(block.x), \(block.y))")
        }
    }

    /// The ramp iOS reads an oblique gradient from has 16 ⌊L / 16⌋ + 14 texels, L the axis' length on screen in
    /// device pixels: the N that reproduces each of five iOS references (AFSnapshotTesting's 200-point square at 3×,
    /// zilverline/Dezignables' at 2×, ViewFactory's three axes on a 375 × 100-point layer at 3×), each exactly.
    @MainActor @Test func theObliqueRampHasAsManyTexelsAsIOSReads() {
        let axes = [(848.53, 862), (565.69, 574), (1164.31, 1166), (873.23, 878), (582.16, 590), (15.9, 14)]
        for (length, texels) in axes {
            #expect(AxialGradientRaster.obliqueTexels(axisLength: length) == texels, "axis \(length) px")
        }
    }

    /// Every pixel of a corner-to-corner gradient (a 200-point square at 3×, red to blue, axis 848.5 px, so 862
    /// texels) is its texel's colour dithered: the colour at (⌊t × 862⌋ + ½) / 862, t = (x + y + 1) / 1200 for the
    /// pixel (x, y), through `GradientDither`'s threshold at (x mod 16, y mod 16). Neighbouring anti-diagonals that
    /// fall in one texel (axis steps of 0.98 px) share its value; with each pixel's exact position they would not.
    @Test func obliquePixelsTakeTheirTexelsColour() throws {
        let image = try redToBlueCornerToCornerPicture(width: 200, height: 200)
        let ramp = GradientColorMixing.Ramp([(0, .red), (1, .blue)])
        func dithered(_ colour: SIMD4<Double>, _ threshold: UInt8) -> (UInt32, UInt32, UInt32) {
            let c = colour.clamped(lowerBound: .zero, upperBound: .one) * 255
            return (GradientDither.level(c.x, threshold: threshold), GradientDither.level(c.y, threshold: threshold),
                    GradientDither.level(c.z, threshold: threshold))
        }
        var offTexel = 0, offExactPosition = 0
        for sum in stride(from: 0, to: 1199, by: 7) {
            let t = Double(sum + 1) / 1200, texel = (t * 862).rounded(.down)
            for x in max(0, sum - 599)...min(sum, 599) {
                let y = sum - x, threshold = GradientDither.thresholds[(y & 15) * 16 + (x & 15)]
                let p = image.pixel(x: x, y: y), shown = (UInt32(p.r), UInt32(p.g), UInt32(p.b))
                if shown != dithered(ramp.color(at: (texel + 0.5) / 862), threshold) { offTexel += 1 }
                if shown != dithered(ramp.color(at: t), threshold) { offExactPosition += 1 }
            }
        }
        #expect(offTexel == 0)
        // Measured: 14 % of these pixels would differ had each taken its exact position's colour.
        #expect(offExactPosition > 5_000)
    }
}
