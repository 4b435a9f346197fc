import DynamicsGeometry
import Foundation
import Testing

@Suite("UIBezierPath.trimmed (strokeStart/strokeEnd)")
struct TrimTests {
    @Test("a trimmed polyline starts and ends at the length fractions, across segments")
    func polyline() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let trimmed = path.trimmed(from: 0.25, to: 0.75)
        #expect(trimmed.elements == [.move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
                                     .line(to: CGPoint(x: 100, y: 50))])
        // Cuts off the middle of a segment land where the length says.
        let line = UIBezierPath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 200, y: 0))
        let cut = line.trimmed(from: 0.1, to: 0.25).elements
        #expect(cut.count == 2)
        if case .move(let start) = cut.first, case .line(let end) = cut.last {
            #expect(abs(start.x - 20) < 1e-9 && abs(end.x - 50) < 1e-9 && start.y == 0 && end.y == 0)
        } else {
            Issue.record("expected a move and a line, got \(cut)")
        }
    }

    @Test("the whole range is the path itself; an empty range is an empty path; a closed one opens")
    func edges() {
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmed(from: 0, to: 1).elements == square.elements)
        #expect(square.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmed(from: 0.7, to: 0.2).isEmpty)
        let closing = square.trimmed(from: 0.5, to: 1)
        #expect(closing.elements.first == .move(to: CGPoint(x: 10, y: 10)))
        #expect(closing.elements.last == .line(to: .zero))
        #expect(!closing.elements.contains(.close))
    }

    @Test("a cut inside a curve lands on the curve at that arc length")
    func curveCut() throws {
        let circle = UIBezierPath(arcCenter: .zero, radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let half = circle.trimmed(from: 0, to: 0.5)
        let end = try #require(half.elements.last?.endPoint)
        // Half the circumference from (50, 0) clockwise is (−50, 0), within the cubic arcs' own error.
        #expect(abs(end.x + 50) < 0.05 && abs(end.y) < 0.05, "\(end)")
        let eighth = circle.trimmed(from: 0, to: 0.125)
        let point = try #require(eighth.elements.last?.endPoint)
        #expect(abs(point.x - 50 * cos(.pi / 4)) < 0.1 && abs(point.y - 50 * sin(.pi / 4)) < 0.1, "\(point)")
        #expect(abs(hypot(point.x, point.y) - 50) < 0.05)
    }

    @Test("separate subpaths stay separate; non-finite fractions count as the full range")
    func subpaths() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 10, y: 20))
        let trimmed = path.trimmed(from: 0.25, to: 0.75)
        #expect(trimmed.elements == [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
                                     .move(to: CGPoint(x: 0, y: 20)), .line(to: CGPoint(x: 5, y: 20))])
        #expect(path.trimmed(from: .nan, to: .infinity).elements == path.elements)
    }
}
