/// Polygon–polygon and segment–polygon: separating-axis test, then reference-face clipping (Catto, GDC 2007).

/// Polygon A against polygon B, both possibly rounded. Up to two points; feature ids pair a vertex of the
/// reference face with a vertex of the incident face, so they survive small motions.
public func collidePolygons(_ polygonA: Polygon, _ xfA: Transform, _ polygonB: Polygon, _ xfB: Transform) -> Manifold {
    collideHulls(polygonA, xfA, polygonB, xfB)
}

/// Segment A (two-sided, no thickness) against polygon B: the segment is clipped as a two-edge sliver.
public func collideSegmentAndPolygon(_ segment: Segment, _ xfA: Transform, _ polygon: Polygon, _ xfB: Transform) -> Manifold {
    collideHulls(SegmentHull(segment), xfA, polygon, xfB)
}

/// The edge of `reference` with the largest separation from `other`, measured between the cores.
/// `xf` maps `other`'s frame into `reference`'s.
///
/// The deepest vertex of `other` against face i is its support point opposite the face normal. As i walks
/// counter-clockwise the normal turns counter-clockwise, and so does that support point: it is tracked by walking
/// forward from the previous one, which makes the whole search O(n + m) instead of O(n·m) (ellipse
/// approximations have hundreds of vertices). The walk is only trusted for turns under a quarter turn; after a
/// larger turn (triangles, the two faces of a segment) the support point is found by a full scan.
@inline(__always)
func maxFaceSeparation<R: CollisionHull, O: CollisionHull>(_ reference: R, _ other: O, _ xf: Transform) -> (edge: Int, separation: Double) {
    let otherCount = other.count
    var bestEdge = 0
    var best = -Double.infinity
    var deepest = 0
    var previousNormal = Vec2.zero
    for i in 0..<reference.count {
        // Work in `other`'s frame so its vertices need no transform.
        let normal = xf.q.applyInverse(reference.normal(i))
        if dot(normal, previousNormal) <= 0 {
            deepest = 0
            var lowest = dot(normal, other.vertex(0))
            for j in 1..<otherCount {
                let value = dot(normal, other.vertex(j))
                if value < lowest { lowest = value; deepest = j }
            }
        } else {
            var lowest = dot(normal, other.vertex(deepest))
            for _ in 0..<otherCount {
                let next = deepest + 1 < otherCount ? deepest + 1 : 0
                let value = dot(normal, other.vertex(next))
                guard value < lowest else { break }
                lowest = value
                deepest = next
            }
        }
        previousNormal = normal
        let separation = dot(normal, other.vertex(deepest) - xf.applyInverse(reference.vertex(i)))
        if separation > best { best = separation; bestEdge = i }
    }
    return (bestEdge, best)
}

func collideHulls<A: CollisionHull, B: CollisionHull>(_ a: A, _ xfA: Transform, _ b: B, _ xfB: Transform) -> Manifold {
    let limit = speculativeDistance + a.radius + b.radius
    let (edgeA, separationA) = maxFaceSeparation(a, b, xfA.inverseTimes(xfB))
    if separationA > limit { return Manifold() }
    let (edgeB, separationB) = maxFaceSeparation(b, a, xfB.inverseTimes(xfA))
    if separationB > limit { return Manifold() }
    // Prefer A's face unless B's is clearly better, so the reference face does not flicker between frames.
    if separationB > separationA + 0.1 * linearSlop {
        return clipHulls(reference: b, xfB, edgeB, separationB, incident: a, xfA, flip: true, xfA: xfA, xfB: xfB)
    }
    return clipHulls(reference: a, xfA, edgeA, separationA, incident: b, xfB, flip: false, xfA: xfA, xfB: xfB)
}

/// Builds the manifold with `reference`'s edge `edge` as the reference face. With `flip`, the reference shape is
/// B: the normal is reversed so it still points from A to B, and feature ids keep A's index in the high byte.
private func clipHulls<R: CollisionHull, I: CollisionHull>(
    reference: R, _ xfR: Transform, _ edge: Int, _ coreSeparation: Double,
    incident: I, _ xfI: Transform, flip: Bool, xfA: Transform, xfB: Transform
) -> Manifold {
    let xf = xfR.inverseTimes(xfI)
    let i11 = edge
    let i12 = edge + 1 < reference.count ? edge + 1 : 0
    let v11 = reference.vertex(i11)
    let v12 = reference.vertex(i12)
    let normal = reference.normal(edge)

    // The incident edge is the one whose normal is most anti-parallel to the reference normal.
    let normalInIncident = xf.q.applyInverse(normal)
    var i21 = 0
    var minDot = Double.infinity
    for j in 0..<incident.count {
        let d = dot(normalInIncident, incident.normal(j))
        if d < minDot { minDot = d; i21 = j }
    }
    let i22 = i21 + 1 < incident.count ? i21 + 1 : 0
    let w21 = xf.apply(incident.vertex(i21))
    let w22 = xf.apply(incident.vertex(i22))
    let radiusR = reference.radius
    let radiusI = incident.radius
    let totalRadius = radiusR + radiusI

    func featureID(_ referenceVertex: Int, _ incidentVertex: Int) -> UInt32 {
        flip ? makeFeatureID(incidentVertex, referenceVertex) : makeFeatureID(referenceVertex, incidentVertex)
    }

    var manifold = Manifold()
    // Rounded shapes apart by more than a sliver: when the closest features are two vertices the true normal
    // joins them, not the face normal.
    if totalRadius > 0, coreSeparation > 0.1 * linearSlop {
        let closest = closestPointsOfSegments(v11, v12, w21, w22)
        let referenceAtVertex = closest.fraction1 == 0 || closest.fraction1 == 1
        let incidentAtVertex = closest.fraction2 == 0 || closest.fraction2 == 1
        if referenceAtVertex, incidentAtVertex {
            let distance = closest.distanceSquared.squareRoot()
            let separation = distance - totalRadius
            if separation > speculativeDistance || distance == 0 { return manifold }
            let direction = (1 / distance) * (closest.point2 - closest.point1)
            let surfaceR = closest.point1 + radiusR * direction
            let surfaceI = closest.point2 - radiusI * direction
            manifold.normal = xfR.q.apply(flip ? -direction : direction)
            let id = featureID(closest.fraction1 == 0 ? i11 : i12, closest.fraction2 == 0 ? i21 : i22)
            manifold.addPoint(0.5 * (surfaceR + surfaceI), in: xfR, xfA: xfA, xfB: xfB, separation: separation, id: id)
            return manifold
        }
    }

    guard let clipped = clipIncidentEdge(v11, v12, w21, i21, w22, i22) else { return manifold }
    manifold.normal = xfR.q.apply(flip ? -normal : normal)
    let lowerID = clipFeatureID(clipped: clipped.lowerClipped, referenceEdge: edge, referenceVertex: i11,
                                incidentEdge: i21, incidentVertex: clipped.lowerVertex, referenceIsA: !flip)
    let upperID = clipFeatureID(clipped: clipped.upperClipped, referenceEdge: edge, referenceVertex: i12,
                                incidentEdge: i21, incidentVertex: clipped.upperVertex, referenceIsA: !flip)
    manifold.addClippedPoint(clipped.lower, referenceVertex: v11, normal: normal, radiusR: radiusR, radiusI: radiusI,
                             in: xfR, xfA: xfA, xfB: xfB, id: lowerID)
    manifold.addClippedPoint(clipped.upper, referenceVertex: v11, normal: normal, radiusR: radiusR, radiusI: radiusI,
                             in: xfR, xfA: xfA, xfB: xfB, id: upperID)
    return manifold
}
