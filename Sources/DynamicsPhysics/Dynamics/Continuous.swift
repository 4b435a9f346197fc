/// Continuous collision, in the manner of Box2D v3: after the solve, a body that moved further than half its
/// thinnest extent is swept from its start pose to its end pose against static shapes (bullets also against
/// non-bullet moving bodies); at the first time of impact it is put back at that pose, keeping its velocity, so
/// the next sub-step's speculative contact stops it. Zero-thickness segments and chains are therefore never
/// crossed.
extension World {
    /// How much of its smallest extent a body may travel in one sub-step before it is swept.
    private static let continuousSafetyFactor = 0.5

    func solveContinuous() {
        let h = islandScratch.data.h
        for index in islandScratch.movedBodies {
            let body = bodies[Int(index)]
            guard body.type == .dynamic else { continue }
            let travel = (body.center - body.center0).length + abs(body.angle - body.angle0) * body.maxExtent
            guard travel > Self.continuousSafetyFactor * body.minExtent, h > 0 else { continue }
            sweepToImpact(index)
        }
    }

    private func sweepToImpact(_ index: Int32) {
        let body = bodies[Int(index)]
        let sweep = Sweep(localCenter: body.localCenter, c0: body.center0, c: body.center, a0: body.angle0,
                          a: body.angle)
        let q0 = body.rotation0
        let start = Transform(p: body.center0 - q0.apply(body.localCenter), q: q0)
        var minFraction = 1.0
        var shape = body.shapeHead
        while shape != nullIndex {
            let fast = shapes[Int(shape)]
            shape = fast.next
            guard !fast.isSensor else { continue }
            let box = fast.geometry.computeAABB(start).union(fast.geometry.computeAABB(body.transform))
            let fastProxy = DistanceProxy(fast.geometry), core = coreProxy(fast.geometry)
            broadPhase.tree.query(box) { proxy in
                let other = Int32(broadPhase.tree.userData(proxy))
                if let fraction = impactFraction(of: body, fastShape: fast, fastProxy: fastProxy, coreProxy: core,
                                                 sweep: sweep, against: other, before: minFraction) {
                    minFraction = fraction
                }
                return true
            }
        }
        guard minFraction < 1 else { return }
        var moved = bodies[Int(index)]
        moved.center = moved.center0 + minFraction * (moved.center - moved.center0)
        moved.angle = moved.angle0 + minFraction * (moved.angle - moved.angle0)
        moved.synchronizeTransform()
        bodies[Int(index)] = moved
    }

    /// The sweep fraction at which the fast shape first reaches shape `other`, when that is before `limit` and the
    /// pair may collide; nil otherwise.
    private func impactFraction(of body: Body, fastShape: Shape, fastProxy: DistanceProxy, coreProxy: DistanceProxy,
                                sweep: Sweep, against other: Int32, before limit: Double) -> Double? {
        let target = shapes[Int(other)]
        guard target.body != fastShape.body, !target.isSensor else { return nil }
        let targetBody = bodies[Int(target.body)]
        let eligible = targetBody.type == .static
            || (body.isBullet && !targetBody.isBullet && targetBody.type != .static)
        guard eligible, fastShape.filter.shouldCollide(with: target.filter),
              !jointForbidsCollision(fastShape.body, target.body) else { return nil }
        let crossing = sweepCrossing(target.geometry, targetBody.transform, fastShape.geometry, body)
        if crossing == .none { return nil }
        let targetSweep = Sweep(localCenter: targetBody.localCenter, c0: targetBody.center0, c: targetBody.center,
                                a0: targetBody.angle0, a: targetBody.angle)
        let targetProxy = DistanceProxy(target.geometry)
        var fraction = limit
        let whole = timeOfImpact(targetProxy, targetSweep, fastProxy, sweep, tMax: fraction)
        if whole.state == .hit && whole.t > 0 {
            fraction = whole.t
        } else if crossing != .solidTarget && whole.state != .separated {
            // Touching (or within contact slop) at the start, yet the body ends the sweep across the segment: it
            // would carry itself through, so it stays where it was and the contact stops it in the next sub-step.
            // (A failed search still proved the shapes apart up to its t.)
            fraction = whole.state == .failed ? min(fraction, whole.t) : 0
        }
        // The core, a small circle at the centroid, is swept as well: the separating-axis advancement assumes
        // modest rotation and can miss a fast-spinning shape, and a shape already touching at the start reports
        // t = 0. The core cannot be missed, so the body at worst sinks into the surface, never through it.
        let core = timeOfImpact(targetProxy, targetSweep, coreProxy, sweep, tMax: fraction)
        if core.state == .hit && core.t > 0 { fraction = core.t }
        return fraction < limit ? fraction : nil
    }

