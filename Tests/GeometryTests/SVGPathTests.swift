import DynamicsGeometry
import Foundation
import Testing

@Suite struct SVGPathTests {
    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test func movesAndLinesAbsoluteAndRelative() throws {
        let path = try UIBezierPath(svgPath: "M10 20 L30 40 l5 -5 m1 1 L0 0")
        #expect(path.elements == [.move(to: p(10, 20)), .line(to: p(30, 40)), .line(to: p(35, 35)),
                                  .move(to: p(36, 36)), .line(to: p(0, 0))])
    }

    @Test func horizontalAndVerticalLines() throws {
        let path = try UIBezierPath(svgPath: "M1 2 H10 V20 h-4 v-3")
        #expect(path.elements.compactMap(\.endPoint) == [p(1, 2), p(10, 2), p(10, 20), p(6, 20), p(6, 17)])
    }

    @Test func cubicsAndSmoothCubicReflection() throws {
        let path = try UIBezierPath(svgPath: "M0 0 C10 0 20 10 20 20 S30 40 40 40 s10 0 10 10 c1 1 2 2 3 3")
        #expect(path.elements == [
            .move(to: p(0, 0)),
            .curve(to: p(20, 20), control1: p(10, 0), control2: p(20, 10)),
            .curve(to: p(40, 40), control1: p(20, 30), control2: p(30, 40)),
            .curve(to: p(50, 50), control1: p(50, 40), control2: p(50, 40)),
            .curve(to: p(53, 53), control1: p(51, 51), control2: p(52, 52)),
        ])
    }

    @Test func smoothCubicAfterANonCubicUsesTheCurrentPoint() throws {
        let path = try UIBezierPath(svgPath: "M0 0 L10 0 S20 10 30 0")
        #expect(path.elements.last == .curve(to: p(30, 0), control1: p(10, 0), control2: p(20, 10)))
    }

    @Test func quadraticsAndSmoothQuadraticReflection() throws {
        let path = try UIBezierPath(svgPath: "M0 0 Q10 10 20 0 T40 0 t20 0 q5 5 10 0 L 100 0 T 110 0")
        #expect(path.elements == [
            .move(to: p(0, 0)),
            .quadCurve(to: p(20, 0), control: p(10, 10)),
            .quadCurve(to: p(40, 0), control: p(30, -10)),
            .quadCurve(to: p(60, 0), control: p(50, 10)),
            .quadCurve(to: p(70, 0), control: p(65, 5)),
            .line(to: p(100, 0)),
            .quadCurve(to: p(110, 0), control: p(100, 0)),
        ])
    }

    @Test func closeReturnsToTheSubpathStart() throws {
        let path = try UIBezierPath(svgPath: "M10 10 h10 v10 z l5 0 Z m1 1 h1")
        #expect(path.elements == [
            .move(to: p(10, 10)), .line(to: p(20, 10)), .line(to: p(20, 20)), .close,
            .move(to: p(10, 10)), .line(to: p(15, 10)), .close,
            .move(to: p(11, 11)), .line(to: p(12, 11)),
        ])
    }

    @Test func implicitRepetition() throws {
        let path = try UIBezierPath(svgPath: "M0 0 10 0 10 10m1 1 2 2L5 5 6 6")
        #expect(path.elements.compactMap(\.endPoint) == [p(0, 0), p(10, 0), p(10, 10), p(11, 11), p(13, 13), p(5, 5), p(6, 6)])
        #expect(path.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
    }

    @Test func numberSyntax() throws {
        let path = try UIBezierPath(svgPath: "M1e-3-.5.5.5L+1E2,2\n\t-3.-4e+1l0.5e1 1")
        #expect(path.elements == [.move(to: p(0.001, -0.5)), .line(to: p(0.5, 0.5)), .line(to: p(100, 2)),
                                  .line(to: p(-3, -40)), .line(to: p(2, -39))])
    }

    @Test func pastedIconData() throws {
        // Material Design's "favorite" icon: implicit repeated C, packed decimals (3.41.81), relative and absolute.
        let heart = try UIBezierPath(svgPath: """
            M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 \
            14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z
            """)
        #expect(heart.elements.count == 10)
        #expect(heart.elements[1] == .line(to: p(10.55, 20.03)))
        #expect(heart.elements[4] == .curve(to: p(12, 5.09), control1: p(9.24, 3), control2: p(10.91, 3.81)))
        #expect(heart.elements.last == .close)
        #expect(heart.currentPoint == p(12, 21.35))
        let bounds = heart.boundingBoxOfPath
        expectNear(bounds.minX, 2, 1e-9)
        expectNear(bounds.maxX, 22, 1e-9)
        #expect(heart.contains(p(12, 12)) && !heart.contains(p(12, 4)))
    }

    @Test func emptyDataGivesAnEmptyPath() throws {
        #expect(try UIBezierPath(svgPath: "").isEmpty)
        #expect(try UIBezierPath(svgPath: " \n\t").isEmpty)
    }

    /// The arc's flattened outline and the signed direction it bulges in.
    private func outline(_ data: String) throws -> Polyline {
        try #require(try UIBezierPath(svgPath: data).flattened(tolerance: 0.01).first)
    }

    private func nearest(_ target: CGPoint, _ polyline: Polyline) -> CGFloat {
        polylineDistance(target, polyline)
    }

    @Test func halfCircleArcSweepDirections() throws {
        let over = try outline("M0 0 A50 50 0 0 1 100 0")
        #expect(nearest(p(50, -50), over) < 0.02)
        #expect(over.points.last == p(100, 0))
        for point in over.points { expectNear(distance(point, p(50, 0)), 50, 0.02) }
        let under = try outline("M0 0 A50 50 0 0 0 100 0")
        #expect(nearest(p(50, 50), under) < 0.02)
        #expect(under.points.allSatisfy { $0.y >= -1e-9 })
    }

    @Test func largeArcFlagPicksTheLongerArc() throws {
        let small = try outline("M0 0 A100 100 0 0 1 100 0")
        let large = try outline("M0 0 A100 100 0 1 1 100 0")
        let rise = 100 - (100 * 100 - 50 * 50 as CGFloat).squareRoot()
        expectNear(small.points.map(\.y).min()!, -rise, 0.02)
        expectNear(large.points.map(\.y).min()!, -(200 - rise), 0.02)
        expectNear(large.points.map(\.x).min()!, 50 - 100, 0.02)
        #expect(large.points.last == p(100, 0))
    }

    @Test func rotatedEllipticalArc() throws {
        let arc = try outline("M0 0 A50 25 90 0 1 0 100")
        #expect(nearest(p(25, 50), arc) < 0.02)
        expectNear(arc.points.map(\.x).max()!, 25, 0.02)
        #expect(arc.points.allSatisfy { $0.x >= -1e-9 })
        // Every vertex on the ellipse (x/25)² + ((y − 50)/50)² = 1.
        for point in arc.points { expectNear(hypot(point.x / 25, (point.y - 50) / 50), 1, 1e-3) }
    }

    @Test func tooSmallRadiiAreScaledUp() throws {
        let arc = try outline("M0 0 A1 1 0 0 1 100 0")
        #expect(nearest(p(50, -50), arc) < 0.02)
        let ellipse = try outline("M0 0 a3 1 0 0 0 60 0")
        // Scaled uniformly to rx = 30, ry = 10: the lower half ellipse reaches y = +10.
        expectNear(ellipse.points.map(\.y).max()!, 10, 0.02)
    }

    @Test func relativeArcAndPackedFlags() throws {
        let arc = try UIBezierPath(svgPath: "m10 10 a50 50 0 0 1 100 0")
        #expect(arc.currentPoint == p(110, 10))
        #expect(nearest(p(60, -40), try #require(arc.flattened(tolerance: 0.01).first)) < 0.02)
        let packed = try UIBezierPath(svgPath: "M0 0a50 50 0 01100 0")
        let spaced = try UIBezierPath(svgPath: "M0,0 a50,50,0,0,1,100,0")
        #expect(packed.elements == spaced.elements)
        #expect(packed.elements.count == 3)
    }

    @Test func degenerateArcs() throws {
        #expect(try UIBezierPath(svgPath: "M0 0 A0 10 0 0 1 10 10").elements == [.move(to: p(0, 0)), .line(to: p(10, 10))])
        #expect(try UIBezierPath(svgPath: "M5 5 A10 10 0 0 1 5 5").elements == [.move(to: p(5, 5))])
    }

    @Test(arguments: [
        ("L 10 10", 0, "moveto"),
        ("M 10", 4, "expected a number for 'M', found the end of the data"),
        ("M 10 10 X 5", 8, "expected a path command letter, found 'X'"),
        ("M0 0 L 1 2 Z 3", 13, "expected a path command letter, found '3'"),
        ("M 0 0 A 10 10 0 2 1 5 5", 16, "arc flag"),
        ("M0 0 L 1e999 0", 7, "out of range"),
        ("M0 0 L10,,10", 9, "expected a number for 'L'"),
        ("M0 0 L10 10,", 12, "after ','"),
        ("M0 0 L10 .", 9, "expected a number"),
        ("M0 0 L10 10 é", 12, "found 'é'"),
        ("M,10 10", 1, "after 'M', found ','"),
        ("M0 0 z, L1 1", 6, "after 'z', found ','"),
    ])
    func malformedDataThrowsWithTheOffset(data: String, offset: Int, reason: String) {
        do {
            let path = try UIBezierPath(svgPath: data)
            Issue.record("parsed \(data) into \(path.elements)")
        } catch let error as SVGPathError {
            #expect(error.offset == offset, "\(error)")
            #expect(error.reason.contains(reason), "\(error)")
            #expect(error.description.hasPrefix("invalid SVG path data at character \(offset): "))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
