/// Closest points of two segments.
struct SegmentClosestPoints {
    /// Parameter along the first segment, in [0, 1]; exactly 0 or 1 at a vertex.
    var fraction1: Double
    /// Parameter along the second segment, in [0, 1]; exactly 0 or 1 at a vertex.
    var fraction2: Double
    var point1: Vec2
    var point2: Vec2
    var distanceSquared: Double
}

/// The closest points of the segments `p1`–`q1` and `p2`–`q2` (clamped least squares on the two parameters).
func closestPointsOfSegments(_ p1: Vec2, _ q1: Vec2, _ p2: Vec2, _ q2: Vec2) -> SegmentClosestPoints {
    let d1 = q1 - p1
    let d2 = q2 - p2
    let r = p1 - p2
    let length1 = d1.lengthSquared
    let length2 = d2.lengthSquared
    let along1 = dot(r, d1)
    let along2 = dot(r, d2)
    let epsilon = 1e-24
    var f1 = 0.0
    var f2 = 0.0
    if length1 < epsilon, length2 < epsilon {
        // Two points.
    } else if length1 < epsilon {
        f2 = clamp01(along2 / length2)
    } else if length2 < epsilon {
        f1 = clamp01(-along1 / length1)
    } else {
        let d12 = dot(d1, d2)
        let denominator = length1 * length2 - d12 * d12
        // Parallel segments: start from the first one's start and let the clamps settle the rest.
        f1 = denominator > 0 ? clamp01((d12 * along2 - along1 * length2) / denominator) : 0
        f2 = (d12 * f1 + along2) / length2
        if f2 < 0 {
            f2 = 0
            f1 = clamp01(-along1 / length1)
        } else if f2 > 1 {
            f2 = 1
            f1 = clamp01((d12 - along1) / length1)
        }
    }
    let c1 = p1 + f1 * d1
    let c2 = p2 + f2 * d2
    return SegmentClosestPoints(fraction1: f1, fraction2: f2, point1: c1, point2: c2, distanceSquared: (c1 - c2).lengthSquared)
}

@inline(__always) private func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }
