import Foundation
import DynamicsGeometry

/// The vertices UIKit Dynamics makes of a collision path — a boundary path or an item's bounding path (and the
/// ellipse of `.ellipse` items) — as its path applier builds them (docs/uikit-semantics.md §2.15):
///
/// - only the first subpath: a second move ends it, and so does `close()`, after adding the start point again;
/// - a line adds its end point;
/// - a cubic curve adds `max(⌊L / 10⌋, 1)` points at equal parameter steps, where `L` is UIKit's estimate of its
///   length (ten chords, see `estimatedLength`), so a curve is cut into chords of about 10 pt; a quadratic curve is the
///   same curve as its degree-raised cubic;
/// - a point closer than `duplicateDistance` to the last one kept is dropped.
///
/// This is what makes an item resting on a curved boundary touch one or two chords (one `beganContact` each), as on a
/// device, where a fine flattening would give it several contacts a step.
struct CollisionOutline {
    /// UIKit's chord length for curves, in points.
    static let chordLength: CGFloat = 10
    /// Points nearer than this to the previous one are dropped: UIKit's 1.42108547e-14 m², in points.
    static let duplicateDistanceSquared: CGFloat = 1.42108547e-14 * 10_000
    /// The most points one curve gets: a curve about 10,000 pt long. Longer ones keep this many, which bounds the
    /// work and the vertex count for huge paths.
    static let maximumPointsPerCurve = 1024

    /// The vertices, in path order, without a repeat of the first at the end.
    private(set) var points: [CGPoint] = []

    /// The outline of the first subpath of `path`.
    init(_ path: UIBezierPath) {
        var started = false
        var current = CGPoint.zero
        loop: for element in path.elements {
            switch element {
            case .move(let point):
                guard !started else { break loop }
                started = true
                add(point)
            case .line(let point):
                add(point)
            case .quadCurve(let end, let control):
                add(cubic: current, current.moved(toward: control, by: 2 / 3), end.moved(toward: control, by: 2 / 3), end)
            case .curve(let end, let control1, let control2):
                add(cubic: current, control1, control2, end)
            case .close:
                break loop
            }
            current = element.endPoint ?? current
        }
        trimTrailingStart()
    }

    /// UIKit's length estimate of a cubic: ten chords whose sample points are taken, in a quirk of its applier, on the
    /// cubic that starts from the previous sample rather than from `p0` (measured to reproduce UIKit's vertex counts
    /// where the plain ten-chord length does not).
    static func estimatedLength(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> CGFloat {
        var length: CGFloat = 0
        var previous = p0
        for step in 0...10 {
            let sample = bezier(previous, p1, p2, p3, CGFloat(step) / 10)
            length += hypot(sample.x - previous.x, sample.y - previous.y)
            previous = sample
        }
        return length
    }

    private mutating func add(cubic p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        let length = Self.estimatedLength(p0, p1, p2, p3)
        let chords = length.isFinite ? Int(min(length / Self.chordLength, CGFloat(Self.maximumPointsPerCurve))) : 1
        let count = max(chords, 1)
        for step in 1...count { add(Self.bezier(p0, p1, p2, p3, CGFloat(step) / CGFloat(count))) }
    }

    private mutating func add(_ point: CGPoint) {
        if let last = points.last, last.distanceSquared(to: point) < Self.duplicateDistanceSquared { return }
        points.append(point)
    }

    /// A closed outline does not repeat its first point: the closing chord is implied.
    private mutating func trimTrailingStart() {
        while points.count > 1, let first = points.first, let last = points.last,
              last.distanceSquared(to: first) < Self.duplicateDistanceSquared {
            points.removeLast()
        }
    }

    /// The cubic Bézier point at `t`, in the Bernstein form UIKit evaluates.
    private static func bezier(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * t * u * u, c = 3 * t * t * u, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

private extension CGPoint {
    func distanceSquared(to other: CGPoint) -> CGFloat { (other.x - x) * (other.x - x) + (other.y - y) * (other.y - y) }

    /// The point `fraction` of the way from `self` to `other`.
    func moved(toward other: CGPoint, by fraction: CGFloat) -> CGPoint {
        CGPoint(x: x + fraction * (other.x - x), y: y + fraction * (other.y - y))
    }
}
