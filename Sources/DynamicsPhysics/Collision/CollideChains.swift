import Foundation

/// Chain segments against circles and polygons. Chains are two-sided; the ghost vertices decide which segment
/// owns the region around a shared vertex, so a body crossing an internal vertex sees no bump on either side.
///
/// Ghost rule: a ghost equal to its segment end means the chain ends there.

/// Chain segment A against circle B.
///
/// The region around the start vertex belongs to the previous segment when there is one; the region around the
/// end vertex belongs to this segment unless the circle is over the next segment. Each point near the chain is
/// so handled by exactly one segment, with a face normal while over a segment and a smoothly turning vertex
/// normal only around a vertex where the chain bends away from the circle.
public func collideChainSegmentAndCircle(_ chain: ChainSegment, _ xfA: Transform, _ circle: Circle, _ xfB: Transform) -> Manifold {
    let center = xfA.inverseTimes(xfB).apply(circle.center)
    let v1 = chain.segment.point1
    let v2 = chain.segment.point2
    let edge = v2 - v1
    let closest: Vec2
    if dot(edge, center - v1) <= 0 {
        if (v1 - chain.ghost1).lengthSquared > ghostTolerance * ghostTolerance { return Manifold() }
        closest = v1
    } else if dot(edge, v2 - center) <= 0 {
        let nextEdge = chain.ghost2 - v2
        if nextEdge.lengthSquared > ghostTolerance * ghostTolerance, dot(nextEdge, center - v2) > 0 { return Manifold() }
        closest = v2
    } else {
        closest = closestPointOnSegment(center, v1, v2)
    }
    return circleContact(closestOnA: closest, radiusA: 0, centerB: center, radiusB: circle.radius,
                         fallbackNormal: segmentSideNormal(v1, v2, center), in: xfA, xfA: xfA, xfB: xfB)
}

/// Chain segment A against polygon B (possibly rounded).
///
/// The side the polygon's centroid lies on is the segment's front. Admissible contact normals form a cone: the
/// segment normal, widened towards a neighbour's normal only where the chain bends away from the front (a
/// convex vertex) and towards the segment direction at a chain end. Polygon faces whose normal falls outside the
/// cone cannot be the reference face: that is what stops a box from catching on an internal vertex. The segment
/// face itself is clipped to the segment, so the part of a polygon over a neighbour is the neighbour's business.
public func collideChainSegmentAndPolygon(_ chain: ChainSegment, _ xfA: Transform, _ polygon: Polygon, _ xfB: Transform) -> Manifold {
    let xf = xfA.inverseTimes(xfB)
    var v1 = chain.segment.point1, v2 = chain.segment.point2
    var ghost1 = chain.ghost1, ghost2 = chain.ghost2
    var index1 = 0, index2 = 1
    let length = (v2 - v1).length
    guard length > 0 else { return Manifold() }
    var normal = (v2 - v1).rightPerpendicular * (1 / length)
    if dot(normal, xf.apply(polygon.centroid) - v1) < 0 {
        swap(&v1, &v2); swap(&ghost1, &ghost2); swap(&index1, &index2)
        normal = -normal
    }
    let tangent = (1 / length) * (v2 - v1)

    // The cone of admissible normals runs counter-clockwise from `lowerNormal` through `normal` to `upperNormal`.
    var lowerNormal = normal
    let previousEdge = v1 - ghost1
    if previousEdge.lengthSquared <= ghostTolerance * ghostTolerance {
        lowerNormal = -tangent
    } else if cross(previousEdge, tangent) > 0 {
        lowerNormal = previousEdge.rightPerpendicular.normalized
    }
    var upperNormal = normal
    let nextEdge = ghost2 - v2
    if nextEdge.lengthSquared <= ghostTolerance * ghostTolerance {
        upperNormal = tangent
    } else if cross(tangent, nextEdge) > 0 {
        upperNormal = nextEdge.rightPerpendicular.normalized
    }

    let radius = polygon.radius
    let limit = speculativeDistance + radius
    // Segment face: the deepest polygon vertex along the front normal.
    var edgeSeparation = Double.infinity
    for j in 0..<polygon.count {
        edgeSeparation = min(edgeSeparation, dot(normal, xf.apply(polygon.vertices[j]) - v1))
    }
    if edgeSeparation > limit { return Manifold() }

    // Polygon faces: any separating face proves the shapes apart; only admissible ones may become the reference.
    var polygonFace = -1
    var polygonSeparation = -Double.infinity
    for j in 0..<polygon.count {
        let faceNormal = xf.q.apply(polygon.normals[j])
        let faceVertex = xf.apply(polygon.vertices[j])
        let separation = min(dot(faceNormal, v1 - faceVertex), dot(faceNormal, v2 - faceVertex))
        if separation > limit { return Manifold() }
        if separation > polygonSeparation, isAdmissible(-faceNormal, lowerNormal, normal, upperNormal) {
            polygonSeparation = separation
            polygonFace = j
        }
    }

    var manifold = Manifold()
    if polygonFace >= 0, polygonSeparation > edgeSeparation + 0.1 * linearSlop {
        // Reference face on the polygon; the segment is the incident edge.
        let j1 = polygonFace
        let j2 = j1 + 1 < polygon.count ? j1 + 1 : 0
        let r1 = xf.apply(polygon.vertices[j1])
        let r2 = xf.apply(polygon.vertices[j2])
        let faceNormal = xf.q.apply(polygon.normals[j1])
        guard let clipped = clipIncidentEdge(r1, r2, v1, index1, v2, index2) else { return manifold }
        manifold.normal = xfA.q.apply(-faceNormal)
        let lowerID = clipFeatureID(clipped: clipped.lowerClipped, referenceEdge: j1, referenceVertex: j1,
                                    incidentEdge: index1, incidentVertex: clipped.lowerVertex, referenceIsA: false)
        let upperID = clipFeatureID(clipped: clipped.upperClipped, referenceEdge: j1, referenceVertex: j2,
                                    incidentEdge: index1, incidentVertex: clipped.upperVertex, referenceIsA: false)
        manifold.addClippedPoint(clipped.lower, referenceVertex: r1, normal: faceNormal, radiusR: radius, radiusI: 0,
                                 in: xfA, xfA: xfA, xfB: xfB, id: lowerID)
        manifold.addClippedPoint(clipped.upper, referenceVertex: r1, normal: faceNormal, radiusR: radius, radiusI: 0,
                                 in: xfA, xfA: xfA, xfB: xfB, id: upperID)
        return manifold
    }

    // Reference face on the segment; the incident edge is the polygon edge most anti-parallel to it.
    var incident = 0
    var minDot = Double.infinity
    for j in 0..<polygon.count {
        let d = dot(normal, xf.q.apply(polygon.normals[j]))
        if d < minDot { minDot = d; incident = j }
    }
    let incidentNext = incident + 1 < polygon.count ? incident + 1 : 0
    guard let clipped = clipIncidentEdge(v1, v2, xf.apply(polygon.vertices[incident]), incident,
                                         xf.apply(polygon.vertices[incidentNext]), incidentNext) else { return manifold }
    manifold.normal = xfA.q.apply(normal)
    let lowerID = clipFeatureID(clipped: clipped.lowerClipped, referenceEdge: index1, referenceVertex: index1,
                                incidentEdge: incident, incidentVertex: clipped.lowerVertex, referenceIsA: true)
    let upperID = clipFeatureID(clipped: clipped.upperClipped, referenceEdge: index1, referenceVertex: index2,
                                incidentEdge: incident, incidentVertex: clipped.upperVertex, referenceIsA: true)
    manifold.addClippedPoint(clipped.lower, referenceVertex: v1, normal: normal, radiusR: 0, radiusI: radius,
                             in: xfA, xfA: xfA, xfB: xfB, id: lowerID)
    manifold.addClippedPoint(clipped.upper, referenceVertex: v1, normal: normal, radiusR: 0, radiusI: radius,
                             in: xfA, xfA: xfA, xfB: xfB, id: upperID)
    return manifold
}

