import DynamicsGeometry
import Foundation
import Testing

@Suite struct FlatteningTests {
    static func cubic() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 200, y: 10), controlPoint1: CGPoint(x: 40, y: 180), controlPoint2: CGPoint(x: 260, y: -150))
        return path
    }

    static func quad() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: -50, y: 20))
        path.addQuadCurve(to: CGPoint(x: 150, y: 20), controlPoint: CGPoint(x: 10, y: -220))
        return path
    }

    static func arc() -> UIBezierPath {
        UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 120, startAngle: -0.4, endAngle: 2.9, clockwise: true)
    }

    @Test(arguments: [0.5, 0.1, 0.01] as [CGFloat])
    func curvesStayWithinToleranceOfTheirChords(tolerance: CGFloat) throws {
        for path in [Self.cubic(), Self.quad(), Self.arc()] {
            let polylines = path.flattened(tolerance: tolerance)
            #expect(polylines.count == 1)
            let polyline = try #require(polylines.first)
            #expect(!polyline.isClosed)
            #expect(polyline.points.first == path.elements.first?.endPoint)
            #expect(polyline.points.last == path.currentPoint)
            var worst: CGFloat = 0
            for sample in densePoints(of: path, samplesPerElement: 4000) {
                worst = max(worst, polylineDistance(sample, polyline))
            }
            #expect(worst <= tolerance, "deviation \(worst) > \(tolerance)")
            // Not absurdly over-subdivided: a chord of a curve with curvature radius ≥ ~10 covers ≥ √(8·r·tol).
            #expect(polyline.points.count < 40 + Int(8 / tolerance.squareRoot() * 10))
        }
    }

    @Test func largerToleranceGivesFewerPoints() {
        let coarse = Self.arc().flattened(tolerance: 1)[0].points.count
        let fine = Self.arc().flattened(tolerance: 0.01)[0].points.count
        #expect(coarse >= 3 && coarse < fine)
    }

    @Test func verticesLieOnTheCurve() {
        let path = Self.arc()
        for point in path.flattened(tolerance: 0.05)[0].points {
            expectNear(distance(point, CGPoint(x: 30, y: 30)), 120, 0.04)
        }
    }

    @Test func linesAndClosedSubpathsKeepTheirVertices() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 2))
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 12, y: 10))
        let polylines = path.flattened(tolerance: 0.1)
        #expect(polylines == [
            Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 2), CGPoint(x: 0, y: 2)], isClosed: true),
            Polyline(points: [CGPoint(x: 10, y: 10), CGPoint(x: 12, y: 10)], isClosed: false),
        ])
    }

    @Test func closedOvalDoesNotRepeatItsFirstPoint() throws {
        let polyline = try #require(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).flattened(tolerance: 0.1).first)
        #expect(polyline.isClosed)
        #expect(polyline.points.first == CGPoint(x: 10, y: 5))
        #expect(polyline.points.last != polyline.points.first)
        #expect(polyline.points.contains(CGPoint(x: 5, y: 10)) && polyline.points.contains(CGPoint(x: 0, y: 5)))
    }

    @Test func zeroToleranceTerminatesWithBoundedWork() {
        let count = Self.cubic().flattened(tolerance: 0)[0].points.count
        #expect(count > 1000 && count <= 65_537)
        #expect(Self.quad().flattened(tolerance: .nan)[0].points.count <= 65_537)
    }
}
