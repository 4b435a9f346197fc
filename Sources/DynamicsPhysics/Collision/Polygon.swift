/// A solid convex polygon in a body's local frame, optionally rounded by `radius`.
///
/// Vertices wind counter-clockwise in the mathematical sense (positive cross product), which is clockwise on a
/// y-down screen. Vertex storage is allocated once, when the shape is made; collision code only reads it.
public struct Polygon: Hashable, Sendable {
    /// Hull vertices, counter-clockwise.
    public private(set) var vertices: [Vec2]
    /// Outward unit normal of the edge from `vertices[i]` to `vertices[i + 1]`.
    public private(set) var normals: [Vec2]
    /// The area centroid.
    public private(set) var centroid: Vec2
    /// Rounding radius: the shape is the hull grown by this distance.
    public var radius: Double

    /// The number of vertices.
    @inlinable public var count: Int { vertices.count }

    /// The convex hull of `points`, or nil when the points do not span an area (fewer than three distinct,
    /// non-collinear points).
    public init?(hullOf points: [Vec2], radius: Double = 0) {
        let hull = convexHull(points)
        guard hull.count >= 3 else { return nil }
        self.init(counterClockwiseHull: hull, radius: radius)
    }

    /// A rectangle of the given half extents, centred on `center` and turned by `angle` radians.
    public static func box(halfWidth: Double, halfHeight: Double, center: Vec2 = .zero, angle: Double = 0) -> Polygon {
        let q = Rot(angle: angle)
        let corners = [Vec2(-halfWidth, -halfHeight), Vec2(halfWidth, -halfHeight),
                       Vec2(halfWidth, halfHeight), Vec2(-halfWidth, halfHeight)]
        return Polygon(counterClockwiseHull: corners.map { q.apply($0) + center }, radius: 0)
    }

    private init(counterClockwiseHull hull: [Vec2], radius: Double) {
        vertices = hull
        normals = hull.indices.map { i in
            let edge = hull[(i + 1) % hull.count] - hull[i]
            return edge.rightPerpendicular.normalized
        }
        centroid = polygonCentroid(hull)
        self.radius = radius
    }
}

/// Area centroid of a simple counter-clockwise polygon, computed about the first vertex for precision.
private func polygonCentroid(_ vertices: [Vec2]) -> Vec2 {
    let origin = vertices[0]
    var center = Vec2.zero
    var area = 0.0
    for i in 1..<(vertices.count - 1) {
        let e1 = vertices[i] - origin
        let e2 = vertices[i + 1] - origin
        let triangleArea = 0.5 * cross(e1, e2)
        center += (triangleArea / 3) * (e1 + e2)
        area += triangleArea
    }
    return origin + (1 / area) * center
}

/// Andrew's monotone chain: the counter-clockwise convex hull with collinear and duplicate points removed.
func convexHull(_ points: [Vec2]) -> [Vec2] {
    let tolerance = 1e-9
    let sorted = points.filter(\.isFinite).sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
    guard sorted.count >= 3 else { return [] }
    func build(_ sequence: [Vec2]) -> [Vec2] {
        var chain: [Vec2] = []
        for p in sequence {
            while chain.count >= 2, cross(chain[chain.count - 1] - chain[chain.count - 2], p - chain[chain.count - 2]) <= tolerance {
                chain.removeLast()
            }
            chain.append(p)
        }
        return chain
    }
    let lower = build(sorted)
    let upper = build(sorted.reversed())
    let hull = Array(lower.dropLast()) + Array(upper.dropLast())
    return hull.count >= 3 ? hull : []
}
