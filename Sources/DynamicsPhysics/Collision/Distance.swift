/// Closest points of two convex shapes by GJK (Gilbert–Johnson–Keerthi), following Erin Catto's GDC 2010 talk:
/// the simplex is solved with barycentric coordinates over its Voronoi regions. Everything is stored inline.

/// The vertex pairs of the last GJK simplex, to start the next query where the last one ended.
public struct SimplexCache: Hashable, Sendable {
    /// The number of cached vertex pairs, 0 to 3. Zero starts from the first vertices.
    public var count = 0
    var indexA0 = 0, indexA1 = 0, indexA2 = 0
    var indexB0 = 0, indexB1 = 0, indexB2 = 0

    /// An empty cache: the next query starts from scratch.
    public init() {}

    func indexA(_ i: Int) -> Int { i == 0 ? indexA0 : i == 1 ? indexA1 : indexA2 }
    func indexB(_ i: Int) -> Int { i == 0 ? indexB0 : i == 1 ? indexB1 : indexB2 }
    mutating func set(_ i: Int, _ a: Int, _ b: Int) {
        switch i {
        case 0: indexA0 = a; indexB0 = b
        case 1: indexA1 = a; indexB1 = b
        default: indexA2 = a; indexB2 = b
        }
    }
}

/// The result of a distance query.
public struct DistanceOutput: Hashable, Sendable {
    /// The closest point on shape A, in world coordinates.
    public var pointA: Vec2
    /// The closest point on shape B, in world coordinates.
    public var pointB: Vec2
    /// The distance between the shapes; zero when they overlap.
    public var distance: Double
    /// The GJK iterations used.
    public var iterations: Int
}

/// The distance between two shapes, with their radii (or between their cores when `useRadii` is false).
public func distance(_ proxyA: DistanceProxy, _ xfA: Transform, _ proxyB: DistanceProxy, _ xfB: Transform,
                     useRadii: Bool = true) -> DistanceOutput {
    var cache = SimplexCache()
    return distance(proxyA, xfA, proxyB, xfB, useRadii: useRadii, cache: &cache)
}

/// The distance between two shapes, warm-started from and updating `cache`.
public func distance(_ proxyA: DistanceProxy, _ xfA: Transform, _ proxyB: DistanceProxy, _ xfB: Transform,
                     useRadii: Bool = true, cache: inout SimplexCache) -> DistanceOutput {
    var simplex = Simplex(cache, proxyA, xfA, proxyB, xfB)
    let maxIterations = 20
    var iterations = 0
    while iterations < maxIterations {
        let previous = simplex
        switch simplex.count {
        case 2: simplex.solve2()
        case 3: simplex.solve3()
        default: break
        }
        // The origin is inside the triangle: the shapes overlap.
        if simplex.count == 3 { break }
        let direction = simplex.searchDirection
        // The origin is on the simplex: touching.
        if direction.lengthSquared < Double.ulpOfOne * Double.ulpOfOne { break }
        let vertex = SimplexVertex(proxyA, xfA, proxyA.support(xfA.q.applyInverse(-direction)),
                                   proxyB, xfB, proxyB.support(xfB.q.applyInverse(direction)))
        iterations += 1
        // A support point already in the simplex means no further progress is possible.
        if previous.contains(vertex.indexA, vertex.indexB) { break }
        simplex[simplex.count] = vertex
        simplex.count += 1
    }
    var (pointA, pointB) = simplex.witnessPoints
    var gap = (pointB - pointA).length
    cache = simplex.cache

    if useRadii {
        let rA = proxyA.radius
        let rB = proxyB.radius
        if gap > rA + rB, gap > Double.ulpOfOne {
            let normal = (1 / gap) * (pointB - pointA)
            pointA += rA * normal
            pointB -= rB * normal
            gap -= rA + rB
        } else {
            let middle = 0.5 * (pointA + pointB)
            pointA = middle
            pointB = middle
            gap = 0
        }
    }
    return DistanceOutput(pointA: pointA, pointB: pointB, distance: gap, iterations: iterations)
}

/// A point of the Minkowski difference B − A, with the vertices it came from.
struct SimplexVertex {
    var wA = Vec2.zero
    var wB = Vec2.zero
    /// wB − wA.
    var w = Vec2.zero
    /// Barycentric weight in the closest point.
    var a = 1.0
    var indexA = 0
    var indexB = 0

    init() {}

    init(_ proxyA: DistanceProxy, _ xfA: Transform, _ indexA: Int, _ proxyB: DistanceProxy, _ xfB: Transform, _ indexB: Int) {
        self.indexA = indexA
        self.indexB = indexB
        wA = xfA.apply(proxyA.vertex(indexA))
        wB = xfB.apply(proxyB.vertex(indexB))
        w = wB - wA
    }
}

