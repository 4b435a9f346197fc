import Dynamics
@testable import DynamicsRender
import Foundation
import Testing

/// iOS's gradient dither (`GradientDither`) and pieces (`GradientPieces`), as measured on iOS-recorded references
/// (Sources/DynamicsUIKit/DECISIONS.md, "CAGradientLayer's dither and pieces").
@Suite struct GradientDitherTests {
    /// A flat gradient of one grey whose exact value is 100.5 in 8-bit units: grey stays grey through the mixing space
    /// (both whites are D65), so every pixel's exact value is 100.5 and the dither alone decides between 100 and 101.
    private func flatGrey(vertical: Bool, origin: CGPoint = .zero) throws -> Image {
        let base = UIView(frame: CGRect(x: 0, y: 0, width: 64 + origin.x, height: 32 + origin.y))
        base.backgroundColor = .black
        let gradient = CAGradientLayer()
        let grey = UIColor(white: 100.5 / 255, alpha: 1)
        gradient.colors = [grey.cgColor, grey.cgColor]
        if !vertical {
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
        }
        gradient.frame = CGRect(x: origin.x, y: origin.y, width: 64, height: 32)
        base.layer.addSublayer(gradient)
        return try Renderer().render(base, scale: 1)
    }

    @Test func theMatrixHoldsEachThresholdOnce() {
        #expect(GradientDither.thresholds.count == 256)
        #expect(Set(GradientDither.thresholds).count == 256)
    }

    @Test func aValueHalfwayBetweenLevelsRaisesHalfTheTileAtTheCellsBelow128() throws {
        let image = try flatGrey(vertical: false)
        var raised = 0
        for y in 0..<16 {
            for x in 0..<16 {
                let p = image.pixel(x: x, y: y)
                let threshold = GradientDither.thresholds[y * 16 + x]
                #expect(p.r == (threshold < 128 ? 101 : 100), "(\(x), \(y)), threshold \(threshold)")
                #expect(p.r == p.g && p.g == p.b)
                raised += p.r == 101 ? 1 : 0
            }
        }
        #expect(raised == 128)
        // The cells named: row 0 starts 9 67 239 (raised, raised, not); row 2 column 13 holds 0 (raised), row 11
        // column 9 holds 255 (never raised).
        #expect(image.pixel(x: 0, y: 0).r == 101 && image.pixel(x: 1, y: 0).r == 101 && image.pixel(x: 2, y: 0).r == 100)
        #expect(image.pixel(x: 13, y: 2).r == 101 && image.pixel(x: 9, y: 11).r == 100)
        #expect(GradientDither.thresholds[11 * 16 + 9] == 255 && GradientDither.thresholds[2 * 16 + 13] == 0)
        // The matrix repeats every 16 pixels both ways.
        for (x, y) in [(16, 0), (35, 7), (63, 31)] {
            #expect(image.pixel(x: x, y: y) == image.pixel(x: x % 16, y: y % 16))
        }
    }

    @Test func otherShares() {
        // A flat n + f raises exactly the cells whose threshold is below 256 f: 1/256 raises one cell, 255/256 all
        // but the one holding 255.
        for (fraction, expected) in [(1.0, 1), (64.0, 64), (200.0, 200), (255.0, 255)] {
            let raised = GradientDither.thresholds.filter {
                GradientDither.level(7 + fraction / 256, threshold: $0) == 8
            }.count
            #expect(raised == expected)
        }
        #expect(GradientDither.level(-3, threshold: 0) == 0 && GradientDither.level(255.9, threshold: 0) == 255)
        #expect(GradientDither.level(.nan, threshold: 0) == 0)
    }

    @Test func aVerticalGradientReadsTheColumnsInIOSsOrder() throws {
        let k = (0..<8).map { GradientDither.column($0, vertical: true) }
        #expect(k == [0, 1, 1, 2, 1, 2, 2, 3])
        #expect([1, 2, 4, 63].map { GradientDither.column($0, vertical: true) } == [1, 1, 1, 1])
        #expect(GradientDither.column(60, vertical: true) == 15 && GradientDither.column(64, vertical: true) == 0)
        #expect((0..<64).allSatisfy { GradientDither.column($0 + 64, vertical: true) == GradientDither.column($0, vertical: true) })
        #expect(GradientDither.column(-1, vertical: true) == 1 && GradientDither.column(-1, vertical: false) == 15)
        let image = try flatGrey(vertical: true)
        for y in [0, 5, 13] {
            for x in 0..<64 {
                let threshold = GradientDither.thresholds[y * 16 + GradientDither.column(x, vertical: true)]
                #expect(image.pixel(x: x, y: y).r == (threshold < 128 ? 101 : 100), "(\(x), \(y))")
            }
        }
    }

