/// Time of impact by conservative advancement along separating axes (Erin Catto, "Continuous Collision",
/// GDC 2013): GJK gives the closest features at the current time, they define a separating axis whose
/// separation is a function of time, and root finding on it advances the time as far as the axis guarantees no
/// contact. The process repeats until the shapes are within `linearSlop`-scale tolerance of the target distance.
///
/// Unlike Box2D, the search never trusts an axis across more than `maxWindowRotation` of turning: a separating
/// axis at both ends of a long, fast-turning interval does not prove the shapes stayed apart in between (a
/// spinning box can pass through a segment that way), so spinning bodies are swept in short windows.

/// The most a body may turn within one window of the time-of-impact search, in radians. 0.25 still let one
/// random sweep in a thousand pass through; 0.1 passed 6000.
let maxWindowRotation = 0.1
/// Most windows one time-of-impact search walks, whatever the rotation: bounds its cost.
let maxWindows = 32

/// How a time-of-impact query ended.
public enum TOIState: Hashable, Sendable {
    /// The root finder did not converge; `t` is the last safe time.
    case failed
    /// The cores already overlap at the start; `t` is 0.
    case overlapped
    /// The shapes are already at the target separation at the start; `t` is 0.
    case touching
    /// The shapes reach the target separation at `t` in (0, tMax].
    case hit
    /// The shapes stay apart through `tMax`; `t` is `tMax`.
    case separated
}

/// The result of a time-of-impact query.
public struct TOIOutput: Hashable, Sendable {
    /// How the query ended.
    public var state: TOIState
    /// The sweep fraction reached, in [0, tMax].
    public var t: Double
}

/// The first time in [0, `tMax`] (fractions of the sweeps) at which the shapes come within the target separation.
///
/// The target is `max(linearSlop, rA + rB − linearSlop)` between the cores: rounded shapes stop with their skins
/// overlapping by `linearSlop`, sharp ones `linearSlop` apart, so the next discrete step finds a contact. The
/// tolerance on the target is `0.25 × linearSlop`.
public func timeOfImpact(_ proxyA: DistanceProxy, _ sweepA: Sweep, _ proxyB: DistanceProxy, _ sweepB: Sweep,
                         tMax: Double = 1) -> TOIOutput {
    var sweepA = sweepA
    var sweepB = sweepB
    sweepA.normalize()
    sweepB.normalize()
    let target = max(linearSlop, proxyA.radius + proxyB.radius - linearSlop)
    let tolerance = 0.25 * linearSlop
    // A separating axis only proves separation between two times when the bodies turn little in between (pure
    // translation makes every vertex pair's separation linear in time). The sweep is therefore walked in windows
    // over which neither body turns more than `maxWindowRotation`.
    // The number of windows is capped: a body that turns hundreds of radians in one sub-step (a joint's position
    // correction fighting an anchor a million points away) would otherwise cost thousands of iterations per pair.
    // Past the cap the search trusts an axis over more turning; the swept core circle still catches the impact.
    let rotation = max(abs(sweepA.a - sweepA.a0), abs(sweepB.a - sweepB.a0))
    let window = rotation > maxWindowRotation ? max(maxWindowRotation / rotation, tMax / Double(maxWindows))
                                              : Double.infinity
    let maxIterations = 20 + (window.isFinite ? Int((tMax / window).rounded(.up)) : 0)
    let maxRootIterations = 50
    let maxPushBacks = max(8, proxyA.count + proxyB.count)

    var t1 = 0.0
    var cache = SimplexCache()
    for _ in 0..<maxIterations {
        let xfA = sweepA.transform(at: t1)
        let xfB = sweepB.transform(at: t1)
        let gap = distance(proxyA, xfA, proxyB, xfB, useRadii: false, cache: &cache).distance
        if gap <= 0 { return TOIOutput(state: .overlapped, t: 0) }
        if gap < target + tolerance { return TOIOutput(state: t1 == 0 ? .touching : .hit, t: t1) }

        let axis = SeparationAxis(cache, proxyA, sweepA, proxyB, sweepB, t1)
        // Push the end time back until the axis says the shapes are apart at t2 or it has done all it can.
        var t2 = min(tMax, t1 + window)
        var advanced = false
        for _ in 0..<maxPushBacks {
            let (s2, indexA, indexB) = axis.minSeparation(at: t2)
            if s2 > target + tolerance, t2 >= tMax { return TOIOutput(state: .separated, t: tMax) }
            if s2 > target - tolerance {
                // The axis separates up to t2: advance there and build a new axis.
                t1 = t2
                advanced = true
                break
            }
            let s1 = axis.separation(indexA, indexB, at: t1)
            if s1 < target - tolerance { return TOIOutput(state: .failed, t: t1) }
            if s1 <= target + tolerance { return TOIOutput(state: t1 == 0 ? .touching : .hit, t: t1) }

            // s1 > target > s2: find the time the axis separation crosses the target, alternating secant and
            // bisection steps so neither a flat nor a curved function stalls it.
            var lower = t1, upper = t2
            var sLower = s1, sUpper = s2
            var found = false
            for iteration in 0..<maxRootIterations {
                let t = iteration & 1 == 1
                    ? lower + (target - sLower) * (upper - lower) / (sUpper - sLower)
                    : 0.5 * (lower + upper)
                let s = axis.separation(indexA, indexB, at: t)
                if abs(s - target) < tolerance {
                    t2 = t
                    found = true
                    break
                }
                if s > target { lower = t; sLower = s } else { upper = t; sUpper = s }
            }
            if !found { return TOIOutput(state: .failed, t: t1) }
        }
        // Out of push-backs without a time proven safe.
        if !advanced { return TOIOutput(state: .failed, t: t1) }
    }
    return TOIOutput(state: .failed, t: t1)
}

