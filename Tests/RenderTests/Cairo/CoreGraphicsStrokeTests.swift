import CCairo
import Dynamics
@testable import DynamicsRender
import Foundation
import Testing

/// Curved strokes as Core Graphics draws them, against pixels of iOS-recorded references: swift-snapshot-testing's
/// 3× pictures of `CAShapeLayer` circles in cameroncooke/yourscore (`CAShapeLayerCircleTests/testDrawCircleWithStroke`:
/// a red circle of radius 45 pt in a 100 pt layer stroked yellow 10 pt wide; `RingViewTests/testRingView`: a red ring
/// of radius 30 pt, 20 pt wide). The samples are every partial pixel of the left half of every sixth (third) row:
/// (x, y, level) with the level the stroke's alpha at its outer edge and, over the red fill, the green of yellow
/// at its inner edge.
@Suite struct CoreGraphicsStrokeTests {
    /// The yellow stroke's outer edge (alpha) in `testDrawCircleWithStroke`.
    static let circleOuterEdge: [(Int, Int, Int)] = [
        (133, 0, 19), (134, 0, 51), (135, 0, 74), (136, 0, 93), (137, 0, 112), (138, 0, 132), (139, 0, 151),
        (140, 0, 171), (141, 0, 190), (142, 0, 206), (143, 0, 213), (144, 0, 220), (145, 0, 226), (146, 0, 233),
        (147, 0, 239), (148, 0, 246), (149, 0, 252), (104, 6, 5), (105, 6, 72), (106, 6, 145), (107, 6, 218),
        (89, 12, 65), (90, 12, 181), (91, 12, 254), (77, 18, 81), (78, 18, 221), (67, 24, 66), (68, 24, 220),
        (58, 30, 7), (59, 30, 155), (51, 36, 37), (52, 36, 220), (45, 42, 142), (39, 48, 107), (34, 54, 169),
        (29, 60, 95), (25, 66, 158), (21, 72, 113), (17, 78, 5), (18, 78, 221), (14, 84, 12), (15, 84, 235),
        (12, 90, 181), (9, 96, 36), (10, 96, 254), (7, 102, 70), (5, 108, 35), (4, 114, 188), (2, 120, 21),
        (1, 126, 39), (1, 132, 243), (0, 138, 132), (0, 144, 220),
    ]
    /// Its inner edge over the red fill (green).
    static let circleInnerEdge: [(Int, Int, Int)] = [
        (134, 30, 254), (135, 30, 231), (136, 30, 198), (137, 30, 166), (138, 30, 143), (139, 30, 124),
        (140, 30, 104), (141, 30, 85), (142, 30, 65), (143, 30, 46), (144, 30, 35), (145, 30, 29), (146, 30, 22),
        (147, 30, 16), (148, 30, 9), (149, 30, 3), (109, 36, 248), (110, 36, 175), (111, 36, 89), (112, 36, 12),
        (95, 42, 250), (96, 42, 150), (97, 42, 27), (85, 48, 208), (86, 48, 52), (76, 54, 248), (77, 54, 100),
        (69, 60, 229), (70, 60, 49), (63, 66, 204), (64, 66, 14), (58, 72, 106), (53, 78, 160), (49, 84, 120),
        (45, 90, 204), (46, 90, 1), (42, 96, 150), (39, 102, 201), (37, 108, 96), (35, 114, 88), (33, 120, 170),
        (32, 126, 80), (31, 132, 72), (30, 138, 143), (30, 144, 35),
    ]
    /// The ring's outer (rows 30…144, every sixth) and inner (rows 90…147, every third) edges, alpha.
    static let ringEdges: [(Int, Int, Int)] = [
        (134, 30, 1), (135, 30, 24), (136, 30, 57), (137, 30, 89), (138, 30, 112), (139, 30, 131), (140, 30, 151),
        (141, 30, 170), (142, 30, 190), (143, 30, 209), (144, 30, 220), (145, 30, 226), (146, 30, 233),
        (147, 30, 239), (148, 30, 246), (149, 30, 252), (109, 36, 7), (110, 36, 80), (111, 36, 166), (112, 36, 243),
        (95, 42, 5), (96, 42, 105), (97, 42, 228), (85, 48, 47), (86, 48, 203), (76, 54, 7), (77, 54, 155),
        (69, 60, 26), (70, 60, 206), (63, 66, 51), (64, 66, 241), (58, 72, 149), (53, 78, 95), (49, 84, 135),
        (45, 90, 51), (46, 90, 254), (42, 96, 105), (39, 102, 54), (37, 108, 159), (35, 114, 167), (33, 120, 85),
        (32, 126, 175), (31, 132, 183), (30, 138, 112), (30, 144, 220),
        (139, 90, 238), (140, 90, 193), (141, 90, 156), (142, 90, 123), (143, 90, 91), (144, 90, 67), (145, 90, 47),
        (146, 90, 28), (147, 90, 16), (148, 90, 9), (149, 90, 3), (128, 93, 241), (129, 93, 153), (130, 93, 66),
        (131, 93, 3), (121, 96, 254), (122, 96, 173), (123, 96, 44), (116, 99, 253), (117, 99, 147), (118, 99, 13),
        (112, 102, 248), (113, 102, 100), (109, 105, 183), (110, 105, 12), (106, 108, 172), (107, 108, 3),
        (103, 111, 227), (104, 111, 26), (101, 114, 162), (99, 117, 147), (97, 120, 193), (95, 123, 253),
        (96, 123, 44), (94, 126, 200), (93, 129, 153), (92, 132, 153), (91, 135, 198), (91, 138, 28), (90, 141, 156),
        (90, 144, 66), (90, 147, 16),
    ]