    @Test func theMatrixIsAnchoredAtThePicturesOrigin() throws {
        let moved = try flatGrey(vertical: false, origin: CGPoint(x: 5, y: 3))
        for (x, y) in [(5, 3), (6, 3), (20, 17), (68, 34)] {
            let threshold = GradientDither.thresholds[(y % 16) * 16 + x % 16]
            #expect(moved.pixel(x: x, y: y).r == (threshold < 128 ? 101 : 100), "(\(x), \(y))")
        }
    }

    /// pointfreeco/swift-snapshot-testing's `testCALayerWithGradient` (red to yellow, 100 pt at 3×, iOS 13): how many
    /// of each row's 300 pixels show each level, per channel, as counted on the reference. With the thresholds ordered
    /// by the old smooth-fit estimates and the unrounded value these rows were off (16 to 36 pixels each; 1566 of
    /// 90000 pixels in all, 1.74 %); with the value rounded to 1/256 and each cell's best-fitting threshold they are
    /// iOS's exactly (30 rows put right, 10 put wrong: 1054 pixels, 1.17 %, differ in the whole picture, mostly blue,
    /// where the colour model is 2 to 4 / 256 of a level above iOS).
    @Test func rowsOfIOS13sRedToYellowGradientShowEachLevelAsOftenAsOnIOS() throws {
        let image = try redToYellowLayerPicture()
        let iOS: [Int: (red: [Int: Int], green: [Int: Int], blue: [Int: Int])] = [
            2: ([254: 20, 255: 280], [38: 284, 39: 16], [0: 300]),
            12: ([255: 300], [41: 300], [0: 300]),
            16: ([255: 300], [42: 36, 43: 264], [0: 300]),
            53: ([255: 300], [69: 40, 70: 260], [0: 205, 1: 95]),
            122: ([255: 300], [126: 300], [0: 169, 1: 131]),
            162: ([255: 300], [156: 206, 157: 94], [0: 150, 1: 150]),
            185: ([255: 300], [173: 300], [0: 152, 1: 148]),
            192: ([255: 300], [177: 36, 178: 264], [0: 76, 1: 224]),
            293: ([254: 40, 255: 260], [247: 241, 248: 59], [0: 205, 1: 95]),
        ]
        for (y, expected) in iOS.sorted(by: { $0.key < $1.key }) {
            let row = (0..<300).map { image.pixel(x: $0, y: y) }
            func counts(_ channel: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt8) -> [Int: Int] {
                row.reduce(into: [:]) { $0[Int(channel($1)), default: 0] += 1 }
            }
            #expect(counts { $0.r } == expected.red, "row \(y) red")
            #expect(counts { $0.g } == expected.green, "row \(y) green")
            #expect(counts { $0.b } == expected.blue, "row \(y) blue")
        }
    }

    @Test func a300PixelGradientIsDrawnInTwoPieces() {
        let pieces = GradientPieces(start: 0, length: 300)
        #expect(pieces.count == 2 && pieces.pieceLength == 150 && pieces.ends == [0, 150, 300])
        // Exact at the piece ends; pulled 1 px per piece towards the nearest end, so the colour jumps between rows
        // 74 and 75 (centres 74.5 and 75.5), 1 px apart in the ideal ramp and 1 + 148/150 px apart here.
        #expect(pieces.pulled(150) == 150 && pieces.pulled(0) == 0 && pieces.pulled(300) == 300)
        #expect(abs(pieces.pulled(74.5) - 74.5 * 149 / 150) < 1e-12)
        #expect(abs(pieces.pulled(75.5) - (150 - 74.5 * 149 / 150)) < 1e-12)
        #expect(abs(pieces.pulled(225.5) - (300 - 74.5 * 149 / 150)) < 1e-12)
        #expect(abs(pieces.pulled(0.5) - 0.5 * 149 / 150) < 1e-12)
    }

    @Test func a2532PixelGradientIsDrawnInTenPieces() {
        let pieces = GradientPieces(start: 0, length: 2532)
        #expect(pieces.count == 10 && abs(pieces.pieceLength - 253.2) < 1e-12)
        #expect(zip(pieces.ends, (0...10).map { 253.2 * Double($0) }).allSatisfy { abs($0 - $1) < 1e-9 })
        // Row 1266 (the middle, centre 1266.5) is 0.5 px past the end at 1266 and pulled to 1266 + 0.5 × 252.2/253.2.
        #expect(abs(pieces.pulled(1266.5) - (1266 + 0.5 * 252.2 / 253.2)) < 1e-9)
        // 256 px or less is one piece; 257 px two.
        #expect(GradientPieces(start: 10, length: 256).count == 1 && GradientPieces(start: 10, length: 257).count == 2)
        #expect(GradientPieces(start: 10, length: 256).ends == [10, 266])
    }
}
