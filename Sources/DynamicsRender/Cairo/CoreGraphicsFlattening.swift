import CCairo
import Foundation

/// A path's outline in device pixels, its curves cut into chords the way Core Graphics cuts them before it fills.
///
/// Core Graphics halves a cubic Bézier curve (a quadratic one raised to a cubic) until each piece's control polygon is
/// nearly straight: until the larger of its two second differences, |p0 − 2p1 + p2| and |p1 − 2p2 + p3|, is at most
/// √(1/32) ≈ 0.177 device pixels. The rule was fitted to a heart path swift-snapshot-testing recorded on iOS: pieces
/// of 1/8 of its quadratic curves and circle quarters and 1/16 of its larger cubics, which this rule gives, and any
/// flatness in [0.172, 0.185) gives the same chords. Cairo's own flattening (0.1 px from the curve) is finer, and its
/// chords cover more of a convex curve's edge pixels than iOS's.
enum CoreGraphicsFlattening {
    /// The square of the largest second difference a piece may keep.
    static let squaredFlatness = 1.0 / 32
    /// Halving stops here whatever the flatness (2^16 pieces a curve), so a huge curve cannot recurse for long.
    static let maximumDepth = 16

    /// The closed contours of the context's current path in device coordinates, and whether it has curves (only
    /// curved paths need this; straight edges come out the same from Cairo).
    static func deviceContours(ofCurrentPathOn cr: OpaquePointer) -> (contours: [[CGPoint]], hasCurves: Bool) {
        guard let path = cairo_copy_path(cr) else { return ([], false) }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return ([], false) }
        func device(_ index: Int) -> CGPoint {
            var x = data[index].point.x, y = data[index].point.y
            cairo_user_to_device(cr, &x, &y)
            return CGPoint(x: x, y: y)
        }
        var contours: [[CGPoint]] = []
        var current: [CGPoint] = []
        var hasCurves = false
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if current.count > 1 { contours.append(current) }
                current = [device(index + 1)]
            case CAIRO_PATH_LINE_TO:
                current.append(device(index + 1))
            case CAIRO_PATH_CURVE_TO:
                hasCurves = true
                let start = current.last ?? device(index + 1)
                appendCubic(start, device(index + 1), device(index + 2), device(index + 3), to: &current, depth: 0)
            case CAIRO_PATH_CLOSE_PATH:
                if current.count > 1 { contours.append(current) }
                current = current.first.map { [$0] } ?? []
            default:
                break
            }
            index += Int(header.length)
        }
        if current.count > 1 { contours.append(current) }
        return (contours, hasCurves)
    }

    /// Appends the chords of the cubic from `p0` (already in `points`) to `p3`, halving it while it is not flat.
    static func appendCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, to points: inout [CGPoint],
                            depth: Int) {
        let first = CGPoint(x: p0.x - 2 * p1.x + p2.x, y: p0.y - 2 * p1.y + p2.y)
        let second = CGPoint(x: p1.x - 2 * p2.x + p3.x, y: p1.y - 2 * p2.y + p3.y)
        let bend = max(first.x * first.x + first.y * first.y, second.x * second.x + second.y * second.y)
        guard bend > squaredFlatness, depth < maximumDepth, bend.isFinite else {
            points.append(p3)
            return
        }
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let p01 = mid(p0, p1), p12 = mid(p1, p2), p23 = mid(p2, p3)
        let p012 = mid(p01, p12), p123 = mid(p12, p23)
        let middle = mid(p012, p123)
        appendCubic(p0, p01, p012, middle, to: &points, depth: depth + 1)
        appendCubic(middle, p123, p23, p3, to: &points, depth: depth + 1)
    }
}
