/// A polygon of at most `capacity` vertices with its vertices and normals stored inline: copying one costs no
/// reference counting, unlike a `Polygon`, whose arrays are retained and released on every copy. The world keeps one
/// for every shape (empty unless the shape is a small polygon) and the narrow phase reads it in place through
/// `HullView`, where copying polygons cost as much as colliding two boxes (perf: 8.5 % of the pyramid-20 step in
/// `swift_retain`/`swift_release` of polygon arrays). Larger hulls (UIKit's ellipses have up to hundreds of vertices)
/// keep the `Polygon` path.
struct InlineHull: CollisionHull {
    /// Most vertices kept inline: Box2D's `b2_maxPolygonVertices`, which covers boxes and small convex paths.
    static let capacity = 8

    let count: Int
    let radius: Double
    private var vertices = InlineArray<8, Vec2>(repeating: .zero)
    private var normals = InlineArray<8, Vec2>(repeating: .zero)

    /// No hull: the shape is not a polygon, or has more than `capacity` vertices.
    static let none = InlineHull()

    private init() {
        count = 0
        radius = 0
    }

    /// The geometry's hull inline, or `none` when it is not a polygon of at most `capacity` vertices.
    init(_ geometry: ShapeGeometry) {
        guard case .polygon(let polygon) = geometry, polygon.count <= Self.capacity else {
            self = .none
            return
        }
        count = polygon.count
        radius = polygon.radius
        for i in 0..<polygon.count {
            vertices[i] = polygon.vertices[i]
            normals[i] = polygon.normals[i]
        }
    }

    @inline(__always) func vertex(_ i: Int) -> Vec2 { vertices[i] }
    @inline(__always) func normal(_ i: Int) -> Vec2 { normals[i] }
}

/// A shape's inline hull read in place (8 bytes to pass around instead of the hull's 272).
struct HullView: CollisionHull {
    let hull: UnsafePointer<InlineHull>
    @inline(__always) var count: Int { hull.pointee.count }
    @inline(__always) var radius: Double { hull.pointee.radius }
    @inline(__always) func vertex(_ i: Int) -> Vec2 { hull.pointee.vertex(i) }
    @inline(__always) func normal(_ i: Int) -> Vec2 { hull.pointee.normal(i) }
}
