/// Shared pieces of the narrow phase: building manifold points, flipping a manifold, clipping an incident edge.

extension Manifold {
    /// Appends a point given in the frame `xf` (the frame the narrow phase worked in).
    ///
    /// `localPoint` is the midpoint between the two surfaces. Anchors are measured from each body's origin in world
    /// orientation.
    @inline(__always)
    mutating func addPoint(_ localPoint: Vec2, in xf: Transform, xfA: Transform, xfB: Transform,
                           separation: Double, id: UInt32) {
        var point = ManifoldPoint()
        point.point = xf.apply(localPoint)
        point.anchorA = point.point - xfA.p
        point.anchorB = point.point - xfB.p
        point.separation = separation
        point.id = id
        self[pointCount] = point
        pointCount += 1
    }

    /// Appends a clipped incident point `point` (frame `xf`) when its separation from the reference face through
    /// `referenceVertex` with unit `normal` is below `speculativeDistance`. Radii are the two shapes' skins.
    @inline(__always)
    mutating func addClippedPoint(_ point: Vec2, referenceVertex: Vec2, normal: Vec2, radiusR: Double, radiusI: Double,
                                  in xf: Transform, xfA: Transform, xfB: Transform, id: UInt32) {
        let depth = dot(point - referenceVertex, normal)
        let separation = depth - radiusR - radiusI
        guard separation < speculativeDistance else { return }
        let midpoint = point + (0.5 * (radiusR - depth - radiusI)) * normal
        addPoint(midpoint, in: xf, xfA: xfA, xfB: xfB, separation: separation, id: id)
    }

    /// The same contact seen from the other shape: normal reversed, anchors and feature halves swapped.
    public var flipped: Manifold {
        var result = self
        result.normal = -normal
        for i in 0..<pointCount {
            var point = result[i]
            swap(&point.anchorA, &point.anchorB)
            point.id = point.id & ~0xFFFF | (point.id & 0xFF) << 8 | (point.id >> 8) & 0xFF
            result[i] = point
        }
        return result
    }
}

/// A convex outline the polygon clipper can read: a `Polygon`, or a segment seen as a two-sided sliver.
///
/// Generic code over this protocol is specialised per type, so the narrow phase has no existential or
/// allocation; vertex arrays are only read.
protocol CollisionHull {
    var count: Int { get }
    var radius: Double { get }
    /// Vertex `i`, counter-clockwise.
    func vertex(_ i: Int) -> Vec2
    /// Outward unit normal of the edge from vertex `i` to vertex `i + 1`.
    func normal(_ i: Int) -> Vec2
}

extension Polygon: CollisionHull {
    @inline(__always) func vertex(_ i: Int) -> Vec2 { vertices[i] }
    @inline(__always) func normal(_ i: Int) -> Vec2 { normals[i] }
}

/// A segment as a degenerate polygon with two edges: `point1 → point2` and back, with opposite normals.
struct SegmentHull: CollisionHull {
    let point1: Vec2
    let point2: Vec2
    let frontNormal: Vec2
    init(_ segment: Segment) {
        point1 = segment.point1
        point2 = segment.point2
        frontNormal = (segment.point2 - segment.point1).rightPerpendicular.normalized
    }
    var count: Int { 2 }
    var radius: Double { 0 }
    @inline(__always) func vertex(_ i: Int) -> Vec2 { i == 0 ? point1 : point2 }
    @inline(__always) func normal(_ i: Int) -> Vec2 { i == 0 ? frontNormal : -frontNormal }
}

/// The part of an incident edge lying between the side planes of a reference edge.
struct ClippedEdge {
    /// The clipped incident point nearer the reference edge's first vertex, and the incident vertex it came from.
    var lower: Vec2
    var lowerVertex: Int
    /// True when `lower` was cut from the edge at the side plane of the reference edge's first vertex.
    var lowerClipped: Bool
    /// The clipped incident point nearer the reference edge's second vertex, and the incident vertex it came from.
    var upper: Vec2
    var upperVertex: Int
    /// True when `upper` was cut from the edge at the side plane of the reference edge's second vertex.
    var upperClipped: Bool
}

/// Marks a feature id made of a reference vertex and an incident edge (a point cut by clipping), as opposed to
/// a reference face and an incident vertex.
let clippedFeatureTag: UInt32 = 1 << 16

/// The feature id of a clipped point. An incident vertex that survived clipping is named by the reference face
/// and that vertex; a point cut at a side plane is named by the reference vertex and the incident edge. Both stay
/// the same while the shapes move a little, whichever of two equally good incident edges is picked.
@inline(__always)
func clipFeatureID(clipped: Bool, referenceEdge: Int, referenceVertex: Int, incidentEdge: Int, incidentVertex: Int,
                   referenceIsA: Bool) -> UInt32 {
    let (reference, incident) = clipped ? (referenceVertex, incidentEdge) : (referenceEdge, incidentVertex)
    let id = referenceIsA ? makeFeatureID(reference, incident) : makeFeatureID(incident, reference)
    return clipped ? id | clippedFeatureTag : id
}

/// Clips the incident edge `w1`–`w2` (vertex indices `i1`, `i2`) to the slab over the reference edge `v1`–`v2`.
/// Returns nil when the edge lies wholly outside the slab (only possible for separated shapes).
@inline(__always)
func clipIncidentEdge(_ v1: Vec2, _ v2: Vec2, _ w1: Vec2, _ i1: Int, _ w2: Vec2, _ i2: Int) -> ClippedEdge? {
    let edge = v2 - v1
    let length = edge.length
    guard length > 0 else { return nil }
    let tangent = (1 / length) * edge
    // Order the incident vertices along the reference tangent.
    var (a, ia, b, ib) = (w1, i1, w2, i2)
    var sa = dot(a - v1, tangent)
    var sb = dot(b - v1, tangent)
    if sa > sb {
        swap(&a, &b); swap(&ia, &ib); swap(&sa, &sb)
    }
    guard sb >= 0, sa <= length else { return nil }
    var lower = a
    var upper = b
    let lowerClipped = sa < 0 && sb - sa > 0
    let upperClipped = sb > length && sb - sa > 0
    if lowerClipped { lower = lerp(a, b, (0 - sa) / (sb - sa)) }
    if upperClipped { upper = lerp(a, b, (length - sa) / (sb - sa)) }
    return ClippedEdge(lower: lower, lowerVertex: ia, lowerClipped: lowerClipped,
                       upper: upper, upperVertex: ib, upperClipped: upperClipped)
}
