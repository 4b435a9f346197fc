import Foundation

/// A subpath flattened to straight segments.
public struct Polyline: Hashable, Sendable {
    /// The vertices, in path order, without consecutive duplicates. A closed polyline does not repeat its first
    /// point at the end: the closing segment from the last point back to the first is implied by `isClosed`.
    public var points: [CGPoint]
    /// True when the subpath ended with `close()`.
    public var isClosed: Bool

    /// A polyline with the given vertices.
    public init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension UIBezierPath {
    /// The path as polylines, one per subpath (lone moves give one-point polylines), with every curve replaced by
    /// chords whose distance from the curve is at most `tolerance` points.
    ///
    /// Curves are split at their parameter midpoint until the control points lie within `tolerance` of the chord;
    /// because a Bézier curve stays inside the convex hull of its control points, the curve then lies within
    /// `tolerance` of the chord. Splitting stops after 16 levels (65 536 chords per curve), which bounds the work for
    /// a zero, negative or non-finite tolerance.
    public func flattened(tolerance: CGFloat) -> [Polyline] {
        let tolerance = tolerance.isFinite ? max(tolerance, 0) : 0
        return Subpath.split(elements).map { subpath in
            var flattener = Flattener(tolerance: tolerance, points: [subpath.start])
            var current = subpath.start
            for segment in subpath.segments {
                switch segment {
                case .quadCurve(let end, let control):
                    // The degree-elevated cubic is the same curve, so one subdivision routine serves both kinds.
                    let control1 = current + (2 / 3) * (control - current)
                    let control2 = end + (2 / 3) * (control - end)
                    flattener.addCubic(current, control1, control2, end, depth: 0)
                case .curve(let end, let control1, let control2):
                    flattener.addCubic(current, control1, control2, end, depth: 0)
                default:
                    break
                }
                current = segment.endPoint ?? current
                flattener.add(current)
            }
            var points = flattener.points
            if subpath.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
            return Polyline(points: points, isClosed: subpath.isClosed)
        }
    }
}

/// Accumulates the chord end points of one subpath.
private struct Flattener {
    static let maximumDepth = 16
    let tolerance: CGFloat
    var points: [CGPoint]

    mutating func add(_ point: CGPoint) {
        if points.last != point { points.append(point) }
    }

    /// Adds the interior chord points of the cubic p0 c1 c2 p3 (not p3 itself: the caller adds the segment's end).
    mutating func addCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, depth: Int) {
        let deviation = max(c1.distance(toSegmentFrom: p0, to: p3), c2.distance(toSegmentFrom: p0, to: p3))
        guard depth < Self.maximumDepth, deviation > tolerance else { return }
        // de Casteljau split at t = 1/2.
        let p01 = p0.midpoint(c1), p12 = c1.midpoint(c2), p23 = c2.midpoint(p3)
        let p012 = p01.midpoint(p12), p123 = p12.midpoint(p23)
        let middle = p012.midpoint(p123)
        addCubic(p0, p01, p012, middle, depth: depth + 1)
        add(middle)
        addCubic(middle, p123, p23, p3, depth: depth + 1)
    }
}
