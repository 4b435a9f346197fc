import DynamicsGeometry
import Foundation
import Testing

@Suite struct ContainsTests {
    @Test func rectangle() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 10))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 29.9, y: 19.9)))
        #expect(!path.contains(CGPoint(x: 30.1, y: 15)))
        #expect(!path.contains(CGPoint(x: 15, y: 9.9)))
        #expect(!UIBezierPath().contains(.zero))
    }

    @Test func ovalFollowsTheCurveNotTheBox() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        // Just inside and just outside the ellipse along the diagonal direction (0.5 pt margin ≫ curve error).
        let angle = CGFloat.pi / 4
        let onCurve = CGPoint(x: 50 + 50 * cos(angle), y: 25 + 25 * sin(angle))
        let outward = CGPoint(x: cos(angle) / 50, y: sin(angle) / 25)
        let unit = CGPoint(x: outward.x / hypot(outward.x, outward.y), y: outward.y / hypot(outward.x, outward.y))
        #expect(path.contains(CGPoint(x: onCurve.x - 0.5 * unit.x, y: onCurve.y - 0.5 * unit.y)))
        #expect(!path.contains(CGPoint(x: onCurve.x + 0.5 * unit.x, y: onCurve.y + 0.5 * unit.y)))
    }

    @Test func concavePathExcludesItsNotch() {
        let path = UIBezierPath()
        for (index, point) in [(0, 0), (30, 0), (30, 30), (20, 30), (20, 10), (10, 10), (10, 30), (0, 30)].enumerated() {
            let point = CGPoint(x: point.0, y: point.1)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        #expect(!path.contains(CGPoint(x: 15, y: 20)))
        #expect(path.contains(CGPoint(x: 5, y: 20)))
        #expect(path.contains(CGPoint(x: 25, y: 25)))
        #expect(path.contains(CGPoint(x: 15, y: 5)))
    }

    @Test func fillRules() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        let center = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50)
        #expect(path.contains(center) && path.contains(ring))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(center) && path.contains(ring))
        let hole = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        hole.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        #expect(!hole.contains(center) && hole.contains(ring))
    }

    @Test func openSubpathsAreFilledAsIfClosed() {
        let triangle = UIBezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 30, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 30))
        #expect(triangle.contains(CGPoint(x: 5, y: 5)))
        #expect(!triangle.contains(CGPoint(x: 20, y: 20)))
    }
}