/// Ghosts closer than this to their segment end mark the end of the chain.
let ghostTolerance = 1e-9

/// Tolerance on the admissible cone: polygon faces within `angularSlop` of it still count.
private let coneTolerance = sin(angularSlop)

/// True when `u` lies in the counter-clockwise cone from `lower` through `middle` to `upper` (each half at most
/// a half turn).
@inline(__always)
private func isAdmissible(_ u: Vec2, _ lower: Vec2, _ middle: Vec2, _ upper: Vec2) -> Bool {
    isInArc(u, lower, middle) || isInArc(u, middle, upper)
}

@inline(__always)
private func isInArc(_ u: Vec2, _ from: Vec2, _ to: Vec2) -> Bool {
    cross(from, u) >= -coneTolerance && cross(u, to) >= -coneTolerance && dot(u, from + to) >= 0
}

extension ChainSegment {
    /// The segments of a chain through `points` (consecutive duplicates closer than `linearSlop` dropped), with
    /// ghosts set for smooth collision. A loop also joins the last point to the first; an open chain's end ghosts
    /// equal its end points.
    public static func chain(through points: [Vec2], isLoop: Bool) -> [ChainSegment] {
        var vertices: [Vec2] = []
        for point in points where vertices.last.map({ distance($0, point) >= linearSlop }) ?? true {
            vertices.append(point)
        }
        if isLoop, vertices.count > 2, distance(vertices[0], vertices[vertices.count - 1]) < linearSlop {
            vertices.removeLast()
        }
        let n = vertices.count
        guard n >= 2 else { return [] }
        if isLoop, n >= 3 {
            return (0..<n).map { i in
                ChainSegment(ghost1: vertices[(i + n - 1) % n], segment: Segment(vertices[i], vertices[(i + 1) % n]),
                             ghost2: vertices[(i + 2) % n])
            }
        }
        return (0..<(n - 1)).map { i in
            ChainSegment(ghost1: i > 0 ? vertices[i - 1] : vertices[i], segment: Segment(vertices[i], vertices[i + 1]),
                         ghost2: i + 2 < n ? vertices[i + 2] : vertices[i + 1])
        }
    }
}
