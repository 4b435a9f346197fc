/// A convex shape as GJK sees it: a point cloud (its vertices) grown by a radius.
///
/// Circles are one point, segments two, polygons their vertices (shared with the polygon, not copied).
public struct DistanceProxy: Sendable {
    /// The number of vertices.
    public let count: Int
    /// The rounding radius: circle radius, polygon skin, zero for segments.
    public let radius: Double
    private let point0: Vec2
    private let point1: Vec2
    private let polygonVertices: [Vec2]

    /// The proxy of any shape. A chain segment is its segment (the ghosts are not part of the shape).
    public init(_ geometry: ShapeGeometry) {
        switch geometry {
        case .circle(let circle): self.init(point: circle.center, radius: circle.radius)
        case .polygon(let polygon): self.init(polygon)
        case .segment(let segment): self.init(segment)
        case .chainSegment(let chain): self.init(chain.segment)
        }
    }

    /// A rounded point.
    public init(point: Vec2, radius: Double) {
        count = 1; self.radius = radius; point0 = point; point1 = point; polygonVertices = []
    }

    /// A segment, without thickness.
    public init(_ segment: Segment) {
        count = 2; radius = 0; point0 = segment.point1; point1 = segment.point2; polygonVertices = []
    }

    /// A polygon with its rounding radius.
    public init(_ polygon: Polygon) {
        count = polygon.count; radius = polygon.radius; point0 = polygon.vertices[0]; point1 = polygon.vertices[1]
        polygonVertices = polygon.vertices
    }

    /// Vertex `i` in the shape's frame.
    @inline(__always) public func vertex(_ i: Int) -> Vec2 {
        polygonVertices.isEmpty ? (i == 0 ? point0 : point1) : polygonVertices[i]
    }

    /// The index of the vertex furthest along `direction`.
    public func support(_ direction: Vec2) -> Int {
        var best = 0
        var bestValue = dot(vertex(0), direction)
        for i in 1..<count {
            let value = dot(vertex(i), direction)
            if value > bestValue { bestValue = value; best = i }
        }
        return best
    }
}
