/// Narrow phase pairs whose shape B is a circle. Single-point manifolds use feature id 0, so the warm-start
/// impulse survives when the closest feature changes (face to vertex) while the body rolls.

/// Circle A against circle B.
public func collideCircles(_ circleA: Circle, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform) -> Manifold {
    let xf = xfA.inverseTimes(xfB)
    let centerA = circleA.center
    let centerB = xf.apply(circleB.center)
    return circleContact(closestOnA: centerA, radiusA: circleA.radius, centerB: centerB, radiusB: circleB.radius,
                         fallbackNormal: Vec2(1, 0), in: xfA, xfA: xfA, xfB: xfB)
}

/// Polygon A (possibly rounded) against circle B.
public func collidePolygonAndCircle(_ polygon: Polygon, _ xfA: Transform, _ circle: Circle, _ xfB: Transform) -> Manifold {
    collideHullAndCircle(polygon, xfA, circle, xfB)
}

/// Hull A (possibly rounded) against circle B.
func collideHullAndCircle<Hull: CollisionHull>(_ polygon: Hull, _ xfA: Transform, _ circle: Circle,
                                               _ xfB: Transform) -> Manifold {
    let xf = xfA.inverseTimes(xfB)
    let center = xf.apply(circle.center)
    let totalRadius = polygon.radius + circle.radius

    // The face the centre lies furthest in front of.
    var face = 0
    var separation = -Double.infinity
    for i in 0..<polygon.count {
        let s = dot(polygon.normal(i), center - polygon.vertex(i))
        if s > separation { separation = s; face = i }
    }
    if separation > totalRadius + speculativeDistance { return Manifold() }

    let v1 = polygon.vertex(face)
    let v2 = polygon.vertex((face + 1) % polygon.count)
    let closest: Vec2
    if separation > 0, dot(center - v1, v2 - v1) < 0 {
        closest = v1
    } else if separation > 0, dot(center - v2, v1 - v2) < 0 {
        closest = v2
    } else {
        // Face region, or the centre is inside the core: push out along the face normal.
        var manifold = Manifold()
        let normal = polygon.normal(face)
        let s = separation - totalRadius
        if s > speculativeDistance { return manifold }
        let surfaceA = center - (separation - polygon.radius) * normal
        let surfaceB = center - circle.radius * normal
        manifold.normal = xfA.q.apply(normal)
        manifold.addPoint(0.5 * (surfaceA + surfaceB), in: xfA, xfA: xfA, xfB: xfB, separation: s, id: 0)
        return manifold
    }
    return circleContact(closestOnA: closest, radiusA: polygon.radius, centerB: center, radiusB: circle.radius,
                         fallbackNormal: polygon.normal(face), in: xfA, xfA: xfA, xfB: xfB)
}

/// Segment A (two-sided, no thickness) against circle B.
public func collideSegmentAndCircle(_ segment: Segment, _ xfA: Transform, _ circle: Circle, _ xfB: Transform) -> Manifold {
    let center = xfA.inverseTimes(xfB).apply(circle.center)
    let closest = closestPointOnSegment(center, segment.point1, segment.point2)
    return circleContact(closestOnA: closest, radiusA: 0, centerB: center, radiusB: circle.radius,
                         fallbackNormal: segmentSideNormal(segment.point1, segment.point2, center),
                         in: xfA, xfA: xfA, xfB: xfB)
}

/// The normal of the segment `p1`–`p2` on the side of `point` (right side when `point` lies on the line).
@inline(__always)
func segmentSideNormal(_ p1: Vec2, _ p2: Vec2, _ point: Vec2) -> Vec2 {
    let normal = (p2 - p1).rightPerpendicular.normalized
    return dot(normal, point - p1) < 0 ? -normal : normal
}

/// A one-point manifold between a rounded point of A and a circle of B, both in the frame `xf`.
@inline(__always)
func circleContact(closestOnA: Vec2, radiusA: Double, centerB: Vec2, radiusB: Double, fallbackNormal: Vec2,
                   in xf: Transform, xfA: Transform, xfB: Transform) -> Manifold {
    var manifold = Manifold()
    let offset = centerB - closestOnA
    let distance = offset.length
    let separation = distance - radiusA - radiusB
    if separation > speculativeDistance { return manifold }
    let normal = distance > 1e-12 ? (1 / distance) * offset : fallbackNormal
    let surfaceA = closestOnA + radiusA * normal
    let surfaceB = centerB - radiusB * normal
    manifold.normal = xf.q.apply(normal)
    manifold.addPoint(0.5 * (surfaceA + surfaceB), in: xf, xfA: xfA, xfB: xfB, separation: separation, id: 0)
    return manifold
}
