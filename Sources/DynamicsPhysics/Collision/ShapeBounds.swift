/// Bounding boxes and point containment of each shape kind.

extension Circle {
    /// The world box of the circle placed by `xf`.
    public func computeAABB(_ xf: Transform) -> AABB {
        let p = xf.apply(center)
        return AABB(lower: p - Vec2(radius, radius), upper: p + Vec2(radius, radius))
    }

    /// True when the world point `p` lies inside or on the circle placed by `xf`.
    public func testPoint(_ xf: Transform, _ p: Vec2) -> Bool {
        (xf.applyInverse(p) - center).lengthSquared <= radius * radius
    }
}

extension Polygon {
    /// The world box of the polygon placed by `xf`, including its rounding radius.
    public func computeAABB(_ xf: Transform) -> AABB {
        var lower = xf.apply(vertices[0])
        var upper = lower
        for i in 1..<count {
            let v = xf.apply(vertices[i])
            lower = Vec2.componentMin(lower, v)
            upper = Vec2.componentMax(upper, v)
        }
        let r = Vec2(radius, radius)
        return AABB(lower: lower - r, upper: upper + r)
    }

    /// True when the world point `p` lies inside or on the (rounded) polygon placed by `xf`.
    public func testPoint(_ xf: Transform, _ p: Vec2) -> Bool {
        let local = xf.applyInverse(p)
        var maxSeparation = -Double.infinity
        for i in 0..<count {
            maxSeparation = max(maxSeparation, dot(normals[i], local - vertices[i]))
        }
        if maxSeparation <= 0 { return true }
        if maxSeparation > radius { return false }
        // Outside the core but within the rounding skin of at least one face plane: measure the true distance.
        for i in 0..<count {
            let closest = closestPointOnSegment(local, vertices[i], vertices[(i + 1) % count])
            if (local - closest).lengthSquared <= radius * radius { return true }
        }
        return false
    }
}

extension Segment {
    /// The world box of the segment placed by `xf`.
    public func computeAABB(_ xf: Transform) -> AABB {
        let a = xf.apply(point1)
        let b = xf.apply(point2)
        return AABB(lower: Vec2.componentMin(a, b), upper: Vec2.componentMax(a, b))
    }
}

extension ChainSegment {
    /// The world box of the segment placed by `xf` (the ghost vertices are not part of the shape).
    public func computeAABB(_ xf: Transform) -> AABB { segment.computeAABB(xf) }
}

extension ShapeGeometry {
    /// The world box of the shape placed by `xf`.
    public func computeAABB(_ xf: Transform) -> AABB {
        switch self {
        case .circle(let circle): circle.computeAABB(xf)
        case .polygon(let polygon): polygon.computeAABB(xf)
        case .segment(let segment): segment.computeAABB(xf)
        case .chainSegment(let chain): chain.computeAABB(xf)
        }
    }

    /// The union of the world boxes of the shape placed by `xf0` and by `xf1`: what a moving shape covers.
    func sweptAABB(_ xf0: Transform, _ xf1: Transform) -> AABB {
        switch self {
        case .circle(let circle): circle.computeAABB(xf0).union(circle.computeAABB(xf1))
        case .polygon(let polygon): polygon.computeAABB(xf0).union(polygon.computeAABB(xf1))
        case .segment(let segment): segment.computeAABB(xf0).union(segment.computeAABB(xf1))
        case .chainSegment(let chain): chain.computeAABB(xf0).union(chain.computeAABB(xf1))
        }
    }

    /// True when the world point `p` lies inside the shape placed by `xf`. Segments and chains have no inside.
    public func testPoint(_ xf: Transform, _ p: Vec2) -> Bool {
        switch self {
        case .circle(let circle): circle.testPoint(xf, p)
        case .polygon(let polygon): polygon.testPoint(xf, p)
        case .segment, .chainSegment: false
        }
    }
}

/// The point of the segment `a`–`b` closest to `p`.
@inline(__always) func closestPointOnSegment(_ p: Vec2, _ a: Vec2, _ b: Vec2) -> Vec2 {
    let e = b - a
    let lengthSquared = e.lengthSquared
    guard lengthSquared > 0 else { return a }
    let t = min(max(dot(p - a, e) / lengthSquared, 0), 1)
    return a + t * e
}