/// A separating axis that moves with the shapes: a pair of points, or a face of A or B against a point of the
/// other. Its separation at a time is evaluated from the sweeps.
private struct SeparationAxis {
    enum Kind { case points, faceA, faceB }
    let kind: Kind
    let proxyA: DistanceProxy
    let proxyB: DistanceProxy
    let sweepA: Sweep
    let sweepB: Sweep
    /// The face's midpoint in its body frame (for face kinds).
    let localPoint: Vec2
    /// World axis for `points`, face normal in the body frame for the face kinds.
    let axis: Vec2

    init(_ cache: SimplexCache, _ proxyA: DistanceProxy, _ sweepA: Sweep, _ proxyB: DistanceProxy, _ sweepB: Sweep,
         _ t: Double) {
        self.proxyA = proxyA; self.proxyB = proxyB; self.sweepA = sweepA; self.sweepB = sweepB
        let xfA = sweepA.transform(at: t)
        let xfB = sweepB.transform(at: t)
        if cache.count == 1 {
            kind = .points
            localPoint = .zero
            let pointA = xfA.apply(proxyA.vertex(cache.indexA(0)))
            let pointB = xfB.apply(proxyB.vertex(cache.indexB(0)))
            axis = (pointB - pointA).normalized
        } else if cache.indexA(0) == cache.indexA(1) {
            // Two vertices of B, one of A: B's face.
            kind = .faceB
            (localPoint, axis) = faceAxis(proxyB.vertex(cache.indexB(0)), proxyB.vertex(cache.indexB(1)), xfB,
                                          facing: xfA.apply(proxyA.vertex(cache.indexA(0))))
        } else {
            kind = .faceA
            (localPoint, axis) = faceAxis(proxyA.vertex(cache.indexA(0)), proxyA.vertex(cache.indexA(1)), xfA,
                                          facing: xfB.apply(proxyB.vertex(cache.indexB(0))))
        }
    }

    /// The deepest vertex pair along the axis at time `t`, and its separation.
    func minSeparation(at t: Double) -> (Double, Int, Int) {
        let xfA = sweepA.transform(at: t)
        let xfB = sweepB.transform(at: t)
        switch kind {
        case .points:
            let indexA = proxyA.support(xfA.q.applyInverse(axis))
            let indexB = proxyB.support(xfB.q.applyInverse(-axis))
            return (separation(indexA, indexB, xfA, xfB), indexA, indexB)
        case .faceA:
            let indexB = proxyB.support(xfB.q.applyInverse(xfA.q.apply(-axis)))
            return (separation(-1, indexB, xfA, xfB), -1, indexB)
        case .faceB:
            let indexA = proxyA.support(xfA.q.applyInverse(xfB.q.apply(-axis)))
            return (separation(indexA, -1, xfA, xfB), indexA, -1)
        }
    }

    /// The separation of a given vertex pair along the axis at time `t`.
    func separation(_ indexA: Int, _ indexB: Int, at t: Double) -> Double {
        separation(indexA, indexB, sweepA.transform(at: t), sweepB.transform(at: t))
    }

    private func separation(_ indexA: Int, _ indexB: Int, _ xfA: Transform, _ xfB: Transform) -> Double {
        switch kind {
        case .points:
            return dot(xfB.apply(proxyB.vertex(indexB)) - xfA.apply(proxyA.vertex(indexA)), axis)
        case .faceA:
            return dot(xfB.apply(proxyB.vertex(indexB)) - xfA.apply(localPoint), xfA.q.apply(axis))
        case .faceB:
            return dot(xfA.apply(proxyA.vertex(indexA)) - xfB.apply(localPoint), xfB.q.apply(axis))
        }
    }
}

/// The midpoint (local) and unit normal (local) of the face `v1`–`v2` of a body placed by `xf`, the normal turned
/// towards the world point `point`.
private func faceAxis(_ v1: Vec2, _ v2: Vec2, _ xf: Transform, facing point: Vec2) -> (Vec2, Vec2) {
    let normal = (v2 - v1).rightPerpendicular.normalized
    let middle = 0.5 * (v1 + v2)
    return (middle, dot(point - xf.apply(middle), xf.q.apply(normal)) < 0 ? -normal : normal)
}
