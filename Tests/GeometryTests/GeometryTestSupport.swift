import DynamicsGeometry
import Foundation
import Testing

/// Distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

/// Records a failure unless `actual` is within `tolerance` of `expected`.
func expectNear(_ actual: CGPoint, _ expected: CGPoint, _ tolerance: CGFloat = 1e-9,
                sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(distance(actual, expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
            sourceLocation: sourceLocation)
}

/// Records a failure unless `actual` is within `tolerance` of `expected`.
func expectNear(_ actual: CGFloat, _ expected: CGFloat, _ tolerance: CGFloat = 1e-9,
                sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
            sourceLocation: sourceLocation)
}

/// Distance from `point` to the segment a–b, computed independently of the library's helper.
func segmentDistance(_ point: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let ex = b.x - a.x, ey = b.y - a.y
    let length2 = ex * ex + ey * ey
    var t = length2 == 0 ? 0 : ((point.x - a.x) * ex + (point.y - a.y) * ey) / length2
    t = min(max(t, 0), 1)
    return hypot(point.x - (a.x + t * ex), point.y - (a.y + t * ey))
}

/// Distance from `point` to the nearest segment of `polyline` (its closing segment included when closed).
/// A plain loop: the flattening tests call it for thousands of samples, and a debug build's `zip`/`map` made them slow.
func polylineDistance(_ point: CGPoint, _ polyline: Polyline) -> CGFloat {
    let points = polyline.points
    guard points.count > 1 else { return points.first.map { distance(point, $0) } ?? .infinity }
    var nearest = CGFloat.infinity
    for index in 1..<points.count {
        nearest = min(nearest, segmentDistance(point, points[index - 1], points[index]))
    }
    if polyline.isClosed { nearest = min(nearest, segmentDistance(point, points[points.count - 1], points[0])) }
    return nearest
}

/// `count + 1` evenly spaced parameter samples of every element of `path` (lines included), by direct Bézier
/// evaluation.
func densePoints(of path: UIBezierPath, samplesPerElement count: Int = 2000) -> [CGPoint] {
    var samples: [CGPoint] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    func sample(_ evaluate: (CGFloat) -> CGPoint) {
        for index in 0...count { samples.append(evaluate(CGFloat(index) / CGFloat(count))) }
    }
    for element in path.elements {
        let from = current
        switch element {
        case .move(let point):
            start = point
            samples.append(point)
        case .line(let end):
            sample { t in CGPoint(x: from.x + t * (end.x - from.x), y: from.y + t * (end.y - from.y)) }
        case .quadCurve(let end, let control):
            sample { t in
                let u = 1 - t
                return CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * end.x,
                               y: u * u * from.y + 2 * u * t * control.y + t * t * end.y)
            }
        case .curve(let end, let c1, let c2):
            sample { t in
                let u = 1 - t
                let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
                return CGPoint(x: b0 * from.x + b1 * c1.x + b2 * c2.x + b3 * end.x,
                               y: b0 * from.y + b1 * c1.y + b2 * c2.y + b3 * end.y)
            }
        case .close:
            break
        }
        switch element {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
        case .close: current = start
        }
    }
    return samples
}

/// Twice the signed area of a polygon (positive when it turns from +x toward +y: clockwise on a y-down screen).
func signedDoubleArea(_ points: [CGPoint]) -> CGFloat {
    guard let last = points.last else { return 0 }
    var previous = last
    var sum: CGFloat = 0
    for point in points {
        sum += previous.x * point.y - point.x * previous.y
        previous = point
    }
    return sum
}