    /// The shape layers' path: a circle from the top, clockwise, round caps.
    private func circle(radius: CGFloat, lineWidth: CGFloat) -> UIBezierPath {
        let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: radius, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        return path
    }

    /// `testDrawCircleWithStroke` drawn at 3×, by Dynamics' renderer or (`cairoStroke`) by Cairo's own stroke.
    private func strokedCircle(cairoStroke: Bool) throws -> Image {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { context in
            let path = circle(radius: 45, lineWidth: 10)
            UIColor.red.setFill()
            path.fill()
            UIColor.yellow.setStroke()
            if cairoStroke {
                let cr = (context.cgContext as! CairoGraphicsContext).cr
                CairoPath.set(path, on: cr)
                CairoPath.setStrokeStyle(of: path, on: cr)
                CairoPath.setColor(.yellow, on: cr)
                cairo_stroke(cr)
            } else {
                path.stroke()
            }
        }
        return try PNGReader.read(data: try #require(picture.pngData()))
    }

    /// How many samples `image` misses by more than one level, and the largest miss.
    private func misses(_ image: Image, _ samples: [(Int, Int, Int)], level: (Image, Int, Int) -> UInt8)
        -> (count: Int, largest: Int) {
        var count = 0, largest = 0
        for (x, y, expected) in samples {
            let miss = abs(Int(level(image, x, y)) - expected)
            if miss > 1 { count += 1 }
            largest = max(largest, miss)
        }
        return (count, largest)
    }

    @Test func aStrokedCircleIsWithinALevelOfIOS() throws {
        let alpha = { (image: Image, x: Int, y: Int) in image.pixel(x: x, y: y).a }
        let green = { (image: Image, x: Int, y: Int) in image.pixel(x: x, y: y).g }
        let dynamics = try strokedCircle(cairoStroke: false)
        #expect(misses(dynamics, Self.circleOuterEdge, level: alpha).largest <= 1)
        #expect(misses(dynamics, Self.circleInnerEdge, level: green).largest <= 1)
        // Cairo's stroke (its own flattening, 15 sample rows a pixel) misses most of them.
        let cairo = try strokedCircle(cairoStroke: true)
        let outer = misses(cairo, Self.circleOuterEdge, level: alpha), inner = misses(cairo, Self.circleInnerEdge, level: green)
        #expect(outer.count + inner.count > 40, "Cairo misses \(outer) and \(inner)")
    }

    @Test func bothEdgesOfAThickRingTakeTheOuterEdgesChords() throws {
        // The inner edge (radius 20 pt = 60 px) alone would be cut into 16 chords a quarter; iOS cuts it into the
        // outer edge's 32, and 16 would miss by up to 18 levels.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { _ in
            UIColor.red.setStroke()
            circle(radius: 30, lineWidth: 20).stroke()
        }
        let image = try PNGReader.read(data: try #require(picture.pngData()))
        #expect(misses(image, Self.ringEdges, level: { $0.pixel(x: $1, y: $2).a }).largest <= 1)
    }

    @Test func aLineRunningBackOverItselfOnTheClipEdgeCoversHalfThePixels() throws {
        // CoreAnimationEffect's guide path: down the right edge and back up to an arc's start. The two overlapping
        // halves of the line inside the picture cover half of the last column, not all of it.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            UIColor.blue.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 0))
            path.addLine(to: CGPoint(x: 40, y: 36))
            path.addArc(withCenter: CGPoint(x: 30, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
            path.lineWidth = 1
            path.stroke()
        }
        let image = try PNGReader.read(data: try #require(picture.pngData()))
        // Above the arc (which starts at (40, 20) heading down) only the two overlapping halves of the line reach
        // the last column; further down the bands the arc's chords cut add up to a hair under half a pixel, a level
        // less.
        for y in 0..<20 { #expect(image.pixel(x: 39, y: y).a == 128, "row \(y)") }
        for y in 27..<34 { #expect(abs(Int(image.pixel(x: 39, y: y).a) - 128) <= 1, "row \(y)") }
        #expect(image.pixel(x: 38, y: 10).a == 0)
    }

    @Test func aClipCutsTheStrokeExactlyAtPixelEdges() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        func draw(clipped: Bool) throws -> Image {
            let picture = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { context in
                if clipped { context.cgContext.clip(to: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 15, height: 30))) }
                UIColor.black.setStroke()
                let ring = UIBezierPath(ovalIn: CGRect(x: 3.3, y: 4.1, width: 22, height: 21))
                ring.lineWidth = 2.5
                ring.stroke()
            }
            return try PNGReader.read(data: try #require(picture.pngData()))
        }
        let whole = try draw(clipped: false), clipped = try draw(clipped: true)
        var partial = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let expected = x < 30 ? whole.pixel(x: x, y: y).a : 0
                #expect(clipped.pixel(x: x, y: y).a == expected, "(\(x), \(y))")
                if x < 30, expected > 0, expected < 255 { partial += 1 }
            }
        }
        #expect(partial > 40)
    }
}