    /// A circle at the shape's centroid with a quarter of its inscribed radius.
    private func coreProxy(_ geometry: ShapeGeometry) -> DistanceProxy {
        let centroid: Vec2
        switch geometry {
        case .circle(let c): centroid = c.center
        case .polygon(let p): centroid = p.centroid
        case .segment(let s): centroid = 0.5 * (s.point1 + s.point2)
        case .chainSegment(let c): centroid = 0.5 * (c.segment.point1 + c.segment.point2)
        }
        return DistanceProxy(point: centroid, radius: 0.25 * shapeExtents(geometry, about: centroid).min)
    }

    /// For segments and chain segments: whether the fast body crossed the segment during the sweep — its centre of
    /// mass passed through it, or some part of it ends the sweep alongside the segment and further across
    /// than contact slop allows (a long, spinning item whose centre stays on one side can still swing an end
    /// through). A body that stays on its side cannot pass through, and the discrete contact handles it; skipping it
    /// keeps fast bodies sliding along a boundary from pausing.
    private func sweepCrossing(_ geometry: ShapeGeometry, _ xf: Transform, _ fast: ShapeGeometry,
                               _ body: Body) -> SweepCrossing {
        let segment: Segment
        switch geometry {
        case .segment(let s): segment = s
        case .chainSegment(let chain): segment = chain.segment
        case .circle, .polygon: return .solidTarget
        }
        let p1 = xf.apply(segment.point1), edge = xf.q.apply(segment.point2 - segment.point1)
        let length = edge.length
        guard length > 0 else { return .none }
        let normal = (1 / length) * Vec2(edge.y, -edge.x)
        let side1 = dot(body.center0 - p1, normal), side2 = dot(body.center - p1, normal)
        if (side1 >= 0) != (side2 >= 0) || side2 == 0 {
            // Where the centre's path meets the line: beside the segment's ends it crosses nothing.
            let meet = side1 == side2 ? 0 : side1 / (side1 - side2)
            let point = body.center0 + meet * (body.center - body.center0)
            let along = dot(point - p1, edge) / (length * length)
            if along >= 0 && along <= 1 { return .centre }
        }
        // The deepest point of the shape across the line at the end of the sweep, measured from the start side; it
        // counts only where it lies alongside the segment (a body sliding off a segment's end crosses nothing).
        let facing = side1 >= 0 ? normal : -1.0 * normal
        let end = body.transform
        var deepest = (depth: Double.greatestFiniteMagnitude, point: Vec2.zero)
        func consider(_ point: Vec2, _ radius: Double) {
            let depth = dot(point - p1, facing) - radius
            if depth < deepest.depth { deepest = (depth, point) }
        }
        switch fast {
        case .circle(let c): consider(end.apply(c.center), c.radius)
        case .polygon(let polygon): for vertex in polygon.vertices { consider(end.apply(vertex), polygon.radius) }
        case .segment, .chainSegment: return .none
        }
        let along = dot(deepest.point - p1, edge) / (length * length)
        guard along >= 0 && along <= 1, deepest.depth < -(linearSlop + 0.5 * body.minExtent) else { return .none }
        return .endAcross
    }
}

/// How a swept body meets a shape in its path.
private enum SweepCrossing {
    /// It stays on its side of a segment.
    case none
    /// Its centre of mass crosses a segment's line.
    case centre
    /// Its centre stays on its side of a segment, but part of it ends the sweep across (a long, spinning body).
    case endAcross
    /// The shape is solid (a circle or polygon): the sweep decides.
    case solidTarget
}
