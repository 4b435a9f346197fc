import Dynamics
@testable import DynamicsRender
import Foundation
import Testing

/// `CAGradientLayer` against gradients recorded on iOS simulators. fxm90/GradientLoadingBar's, on iOS 26: fxm90/GradientLoadingBar's snapshot tests draw
/// a 375 × 4-point view at 3× whose gradient layer is three times as wide, its colours the palette, the palette
/// backwards without its ends, and the palette again, from left to right; the view shows the first third. The
/// numbers are the column means of the iOS references (their rows differ only by dithering), at columns inside each
/// segment and at its ends (Sources/DynamicsUIKit/DECISIONS.md, "CAGradientLayer's colours"). Dynamics dithers as iOS
/// does (`GradientDitherTests`), so each pixel is one of the two levels around its exact value, and a line's mean is
/// what is compared: within 0.65 of a level of iOS's where a pixel used to be allowed a whole level.
func expectMean(of pixels: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)], near expected: (Double, Double, Double),
                within tolerance: Double, _ line: String) {
    let n = Double(pixels.count)
    let mean = (pixels.reduce(0.0) { $0 + Double($1.r) } / n, pixels.reduce(0.0) { $0 + Double($1.g) } / n,
                pixels.reduce(0.0) { $0 + Double($1.b) } / n)
    let off = max(abs(mean.0 - expected.0), abs(mean.1 - expected.1), abs(mean.2 - expected.2))
    #expect(off <= tolerance, "\(line): mean \(mean) against iOS's \(expected)")
}

/// swift-snapshot-testing's `testCALayerWithGradient` as Dynamics draws it: a 100-point square `CAGradientLayer` from
/// `UIColor.red` to `UIColor.yellow`, top to bottom, at 3× (300 × 300 pixels).
func redToYellowLayerPicture() throws -> Image {
    let base = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
    gradient.frame = base.bounds
    base.layer.addSublayer(gradient)
    return try Renderer().render(base, scale: 3)
}

