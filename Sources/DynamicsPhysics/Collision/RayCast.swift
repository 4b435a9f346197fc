/// Ray casts against single shapes. A ray that starts inside a solid shape reports no hit (as in Box2D 2.x), so
/// a cast from inside a body finds what lies beyond it.

/// A ray from `origin` along `translation`, considered up to `maxFraction` of the translation.
public struct RayCastInput: Hashable, Sendable {
    /// The start of the ray, in world coordinates.
    public var origin: Vec2
    /// The ray's direction and length: the end of the ray is `origin + translation`.
    public var translation: Vec2
    /// The ray covers `origin + t · translation` for t in [0, maxFraction].
    public var maxFraction: Double
    /// A ray from `origin` to `origin + maxFraction · translation`.
    public init(origin: Vec2, translation: Vec2, maxFraction: Double = 1) {
        self.origin = origin; self.translation = translation; self.maxFraction = maxFraction
    }
}

/// Where a ray first meets a shape.
public struct RayHit: Hashable, Sendable {
    /// The hit point in world coordinates.
    public var point: Vec2
    /// The world surface normal at the hit, facing the ray's origin.
    public var normal: Vec2
    /// The hit lies at `origin + fraction · translation`.
    public var fraction: Double
    /// A hit at `point` with surface `normal`, `fraction` along the ray.
    public init(point: Vec2, normal: Vec2, fraction: Double) { self.point = point; self.normal = normal; self.fraction = fraction }
}

extension Circle {
    /// The first hit of the ray on the circle placed by `xf`, or nil.
    public func rayCast(_ input: RayCastInput, _ xf: Transform) -> RayHit? {
        let origin = xf.applyInverse(input.origin)
        let direction = xf.q.applyInverse(input.translation)
        guard let (fraction, normal) = rayCastLocalCircle(origin, direction, input.maxFraction, center, radius) else { return nil }
        return RayHit(point: input.origin + fraction * input.translation, normal: xf.q.apply(normal), fraction: fraction)
    }
}

extension Segment {
    /// The first hit of the ray on the (two-sided) segment placed by `xf`, or nil. Rays parallel to it miss.
    public func rayCast(_ input: RayCastInput, _ xf: Transform) -> RayHit? {
        let origin = xf.applyInverse(input.origin)
        let direction = xf.q.applyInverse(input.translation)
        guard let (fraction, normal) = rayCastLocalSegment(origin, direction, input.maxFraction, point1, point2, twoSided: true)
        else { return nil }
        return RayHit(point: input.origin + fraction * input.translation, normal: xf.q.apply(normal), fraction: fraction)
    }
}

extension Polygon {
    /// The first hit of the ray on the (rounded) polygon placed by `xf`, or nil.
    public func rayCast(_ input: RayCastInput, _ xf: Transform) -> RayHit? {
        let origin = xf.applyInverse(input.origin)
        let direction = xf.q.applyInverse(input.translation)
        let found = radius > 0
            ? rayCastRounded(origin, direction, input.maxFraction)
            : rayCastCore(origin, direction, input.maxFraction)
        guard let (fraction, normal) = found else { return nil }
        return RayHit(point: input.origin + fraction * input.translation, normal: xf.q.apply(normal), fraction: fraction)
    }

    /// Clips the ray against every face's half-plane; the last entering face is the one hit.
    private func rayCastCore(_ origin: Vec2, _ direction: Vec2, _ maxFraction: Double) -> (Double, Vec2)? {
        var lower = 0.0
        var upper = maxFraction
        var enteringFace = -1
        for i in 0..<count {
            let numerator = dot(normals[i], vertices[i] - origin)
            let denominator = dot(normals[i], direction)
            if denominator == 0 {
                if numerator < 0 { return nil }
            } else if denominator < 0, numerator < lower * denominator {
                lower = numerator / denominator
                enteringFace = i
            } else if denominator > 0, numerator < upper * denominator {
                upper = numerator / denominator
            }
            if upper < lower { return nil }
        }
        guard enteringFace >= 0 else { return nil }
        return (lower, normals[enteringFace])
    }

    /// The rounded polygon is the union of its faces pushed out by `radius` and a disc at each vertex.
    private func rayCastRounded(_ origin: Vec2, _ direction: Vec2, _ maxFraction: Double) -> (Double, Vec2)? {
        if testPoint(.identity, origin) { return nil }
        var best: (Double, Vec2)?
        var limit = maxFraction
        for i in 0..<count {
            let offset = radius * normals[i]
            if let hit = rayCastLocalSegment(origin, direction, limit, vertices[i] + offset,
                                             vertices[(i + 1) % count] + offset, twoSided: false) {
                best = hit
                limit = hit.0
            }
            if let hit = rayCastLocalCircle(origin, direction, limit, vertices[i], radius) {
                best = hit
                limit = hit.0
            }
        }
        return best
    }
}

extension ShapeGeometry {
    /// The first hit of the ray on the shape placed by `xf`, or nil. Chain segments are cast as plain segments.
    public func rayCast(_ input: RayCastInput, _ xf: Transform) -> RayHit? {
        switch self {
        case .circle(let circle): circle.rayCast(input, xf)
        case .polygon(let polygon): polygon.rayCast(input, xf)
        case .segment(let segment): segment.rayCast(input, xf)
        case .chainSegment(let chain): chain.segment.rayCast(input, xf)
        }
    }
}

/// Ray against a circle in its own frame: the fraction and outward normal of the entry point.
private func rayCastLocalCircle(_ origin: Vec2, _ direction: Vec2, _ maxFraction: Double,
                                _ center: Vec2, _ radius: Double) -> (Double, Vec2)? {
    let s = origin - center
    let a = direction.lengthSquared
    let b = dot(s, direction)
    let c = s.lengthSquared - radius * radius
    guard a > 0, c > 0 else { return nil }
    let discriminant = b * b - a * c
    guard discriminant >= 0 else { return nil }
    let fraction = (-b - discriminant.squareRoot()) / a
    guard fraction >= 0, fraction <= maxFraction else { return nil }
    return (fraction, (s + fraction * direction).normalized)
}

/// Ray against the segment `p1`–`p2` in its own frame. One-sided casts only hit the side the right
/// perpendicular of `p1 → p2` faces.
private func rayCastLocalSegment(_ origin: Vec2, _ direction: Vec2, _ maxFraction: Double,
                                 _ p1: Vec2, _ p2: Vec2, twoSided: Bool) -> (Double, Vec2)? {
    let edge = p2 - p1
    let normal = edge.rightPerpendicular.normalized
    let denominator = dot(normal, direction)
    guard denominator != 0, twoSided || denominator < 0 else { return nil }
    let fraction = dot(normal, p1 - origin) / denominator
    guard fraction >= 0, fraction <= maxFraction else { return nil }
    let along = dot(origin + fraction * direction - p1, edge)
    guard along >= 0, along <= edge.lengthSquared else { return nil }
    return (fraction, denominator > 0 ? -normal : normal)
}
