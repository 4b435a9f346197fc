import CCairo
import Foundation

/// A path's outline in device pixels, its curves cut into chords the way Core Graphics cuts them before it fills.
///
/// Core Graphics halves a cubic Bézier curve (a quadratic one raised to a cubic) until each piece's control polygon is
/// nearly straight: until the larger of its two second differences, |p0 − 2p1 + p2| and |p1 − 2p2 + p3|, is at most
/// 0.1716 device pixels. Two iOS references bound it: swift-snapshot-testing's heart (pieces of 1/8 of its quadratic
/// curves and circle quarters, 1/16 of its larger cubics but 1/8 in their middle, whose pieces bend by 0.1708 px)
/// needs at least 0.1708, and the hole of the `.contactAdd` button's ring (1/16 of each quarter throughout, its
/// middle pieces bending by 0.1724 px) less than 0.1724; 0.1716 is the middle. Cairo's own flattening (0.1 px from
/// the curve) is finer, and its chords cover more of a convex curve's edge pixels than iOS's.
enum CoreGraphicsFlattening {
    /// The square of the largest second difference a piece may keep.
    static let squaredFlatness = 0.1716 * 0.1716
    /// Halving stops here whatever the flatness (2^16 pieces a curve), so a huge curve cannot recurse for long.
    static let maximumDepth = 16

    /// The closed contours of the context's current path in device coordinates, and whether it has curves (only
    /// curved paths need this; straight edges come out the same from Cairo).
    static func deviceContours(ofCurrentPathOn cr: OpaquePointer) -> (contours: [[CGPoint]], hasCurves: Bool) {
        let path = DevicePath(currentPathOn: cr)
        let contours = path.subpaths.map { subpath in
            var points = [subpath.start]
            for segment in subpath.segments {
                switch segment {
                case let .line(to): points.append(to)
                case let .cubic(curve): appendCubic(curve.p0, curve.p1, curve.p2, curve.p3, to: &points, depth: 0)
                }
            }
            return points
        }
        return (contours, path.hasCurves)
    }

    /// Appends the chords of the cubic from `p0` (already in `points`) to `p3`, halving it while it is not flat.
    static func appendCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, to points: inout [CGPoint],
                            depth: Int) {
        let curve = Cubic(p0: p0, p1: p1, p2: p2, p3: p3)
        guard needsHalving(curve.squaredBend, depth: depth) else { return points.append(p3) }
        let (first, second) = curve.halves()
        appendCubic(first.p0, first.p1, first.p2, first.p3, to: &points, depth: depth + 1)
        appendCubic(second.p0, second.p1, second.p2, second.p3, to: &points, depth: depth + 1)
    }

    /// Whether a piece whose control polygon bends by `squaredBend` (see `Cubic.squaredBend`) is halved again.
    static func needsHalving(_ squaredBend: Double, depth: Int) -> Bool {
        squaredBend > squaredFlatness && depth < maximumDepth && squaredBend.isFinite
    }
}

/// A cubic Bézier curve in device pixels.
struct Cubic {
    var p0: CGPoint
    var p1: CGPoint
    var p2: CGPoint
    var p3: CGPoint

    /// The square of the larger of the control polygon's two second differences: how far it is from straight.
    var squaredBend: Double {
        let first = CGPoint(x: p0.x - 2 * p1.x + p2.x, y: p0.y - 2 * p1.y + p2.y)
        let second = CGPoint(x: p1.x - 2 * p2.x + p3.x, y: p1.y - 2 * p2.y + p3.y)
        return max(first.x * first.x + first.y * first.y, second.x * second.x + second.y * second.y)
    }

    /// The two halves, split at t = ½ (de Casteljau).
    func halves() -> (Cubic, Cubic) {
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let p01 = mid(p0, p1), p12 = mid(p1, p2), p23 = mid(p2, p3)
        let p012 = mid(p01, p12), p123 = mid(p12, p23)
        let middle = mid(p012, p123)
        return (Cubic(p0: p0, p1: p01, p2: p012, p3: middle), Cubic(p0: middle, p1: p123, p2: p23, p3: p3))
    }

    /// The point at parameter `t`.
    func point(at t: Double) -> CGPoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The derivative at parameter `t`.
    func derivative(at t: Double) -> CGPoint {
        let s = 1 - t
        let a = 3 * s * s, b = 6 * s * t, c = 3 * t * t
        return CGPoint(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                       y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }
}