/// Up to three support points, stored inline.
struct Simplex {
    var v1 = SimplexVertex()
    var v2 = SimplexVertex()
    var v3 = SimplexVertex()
    var count = 0

    init(_ cache: SimplexCache, _ proxyA: DistanceProxy, _ xfA: Transform, _ proxyB: DistanceProxy, _ xfB: Transform) {
        for i in 0..<cache.count {
            self[i] = SimplexVertex(proxyA, xfA, cache.indexA(i), proxyB, xfB, cache.indexB(i))
        }
        count = cache.count
        if count == 0 {
            self[0] = SimplexVertex(proxyA, xfA, 0, proxyB, xfB, 0)
            count = 1
        }
    }

    subscript(i: Int) -> SimplexVertex {
        get { i == 0 ? v1 : i == 1 ? v2 : v3 }
        set {
            switch i {
            case 0: v1 = newValue
            case 1: v2 = newValue
            default: v3 = newValue
            }
        }
    }

    func contains(_ indexA: Int, _ indexB: Int) -> Bool {
        for i in 0..<count where self[i].indexA == indexA && self[i].indexB == indexB { return true }
        return false
    }

    var cache: SimplexCache {
        var cache = SimplexCache()
        cache.count = count
        for i in 0..<count { cache.set(i, self[i].indexA, self[i].indexB) }
        return cache
    }

    /// The direction from the simplex towards the origin.
    var searchDirection: Vec2 {
        if count == 1 { return -v1.w }
        let edge = v2.w - v1.w
        // Perpendicular to the edge, on the origin's side.
        return cross(edge, -v1.w) > 0 ? edge.leftPerpendicular : edge.rightPerpendicular
    }

    /// The closest points on A and B for the current weights.
    var witnessPoints: (Vec2, Vec2) {
        switch count {
        case 1: return (v1.wA, v1.wB)
        case 2: return (v1.a * v1.wA + v2.a * v2.wA, v1.a * v1.wB + v2.a * v2.wB)
        default:
            let point = v1.a * v1.wA + v2.a * v2.wA + v3.a * v3.wA
            return (point, point)
        }
    }

    /// Reduces a segment to the feature closest to the origin.
    mutating func solve2() {
        let edge = v2.w - v1.w
        let weight1 = dot(v2.w, edge)    // > 0 when the origin projects before w2
        let weight2 = -dot(v1.w, edge)   // > 0 when the origin projects past w1
        if weight2 <= 0 {
            reduce(to: v1)
        } else if weight1 <= 0 {
            reduce(to: v2)
        } else {
            reduce(to: v1, weight1, v2, weight2)
        }
    }

    /// Reduces a triangle to the feature closest to the origin, or keeps it when the origin is inside.
    mutating func solve3() {
        let w1 = v1.w, w2 = v2.w, w3 = v3.w
        // Edge regions: the origin's barycentric numerators along each edge (first, second vertex).
        let e12 = w2 - w1
        let d12a = dot(w2, e12), d12b = -dot(w1, e12)
        let e13 = w3 - w1
        let d13a = dot(w3, e13), d13b = -dot(w1, e13)
        let e23 = w3 - w2
        let d23a = dot(w3, e23), d23b = -dot(w2, e23)
        // Triangle region: signed sub-areas opposite each vertex.
        let area = cross(e12, e13)
        let area1 = area * cross(w2, w3)
        let area2 = area * cross(w3, w1)
        let area3 = area * cross(w1, w2)

        if d12b <= 0, d13b <= 0 {
            reduce(to: v1)
        } else if d12a > 0, d12b > 0, area3 <= 0 {
            reduce(to: v1, d12a, v2, d12b)
        } else if d13a > 0, d13b > 0, area2 <= 0 {
            reduce(to: v1, d13a, v3, d13b)
        } else if d12a <= 0, d23b <= 0 {
            reduce(to: v2)
        } else if d13a <= 0, d23a <= 0 {
            reduce(to: v3)
        } else if d23a > 0, d23b > 0, area1 <= 0 {
            reduce(to: v2, d23a, v3, d23b)
        } else {
            let inverse = 1 / (area1 + area2 + area3)
            v1.a = area1 * inverse
            v2.a = area2 * inverse
            v3.a = area3 * inverse
            count = 3
        }
    }

    /// Keeps the single vertex `vertex`.
    private mutating func reduce(to vertex: SimplexVertex) {
        v1 = vertex
        v1.a = 1
        count = 1
    }

    /// Keeps the edge `first`–`second`, weighted by the barycentric numerators of the origin's projection.
    private mutating func reduce(to first: SimplexVertex, _ weight1: Double, _ second: SimplexVertex, _ weight2: Double) {
        let inverse = 1 / (weight1 + weight2)
        v1 = first
        v1.a = weight1 * inverse
        v2 = second
        v2.a = weight2 * inverse
        count = 2
    }
}
