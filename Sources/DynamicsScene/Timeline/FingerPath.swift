import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// A finger path: points joined by straight segments, walked by arc length.
struct FingerPath {
    private let points: [CGPoint]
    /// Cumulative length up to each point.
    private let distances: [CGFloat]

    init(points: [CGPoint]) {
        precondition(!points.isEmpty)
        self.points = points
        var total: CGFloat = 0
        var distances: [CGFloat] = [0]
        for (start, end) in zip(points, points.dropFirst()) {
            total += hypot(end.x - start.x, end.y - start.y)
            distances.append(total)
        }
        self.distances = distances
    }

    /// The point `fraction` (0…1) of the way along the path.
    func point(atFraction fraction: Double) -> CGPoint {
        guard let total = distances.last, total > 0 else { return points[0] }
        let target = total * CGFloat(min(1, max(0, fraction)))
        let segment = (distances.firstIndex { $0 >= target } ?? distances.count - 1)
        guard segment > 0 else { return points[0] }
        let start = points[segment - 1], end = points[segment]
        let length = distances[segment] - distances[segment - 1]
        let t = length > 0 ? (target - distances[segment - 1]) / length : 1
        return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }
}
