import Foundation

extension UIBezierPath {
    /// Whether `point` is inside the filled area of the path, as UIKit's `contains(_:)`: open subpaths are closed
    /// implicitly, and the fill rule is even-odd when `usesEvenOddFillRule` is true, non-zero winding otherwise.
    ///
    /// Curves are flattened to within 1/1000 point (1/10 000 of the size for paths under 10 points), so points
    /// closer than that to a curved edge may be classified either way, as may points exactly on an edge.
    public func contains(_ point: CGPoint) -> Bool {
        let box = bounds
        guard !box.isNull, box.contains(point) else { return false }
        let tolerance = min(1e-3, max(box.width, box.height) * 1e-4)
        var winding = 0
        for polyline in flattened(tolerance: tolerance) where polyline.points.count > 2 {
            var previous = polyline.points[polyline.points.count - 1]
            for vertex in polyline.points {
                winding += crossing(from: previous, to: vertex, of: point)
                previous = vertex
            }
        }
        return usesEvenOddFillRule ? winding % 2 != 0 : winding != 0
    }

    /// +1 when the edge crosses the horizontal ray to the right of `point` going toward +y, −1 going toward −y,
    /// 0 otherwise (half-open in y so a vertex on the ray counts once).
    private func crossing(from a: CGPoint, to b: CGPoint, of point: CGPoint) -> Int {
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y, b.y > point.y, side > 0 { return 1 }
        if b.y <= point.y, a.y > point.y, side < 0 { return -1 }
        return 0
    }
}
