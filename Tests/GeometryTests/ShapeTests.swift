import DynamicsGeometry
import Foundation
import Testing

@Suite struct ShapeTests {
    @Test func rectRunsClockwiseFromTheTopLeft() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
            .line(to: CGPoint(x: 10, y: 60)), .close,
        ])
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func ovalHitsItsQuadrantPointsExactly() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 60))
        let ends = path.elements.compactMap(\.endPoint)
        #expect(ends == [CGPoint(x: 100, y: 30), CGPoint(x: 50, y: 60), CGPoint(x: 0, y: 30), CGPoint(x: 50, y: 0),
                         CGPoint(x: 100, y: 30)])
        #expect(path.elements.last == .close)
        // The standard 4-cubic approximation stays within 0.03 % of the radius.
        for point in densePoints(of: path, samplesPerElement: 200) {
            let normalized = hypot((point.x - 50) / 50, (point.y - 30) / 30)
            #expect(abs(normalized - 1) < 3e-4)
        }
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func quarterArcClockwiseIsOneCubic() throws {
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.count == 2)
        #expect(path.elements[0] == .move(to: CGPoint(x: 15, y: 20)))
        guard case .curve(let end, let c1, let c2) = path.elements[1] else {
            Issue.record("expected a cubic, got \(path.elements[1])")
            return
        }
        #expect(end == CGPoint(x: 10, y: 25))
        let arm = 5 * 4 / 3 * tan(CGFloat.pi / 8)
        expectNear(c1, CGPoint(x: 15, y: 20 + arm), 1e-12)
        expectNear(c2, CGPoint(x: 10 + arm, y: 25), 1e-12)
        #expect(path.currentPoint == CGPoint(x: 10, y: 25))
    }

    @Test func counterClockwiseArcTakesTheLongWay() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let ends = path.elements.compactMap(\.endPoint)
        #expect(ends == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: -10), CGPoint(x: -10, y: 0), CGPoint(x: 0, y: 10)])
    }

    @Test func fullCircleAndEmptySweep() {
        let full = UIBezierPath(arcCenter: .zero, radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(full.elements.count == 5)
        #expect(full.currentPoint == CGPoint(x: 2, y: 0))
        let nothing = UIBezierPath(arcCenter: .zero, radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(nothing.elements == [.move(to: CGPoint(x: 2, y: 0))])
        let beyond = UIBezierPath(arcCenter: .zero, radius: 2, startAngle: 0, endAngle: 5 * .pi, clockwise: true)
        #expect(beyond.elements.count == 5)
    }

    @Test func arcSegmentsNeverExceedAQuarterTurn() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 3, y: 4), radius: 7, startAngle: 0.3, endAngle: 0.3 + .pi + 0.1, clockwise: true)
        #expect(path.elements.count == 4)
        var previous = CGPoint(x: 3 + 7 * cos(0.3), y: 4 + 7 * sin(0.3))
        expectNear(path.elements[0].endPoint!, previous, 1e-12)
        for element in path.elements.dropFirst() {
            let end = element.endPoint!
            let chordAngle = 2 * asin(distance(previous, end) / 14)
            #expect(chordAngle <= .pi / 2 + 1e-12)
            expectNear(distance(end, CGPoint(x: 3, y: 4)), 7, 1e-12)
            previous = end
        }
        expectNear(previous, CGPoint(x: 3 + 7 * cos(0.4 + .pi), y: 4 + 7 * sin(0.4 + .pi)), 1e-12)
    }

    @Test func addArcJoinsTheCurrentPointWithALine() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(path.elements[1] == .line(to: CGPoint(x: 5, y: 0)))
        #expect(path.currentPoint == CGPoint(x: 15, y: 0))
        // The arc over the top of a y-down screen (clockwise from 180° to 0°/360°) passes (10, −5).
        #expect(path.elements.compactMap(\.endPoint).contains(CGPoint(x: 10, y: -5)))
        let joined = UIBezierPath()
        joined.move(to: CGPoint(x: 5, y: 0))
        joined.addArc(withCenter: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(!joined.elements.contains { if case .line = $0 { true } else { false } })
    }

    @Test func negativeRadiusAddsNothing() {
        let path = UIBezierPath(arcCenter: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(path.isEmpty)
    }

    @Test func roundedRectStartsAfterTheTopLeftCorner() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 10)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 90, y: 0)))
        #expect(path.elements.last == .close)
        let ends = Set(path.elements.compactMap(\.endPoint).map { "\($0.x),\($0.y)" })
        for corner in ["100.0,10.0", "90.0,50.0", "0.0,40.0", "10.0,0.0", "100.0,40.0", "10.0,50.0", "0.0,10.0"] {
            #expect(ends.contains(corner), "missing \(corner)")
        }
        #expect(path.boundingBoxOfPath == rect)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 4, y: 25)))
    }

    @Test func roundedRectClampsTheRadius() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 80)
        #expect(path.elements.first == .move(to: CGPoint(x: 25, y: 0)))
        #expect(path.elements.compactMap(\.endPoint).contains(CGPoint(x: 100, y: 25)))
    }

    @Test func selectedCornersAndIgnoredRadiusHeight() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 3))
        let ends = path.elements.compactMap(\.endPoint)
        #expect(ends.contains(CGPoint(x: 80, y: 0)))
        #expect(ends.contains(CGPoint(x: 0, y: 40)))
        #expect(!ends.contains(CGPoint(x: 0, y: 0)))
        #expect(ends.contains(CGPoint(x: 0, y: 8)))
        #expect(ends.contains(CGPoint(x: 72, y: 40)))
        let tall = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 30))
        #expect(tall.elements == path.elements)
    }
}
