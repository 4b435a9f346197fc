import DynamicsGeometry
import Foundation
import Testing

@Suite struct PathEditingTests {
    @Test func currentPointFollowsTheElements() {
        let path = UIBezierPath()
        #expect(path.currentPoint == .zero)
        path.move(to: CGPoint(x: 1, y: 2))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), controlPoint: CGPoint(x: 3, y: 0))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        path.removeAllPoints()
        #expect(path.isEmpty && path.currentPoint == .zero)
    }

    @Test func drawingWithoutACurrentPointIsIgnored() {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addCurve(to: CGPoint(x: 2, y: 2), controlPoint1: .zero, controlPoint2: .zero)
        path.close()
        #expect(path.isEmpty)
    }

    @Test func drawingAfterCloseStartsANewSubpathAtTheOldStart() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.close()
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(path.elements == [
            .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 5, y: 1)), .close,
            .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 1, y: 9)),
        ])
        #expect(path.subpaths.count == 2)
    }

    @Test func boundsIncludeControlPointsButTheTightBoxDoesNot() {
        let path = UIBezierPath()
        #expect(path.bounds.isNull && path.boundingBoxOfPath.isNull)
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: -100), controlPoint2: CGPoint(x: 100, y: -100))
        #expect(path.bounds == CGRect(x: 0, y: -100, width: 100, height: 100))
        let tight = path.boundingBoxOfPath
        expectNear(tight.minY, -75, 1e-12)
        expectNear(tight.height, 75, 1e-12)
        #expect(tight.minX == 0 && tight.width == 100)
        let quad = UIBezierPath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        #expect(quad.bounds.height == 10)
        expectNear(quad.boundingBoxOfPath.height, 5, 1e-12)
    }

    @Test func applyMapsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        path.apply(CGAffineTransform(translationX: 5, y: 6).scaledBy(x: 2, y: 2))
        #expect(path.bounds == CGRect(x: 5, y: 6, width: 20, height: 40))
        path.addLine(to: CGPoint(x: 0, y: 0))
        #expect(path.elements[5] == .move(to: CGPoint(x: 5, y: 6)))
        let curve = UIBezierPath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 1, y: 0), controlPoint1: CGPoint(x: 0, y: 1), controlPoint2: CGPoint(x: 1, y: 1))
        curve.apply(CGAffineTransform(scaleX: 3, y: -1))
        #expect(curve.elements[1] == .curve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 0, y: -1), control2: CGPoint(x: 3, y: -1)))
        #expect(curve.currentPoint == CGPoint(x: 3, y: 0))
    }

    @Test func appendAddsTheOtherPathsElements() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        let other = UIBezierPath()
        other.move(to: CGPoint(x: 7, y: 7))
        other.addLine(to: CGPoint(x: 8, y: 9))
        path.append(other)
        #expect(path.elements.count == 7)
        #expect(path.elements.suffix(2) == [.move(to: CGPoint(x: 7, y: 7)), .line(to: CGPoint(x: 8, y: 9))])
        #expect(path.currentPoint == CGPoint(x: 8, y: 9))
        #expect(path.subpaths.map(\.elements.count) == [5, 2])
    }

    @Test func copyIsIndependentAndKeepsDrawingProperties() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.miterLimit = 4
        path.usesEvenOddFillRule = true
        let duplicate = path.copy() as! UIBezierPath
        #expect(duplicate !== path)
        #expect(duplicate.elements == path.elements)
        #expect(duplicate.lineWidth == 3 && duplicate.lineCapStyle == .round && duplicate.lineJoinStyle == .bevel)
        #expect(duplicate.miterLimit == 4 && duplicate.usesEvenOddFillRule)
        duplicate.addLine(to: CGPoint(x: 9, y: 9))
        #expect(duplicate.elements.count == path.elements.count + 2)
    }

    @Test func reversingAClosedRect() {
        let reversed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1)).reversing()
        #expect(reversed.elements == [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 0, y: 1)), .line(to: CGPoint(x: 2, y: 1)),
            .line(to: CGPoint(x: 2, y: 0)), .line(to: CGPoint(x: 0, y: 0)), .close,
        ])
    }

    @Test func reversingAnOpenCurveSwapsItsControls() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addCurve(to: CGPoint(x: 4, y: 0), controlPoint1: CGPoint(x: 2, y: 1), controlPoint2: CGPoint(x: 3, y: 1))
        path.addQuadCurve(to: CGPoint(x: 6, y: 0), controlPoint: CGPoint(x: 5, y: -1))
        path.lineWidth = 5
        let reversed = path.reversing()
        #expect(reversed.elements == [
            .move(to: CGPoint(x: 6, y: 0)), .quadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 5, y: -1)),
            .curve(to: CGPoint(x: 1, y: 0), control1: CGPoint(x: 3, y: 1), control2: CGPoint(x: 2, y: 1)),
            .line(to: .zero),
        ])
        #expect(reversed.lineWidth == 5)
        #expect(path.elements.count == 4)
    }

    @Test func reversingFlipsTheWindingOfAnOval() throws {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        let forward = try #require(oval.flattened(tolerance: 0.01).first)
        let backward = try #require(oval.reversing().flattened(tolerance: 0.01).first)
        let area = signedDoubleArea(forward.points) / 2
        expectNear(area, .pi * 20 * 10, 0.5)
        expectNear(signedDoubleArea(backward.points) / 2, -area, 1e-6)
    }

    @Test func subpathsAreSeparatePaths() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.move(to: CGPoint(x: 5, y: 5))
        path.move(to: CGPoint(x: 6, y: 6))
        path.addLine(to: CGPoint(x: 7, y: 6))
        path.close()
        path.lineWidth = 2
        let subpaths = path.subpaths
        #expect(subpaths.map(\.elements) == [
            [.move(to: .zero), .line(to: CGPoint(x: 1, y: 0))],
            [.move(to: CGPoint(x: 5, y: 5))],
            [.move(to: CGPoint(x: 6, y: 6)), .line(to: CGPoint(x: 7, y: 6)), .close],
        ])
        #expect(subpaths.allSatisfy { $0.lineWidth == 2 })
    }
}