@Suite struct GradientColorMixingTests {
    /// The library's view: the gradient layer at three times the width, clipped to the view.
    private func indicator(_ palette: [UIColor]) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 4))
        view.layer.masksToBounds = true
        let gradient = CAGradientLayer()
        gradient.anchorPoint = .zero
        gradient.startPoint = .zero
        gradient.endPoint = CGPoint(x: 1, y: 0)
        gradient.frame = CGRect(x: 0, y: 0, width: 375 * 3, height: 4)
        let colors = palette + palette.reversed().dropFirst().dropLast() + palette
        gradient.colors = colors.map(\.cgColor)
        view.layer.addSublayer(gradient)
        return view
    }

    private func rgb(_ r: Double, _ g: Double, _ b: Double) -> UIColor {
        UIColor(red: r, green: g, blue: b, alpha: 1)
    }

    /// Each listed column's mean lies within 0.65 of a level of iOS's column mean in each channel (measured: at most
    /// 0.63, where the model's exact value is off by that much).
    private func check(_ palette: [UIColor], against columns: [Int: (Double, Double, Double)]) throws {
        let image = try Renderer().render(indicator(palette), scale: 3)
        #expect(image.width == 1125 && image.height == 12)
        for (x, expected) in columns.sorted(by: { $0.key < $1.key }) {
            expectMean(of: (0..<12).map { image.pixel(x: x, y: $0) }, near: expected, within: 0.65, "column \(x)")
        }
    }

    @Test func theLibrarysDefaultPaletteMatchesIOS() throws {
        let palette = [rgb(0.2980392157, 0.8509803922, 0.3921568627), rgb(0.3529411765, 0.7843137255, 0.9803921569),
                       rgb(0, 0.4784313725, 1), rgb(0.2039215686, 0.6666666667, 0.862745098),
                       rgb(0.3450980392, 0.337254902, 0.8392156863), rgb(1, 0.1764705882, 0.3333333333)]
        // Where an sRGB mix is farthest off: column 337 (red 52.0 on iOS, 45.0 mixed in sRGB) and 1012 (red 177.7
        // against 171.5).
        try check(palette, against: [
            0: (76.0, 217.0, 100.3), 112: (83.1, 208.1, 179.8), 337: (52.0, 162.2, 252.7), 450: (0.1, 122.1, 254.9),
            560: (28.3, 145.5, 238.1), 787: (71.6, 129.2, 217.1), 1012: (177.7, 61.4, 154.2), 1124: (254.8, 45.0, 85.3),
        ])
    }

    @Test func theLibrarysCustomPaletteMatchesIOS() throws {
        let palette = [rgb(0.9490196078, 0.3215686275, 0.431372549), rgb(0.9450980392, 0.4784313725, 0.5921568627),
                       rgb(0.9529411765, 0.737254902, 0.7843137255), rgb(0.4274509804, 0.8666666667, 0.9490196078),
                       rgb(0.7568627451, 0.9411764706, 0.9568627451)]
        try check(palette, against: [
            0: (242.0, 82.1, 110.1), 112: (241.6, 98.1, 126.8), 337: (241.6, 135.7, 161.2), 450: (242.3, 162.5, 181.0),
            560: (243.0, 187.3, 199.5), 787: (139.6, 214.2, 233.6), 1012: (161.2, 232.4, 243.2),
            1124: (192.8, 239.9, 244.0),
        ])
    }

    /// pointfreeco/swift-snapshot-testing's `testCALayerWithGradient`, recorded on an iOS 13 simulator in 2020: a
    /// 100-point square `CAGradientLayer` from `UIColor.red` to `UIColor.yellow`, top to bottom, at 3×. Pure red lies
    /// outside the mixing space's gamut (its green is −0.02 there), so iOS starts the ramp at green 38 and ends it at
    /// 251, not at 0 and 255. The numbers are the iOS picture's row means (its columns differ only by dithering).
    @Test func anOutOfGamutStopIsClampedAsOnIOS() throws {
        let image = try redToYellowLayerPicture()
        #expect(image.width == 300 && image.height == 300)
        let rows: [Int: (Double, Double, Double)] = [
            0: (254.9, 37.8, 0.0), 1: (254.9, 37.9, 0.0), 5: (255.0, 38.7, 0.0), 30: (255.0, 52.0, 0.1),
            75: (255.0, 88.6, 0.2), 150: (255.0, 147.4, 0.6), 225: (255.0, 201.7, 0.4), 297: (254.9, 249.5, 0.1),
            299: (254.7, 251.0, 0.1),
        ]
        // Measured: every listed row's mean within 0.41 of iOS's (blue, where the clamped red stop is off).
        for (y, expected) in rows.sorted(by: { $0.key < $1.key }) {
            expectMean(of: (0..<300).map { image.pixel(x: $0, y: y) }, near: expected, within: 0.45, "row \(y)")
        }
    }

    /// The same iOS 13 picture's blue, where `UIColor.red`'s blue (0.00169 in the mixing space's linear light) lies
    /// on the curve's straight foot: the mean blue of the picture's rows in bands of 50, top to bottom, as measured on
    /// the reference. The pure power law drew 0.20, 0.62, 0.83, 0.85, 0.70, 0.38 (off by up to 0.43), the curve with
    /// its slope limited to 16 0.081, 0.225, 0.416, 0.536, 0.501, 0.312 (up to 0.015 above iOS's from the third band
    /// on); with the slope limited to 15.96 each band lies within 0.003 of iOS's.
    @Test func redsBlueMixesOnTheCurvesFootAsOnIOS() throws {
        let image = try redToYellowLayerPicture()
        let iOSBlue = [0.0822, 0.2223, 0.4011, 0.5250, 0.4925, 0.3113]
        for (band, expected) in iOSBlue.enumerated() {
            var sum = 0
            for y in band * 50..<(band + 1) * 50 {
                for x in 0..<300 { sum += Int(image.pixel(x: x, y: y).b) }
            }
            let mean = Double(sum) / 15_000
            #expect(abs(mean - expected) <= 0.005, "rows \(band * 50)..<\((band + 1) * 50): blue \(mean), iOS \(expected)")
        }
    }

    /// The curve itself: the straight line of slope 15.96 from black meets the power 1/1.8 at linear light
    /// 15.96^(−1.8/0.8) = 0.0019642 (encoded 0.031348), and each way inverts the other on both sides of that point.
    @Test func theCurvesFootMeetsThePowerLaw() {
        let corner = GradientColorMixing.linearBelow
        #expect(abs(corner - 0.0019642) < 1e-7)
        #expect(abs(GradientColorMixing.spaceEncode(corner) - 0.031348) < 1e-6)
        #expect(abs(pow(corner, 1 / 1.8) - 15.96 * corner) < 1e-15)
        #expect(GradientColorMixing.spaceEncode(0.00169) == 0.00169 * 15.96)
        #expect(abs(GradientColorMixing.spaceEncode(0.25) - pow(0.25, 1 / 1.8)) < 1e-15)
        for linear in [0.0, 0.0001, 0.0019, 0.0019642, 0.002, 0.01, 0.5, 1] {
            #expect(abs(GradientColorMixing.linearLight(GradientColorMixing.spaceEncode(linear)) - linear) < 1e-12)
        }
    }

    /// afanasykoryakin/AFSnapshotTesting's `testGradientRendering`, recorded in 2024–2026: a 200-point square
    /// `CAGradientLayer` from `UIColor.red` to `UIColor.blue`, corner to corner, at 3×. Recent iOS clamps too: red
    /// shows as (255, 38, 0) and blue as (4, 51, 255). The numbers are the means of the iOS picture's anti-diagonals
    /// (the pixels with column + row = s share a colour but for dithering).
    @Test func recentIOSClampsPureRedAndBlueToo() throws {
        let image = try redToBlueCornerToCornerPicture(width: 200, height: 200)
        let diagonals: [Int: (Double, Double, Double)] = [
            0: (255.0, 38.0, 0.0), 100: (237.7, 34.9, 35.1), 300: (202.4, 31.9, 86.8), 599: (146.1, 33.0, 148.9),
            900: (81.1, 40.1, 204.4), 1198: (4.0, 51.0, 255.0),
        ]
        // Measured: within 0.66 of iOS's mean (blue next to red), but for the corner pixels, lines of one pixel each,
        // which are within the one level a dithered pixel can differ by.
        for (sum, expected) in diagonals.sorted(by: { $0.key < $1.key }) {
            let pixels = (max(0, sum - 599)...min(sum, 599)).map { image.pixel(x: $0, y: sum - $0) }
            expectMean(of: pixels, near: expected, within: pixels.count == 1 ? 1 : 0.7, "anti-diagonal \(sum)")
        }
    }
}
