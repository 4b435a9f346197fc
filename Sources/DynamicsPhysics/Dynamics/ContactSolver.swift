/// One point of a contact constraint.
struct ContactConstraintPoint {
    /// Anchors from each centre of mass to the contact point, world orientation at the start of the sub-step.
    var rA = Vec2.zero
    var rB = Vec2.zero
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
    var maxNormalImpulse = 0.0
    var normalMass = 0.0
    var tangentMass = 0.0
    /// Separation when the manifold was computed: a positive value is a speculative gap the bodies may close.
    var separation = 0.0
    /// Normal approach velocity before the solve, for restitution.
    var relativeVelocity = 0.0
}

/// What the position passes (and soft contacts) need of a contact point, kept apart from the velocity data so the
/// velocity iterations stream through less memory.
struct ContactPositionPoint {
    /// Points fixed in each body (frame at the centre of mass) whose motion along the normal changes the
    /// separation: the contact anchor, or a circle's centre, which a rolling circle's contact point does not
    /// follow.
    var localAnchorA = Vec2.zero
    var localAnchorB = Vec2.zero
    /// Separation minus the normal distance between those two points at the start of the sub-step.
    var separationOffset = 0.0
}

/// A contact constraint between two bodies of an island: up to two points sharing a normal.
struct ContactConstraint {
    var point1 = ContactConstraintPoint()
    var point2 = ContactConstraintPoint()
    var normal = Vec2.zero
    /// The 2×2 normal system of a two-point manifold and its inverse, for the block solver.
    var normalSystem = Mat22.zero
    var normalSystemInverse = Mat22.zero
    var bodies = ConstraintBodies()
    var friction = 0.0
    var restitution = 0.0
    var pointCount = 0
    var contact: Int32 = 0
    /// Separation, when the sub-step began, of the deepest point that bounced (nil when none bounced).
    var bounceSeparation: Double?
    /// Time from that point's moment of impact to the end of the sub-step.
    var timeAfterBounce = 0.0

    /// Keeps the bounce timing of the deepest bouncing point, for the bounce corrections.
    @inline(__always)
    mutating func recordBounce(of p: ContactConstraintPoint, _ h: Double) {
        guard p.separation < bounceSeparation ?? .infinity else { return }
        bounceSeparation = p.separation
        timeAfterBounce = min(max(h + p.separation / p.relativeVelocity, 0), 2 * h)
    }
}

/// Sequential impulses over the contacts of one island, Box2D 2.x style: warm starting, friction before normal,
/// a block solver for two-point manifolds, speculative points that may close their gap, a restitution pass using
/// the pre-solve approach speed, and non-linear Gauss–Seidel position correction.
struct ContactSolver {
    var constraints: [ContactConstraint] = []
    /// Position data of the points, two slots per constraint (`2 × constraint + point`).
    var positionPoints: [ContactPositionPoint] = []

    /// Largest condition number accepted for the two-point block system (Box2D's value).
    private static let maxConditionNumber = 1000.0

    /// Appends the constraint of one touching contact (and its two position slots), from the manifold and the
    /// bodies' state at the sub-step start. Built in place: assembling points in temporaries and copying them
    /// through cost as much as the arithmetic.
    private mutating func appendConstraint(_ index: Int32, _ contact: UnsafePointer<Contact>,
                                           _ bodyA: UnsafePointer<Body>, _ bodyB: UnsafePointer<Body>,
                                           _ data: SolverData) {
        var cc = ContactConstraint()
        cc.contact = index
        cc.normal = contact.pointee.manifold.normal
        cc.friction = contact.pointee.friction
        cc.restitution = contact.pointee.restitution
        cc.pointCount = contact.pointee.manifold.pointCount
        cc.bodies = ConstraintBodies(indexA: bodyA.pointee.islandIndex, indexB: bodyB.pointee.islandIndex,
                                     localCenterA: bodyA.pointee.localCenter,
                                     localCenterB: bodyB.pointee.localCenter,
                                     invMassA: bodyA.pointee.invMass, invMassB: bodyB.pointee.invMass,
                                     invIA: bodyA.pointee.invInertia, invIB: bodyB.pointee.invInertia)
        let frame = PointFrame(contact, bodyA, bodyB, data.velocities[cc.bodies.indexA],
                               data.velocities[cc.bodies.indexB], dtRatio: data.dtRatio)
        var position1 = ContactPositionPoint(), position2 = ContactPositionPoint()
        if cc.pointCount > 0 { Self.makePoint(contact.pointee.manifold.point1, frame, &cc.point1, &position1) }
        if cc.pointCount > 1 { Self.makePoint(contact.pointee.manifold.point2, frame, &cc.point2, &position2) }
        if cc.pointCount == 2 {
            let normal = cc.normal, mA = frame.mA, mB = frame.mB, iA = frame.iA, iB = frame.iB
            let rn1A = cross(cc.point1.rA, normal), rn1B = cross(cc.point1.rB, normal)
            let rn2A = cross(cc.point2.rA, normal), rn2B = cross(cc.point2.rB, normal)
            let k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
            let k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
            let k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
            if k11 * k11 < Self.maxConditionNumber * (k11 * k22 - k12 * k12) {
                cc.normalSystem = Mat22(ex: Vec2(k11, k12), ey: Vec2(k12, k22))
                cc.normalSystemInverse = cc.normalSystem.inverse
            } else {
                // Nearly redundant points: solving both would be ill-conditioned, so keep the first only.
                cc.pointCount = 1
            }
        }
        constraints.append(cc)
        positionPoints.append(position1)
        positionPoints.append(position2)
    }

    /// What every point of one contact's constraint is computed from.
    private struct PointFrame {
        var mA, mB, iA, iB: Double
        var vA, vB: SolverVelocity
        var qA, qB: Rot
        var centerA, centerB: Vec2
        /// Body origin to centre of mass, world orientation.
        var offsetA, offsetB: Vec2
        /// Centre of a circle shape relative to its body's centre of mass (nil for other shapes).
        var circleA, circleB: Vec2?
        var normal, tangent: Vec2
        var dtRatio: Double

        @inline(__always)
        init(_ contact: UnsafePointer<Contact>, _ bodyA: UnsafePointer<Body>, _ bodyB: UnsafePointer<Body>,
             _ vA: SolverVelocity, _ vB: SolverVelocity, dtRatio: Double) {
            mA = bodyA.pointee.invMass; mB = bodyB.pointee.invMass
            iA = bodyA.pointee.invInertia; iB = bodyB.pointee.invInertia
            self.vA = vA; self.vB = vB
            qA = bodyA.pointee.transform.q; qB = bodyB.pointee.transform.q
            centerA = bodyA.pointee.center; centerB = bodyB.pointee.center
            offsetA = qA.apply(bodyA.pointee.localCenter); offsetB = qB.apply(bodyB.pointee.localCenter)
            circleA = contact.pointee.circleCenterA.map { $0 - bodyA.pointee.localCenter }
            circleB = contact.pointee.circleCenterB.map { $0 - bodyB.pointee.localCenter }
            normal = contact.pointee.manifold.normal
            tangent = cross(normal, 1.0)
            self.dtRatio = dtRatio
        }
    }

    /// Fills one constraint point and its position data from a manifold point.
    @inline(__always)
    private static func makePoint(_ mp: ManifoldPoint, _ f: PointFrame, _ p: inout ContactConstraintPoint,
                                  _ anchors: inout ContactPositionPoint) {
        let normal = f.normal, tangent = f.tangent
        p.rA = mp.anchorA - f.offsetA
        p.rB = mp.anchorB - f.offsetB
        anchors.localAnchorA = f.circleA ?? f.qA.applyInverse(p.rA)
        anchors.localAnchorB = f.circleB ?? f.qB.applyInverse(p.rB)
        let fixedA = f.qA.apply(anchors.localAnchorA), fixedB = f.qB.apply(anchors.localAnchorB)
        anchors.separationOffset = mp.separation - dot((f.centerB + fixedB) - (f.centerA + fixedA), normal)
        p.normalImpulse = f.dtRatio * mp.normalImpulse
        p.tangentImpulse = f.dtRatio * mp.tangentImpulse
        p.separation = mp.separation
        let rnA = cross(p.rA, normal), rnB = cross(p.rB, normal)
        let kNormal = f.mA + f.mB + f.iA * rnA * rnA + f.iB * rnB * rnB
        p.normalMass = kNormal > 0 ? 1 / kNormal : 0
        let rtA = cross(p.rA, tangent), rtB = cross(p.rB, tangent)
        let kTangent = f.mA + f.mB + f.iA * rtA * rtA + f.iB * rtB * rtB
        p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
        let dv = f.vB.v + cross(f.vB.w, p.rB) - f.vA.v - cross(f.vA.w, p.rA)
        p.relativeVelocity = dot(normal, dv)
    }

    /// Builds the constraints of the island's contacts and applies the warm-start impulses.
    mutating func prepare(_ contactIndices: ArraySlice<Int32>, _ world: World, _ data: inout SolverData,
                          warmStart shouldWarmStart: Bool = true) {
        constraints.removeAll(keepingCapacity: true)
        positionPoints.removeAll(keepingCapacity: true)
        // Fields are read in place through the storage: copying whole contacts and bodies cost more than the math.
        world.contacts.withUnsafeBufferPointer { contacts in
            world.bodies.withUnsafeBufferPointer { bodies in
                for index in contactIndices {
                    let contact = contacts.baseAddress! + Int(index)
                    let bodyA = bodies.baseAddress! + Int(contact.pointee.bodyA)
                    let bodyB = bodies.baseAddress! + Int(contact.pointee.bodyB)
                    appendConstraint(index, contact, bodyA, bodyB, data)
                }
            }
        }
        if shouldWarmStart { warmStart(&data) }
    }

    /// Applies the accumulated impulses of every constraint.
    func warmStart(_ data: inout SolverData) {
        data.velocities.withUnsafeMutableBufferPointer { velocities in
            constraints.withUnsafeBufferPointer { constraints in
                for c in constraints.indices where constraints[c].pointCount > 0 {
                    let b = constraints[c].bodies, normal = constraints[c].normal
                    var vA = velocities[b.indexA], vB = velocities[b.indexB]
                    let tangent = cross(normal, 1.0)
                    let p1 = constraints[c].point1
                    Self.applyImpulse(p1.normalImpulse * normal + p1.tangentImpulse * tangent, p1, b, &vA, &vB)
                    if constraints[c].pointCount == 2 {
                        let p2 = constraints[c].point2
                        Self.applyImpulse(p2.normalImpulse * normal + p2.tangentImpulse * tangent, p2, b, &vA, &vB)
                    }
                    velocities[b.indexA] = vA
                    velocities[b.indexB] = vB
                }
            }
        }
    }

    /// One velocity iteration over all constraints. Works through raw buffers: this is the innermost loop of
    /// the engine, and copying constraints in and out or checking uniqueness per access dominated its cost.
    mutating func solveVelocity(_ data: inout SolverData) {
        let inverseH = data.inverseH
        data.velocities.withUnsafeMutableBufferPointer { velocities in
            constraints.withUnsafeMutableBufferPointer { constraints in
                for c in constraints.indices {
                    let b = constraints[c].bodies
                    var vA = velocities[b.indexA], vB = velocities[b.indexB]
                    Self.solveContact(&constraints[c], &vA, &vB, inverseH)
                    velocities[b.indexA] = vA
                    velocities[b.indexB] = vB
                }
            }
        }
    }

    @inline(__always)
    private static func solveContact(_ cc: inout ContactConstraint, _ vA: inout SolverVelocity,
                                     _ vB: inout SolverVelocity, _ inverseH: Double) {
        let b = cc.bodies, normal = cc.normal, tangent = cross(normal, 1.0), friction = cc.friction
        solveFriction(&cc.point1, b, tangent, friction, &vA, &vB)
        if cc.pointCount == 2 {
            solveFriction(&cc.point2, b, tangent, friction, &vA, &vB)
            solveBlock(&cc, &vA, &vB, bias: Vec2(gapBias(cc.point1, inverseH), gapBias(cc.point2, inverseH)))
        } else if cc.pointCount == 1 {
            solveNormal(&cc.point1, b, normal, bias: gapBias(cc.point1, inverseH), &vA, &vB)
        }
    }

    @inline(__always)
    private static func solveFriction(_ p: inout ContactConstraintPoint, _ b: ConstraintBodies, _ tangent: Vec2,
                                      _ friction: Double, _ vA: inout SolverVelocity, _ vB: inout SolverVelocity) {
        let dv = vB.v + cross(vB.w, p.rB) - vA.v - cross(vA.w, p.rA)
        let lambda = -p.tangentMass * dot(dv, tangent)
        let maxFriction = friction * p.normalImpulse
        let newImpulse = min(max(p.tangentImpulse + lambda, -maxFriction), maxFriction)
        applyImpulse((newImpulse - p.tangentImpulse) * tangent, p, b, &vA, &vB)
        p.tangentImpulse = newImpulse
    }

    /// The approach speed that closes a point's speculative gap within the sub-step (0 for a touching or
    /// overlapping point, which may not approach at all).
    @inline(__always)
    private static func gapBias(_ p: ContactConstraintPoint, _ inverseH: Double) -> Double {
        max(p.separation, 0) * inverseH
    }

    /// The normal constraint of one point: its normal velocity plus `bias` may not be negative.
    @inline(__always)
    private static func solveNormal(_ p: inout ContactConstraintPoint, _ b: ConstraintBodies, _ normal: Vec2,
                                    bias: Double, _ vA: inout SolverVelocity, _ vB: inout SolverVelocity) {
        let dv = vB.v + cross(vB.w, p.rB) - vA.v - cross(vA.w, p.rA)
        let lambda = -p.normalMass * (dot(dv, normal) + bias)
        let newImpulse = max(p.normalImpulse + lambda, 0)
        applyImpulse((newImpulse - p.normalImpulse) * normal, p, b, &vA, &vB)
        p.normalImpulse = newImpulse
        p.maxNormalImpulse = max(p.maxNormalImpulse, newImpulse)
    }

    /// Applies `impulse` at the point, positive on B.
    @inline(__always)
    private static func applyImpulse(_ impulse: Vec2, _ p: ContactConstraintPoint, _ b: ConstraintBodies,
                                     _ vA: inout SolverVelocity, _ vB: inout SolverVelocity) {
        vA.v -= b.invMassA * impulse
        vA.w -= b.invIA * cross(p.rA, impulse)
        vB.v += b.invMassB * impulse
        vB.w += b.invIB * cross(p.rB, impulse)
    }

    /// One soft iteration (the `.soft` profile): normal constraints first, each point on its own, with the
    /// current separation recomputed from the sub-step's positions. With `useBias`, an overlap is pushed out
    /// through a soft spring (at most `contactPushMaxVelocity`); without it (relaxing), only approach is removed.
    /// A speculative gap may always be closed within the sub-step.
    mutating func solveSoft(_ data: inout SolverData, _ soft: Softness, _ staticSoft: Softness, useBias: Bool) {
        let inverseH = data.inverseH, maxPush = data.settings.contactPushMaxVelocity
        let positions = data.positions, rotations = data.rotations, positionPoints = positionPoints
        data.velocities.withUnsafeMutableBufferPointer { velocities in
            constraints.withUnsafeMutableBufferPointer { constraints in
                for c in constraints.indices {
                    let b = constraints[c].bodies, normal = constraints[c].normal
                    let softness = b.invMassA == 0 || b.invMassB == 0 ? staticSoft : soft
                    let pA = positions[b.indexA], pB = positions[b.indexB]
                    let qA = rotations[b.indexA], qB = rotations[b.indexB]
                    var vA = velocities[b.indexA], vB = velocities[b.indexB]
                    for n in 0..<constraints[c].pointCount {
                        let p = n == 0 ? constraints[c].point1 : constraints[c].point2
                        let anchors = positionPoints[2 * c + n]
                        let separation = dot((pB.c + qB.apply(anchors.localAnchorB))
                                             - (pA.c + qA.apply(anchors.localAnchorA)), normal)
                            + anchors.separationOffset
                        var bias = 0.0, massScale = 1.0, impulseScale = 0.0
                        if separation > 0 {
                            bias = separation * inverseH
                        } else if useBias {
                            bias = max(softness.massScale * softness.biasRate * separation, -maxPush)
                            massScale = softness.massScale
                            impulseScale = softness.impulseScale
                        }
                        var point = p
                        let dv = vB.v + cross(vB.w, point.rB) - vA.v - cross(vA.w, point.rA)
                        let lambda = -point.normalMass * (massScale * dot(dv, normal) + bias)
                            - impulseScale * point.normalImpulse
                        let newImpulse = max(point.normalImpulse + lambda, 0)
                        Self.applyImpulse((newImpulse - point.normalImpulse) * normal, point, b, &vA, &vB)
                        point.normalImpulse = newImpulse
                        point.maxNormalImpulse = max(point.maxNormalImpulse, newImpulse)
                        if n == 0 { constraints[c].point1 = point } else { constraints[c].point2 = point }
                    }
                    let tangent = cross(normal, 1.0), friction = constraints[c].friction
                    Self.solveFriction(&constraints[c].point1, b, tangent, friction, &vA, &vB)
                    if constraints[c].pointCount == 2 {
                        Self.solveFriction(&constraints[c].point2, b, tangent, friction, &vA, &vB)
                    }
                    velocities[b.indexA] = vA
                    velocities[b.indexB] = vB
                }
            }
        }
    }

    /// Solves both normal impulses of a two-point manifold at once as the linear complementarity problem
    /// `w = K·x + b, x ≥ 0, w ≥ 0, x·w = 0`, by enumerating which points are active (Box2D 2.x block solver).
    /// `w` is each point's normal velocity plus its `bias`.
    @inline(__always)
    private static func solveBlock(_ cc: inout ContactConstraint, _ vA: inout SolverVelocity,
                                   _ vB: inout SolverVelocity, bias: Vec2) {
        let b = cc.bodies, normal = cc.normal
        let p1 = cc.point1, p2 = cc.point2
        let accumulated = Vec2(p1.normalImpulse, p2.normalImpulse)
        let dv1 = vB.v + cross(vB.w, p1.rB) - vA.v - cross(vA.w, p1.rA)
        let dv2 = vB.v + cross(vB.w, p2.rB) - vA.v - cross(vA.w, p2.rA)
        let rhs = Vec2(dot(dv1, normal), dot(dv2, normal)) + bias - cc.normalSystem * accumulated
        let k = cc.normalSystem

        var x = -1.0 * (cc.normalSystemInverse * rhs)
        var solved = x.x >= 0 && x.y >= 0
        if !solved {
            x = Vec2(-p1.normalMass * rhs.x, 0)
            solved = x.x >= 0 && k.ex.y * x.x + rhs.y >= 0
        }
        if !solved {
            x = Vec2(0, -p2.normalMass * rhs.y)
            solved = x.y >= 0 && k.ey.x * x.y + rhs.x >= 0
        }
        if !solved {
            x = .zero
            solved = rhs.x >= 0 && rhs.y >= 0
        }
        guard solved else { return }
        let d = x - accumulated
        let impulse1 = d.x * normal, impulse2 = d.y * normal
        vA.v -= b.invMassA * (impulse1 + impulse2)
        vA.w -= b.invIA * (cross(p1.rA, impulse1) + cross(p2.rA, impulse2))
        vB.v += b.invMassB * (impulse1 + impulse2)
        vB.w += b.invIB * (cross(p1.rB, impulse1) + cross(p2.rB, impulse2))
        cc.point1.normalImpulse = x.x
        cc.point2.normalImpulse = x.y
        cc.point1.maxNormalImpulse = max(p1.maxNormalImpulse, x.x)
        cc.point2.maxNormalImpulse = max(p2.maxNormalImpulse, x.y)
    }

    /// Bounces points that were hit this sub-step faster than the threshold, using the approach speed measured
    /// before the solve (so speculative contacts bounce exactly like touching ones): each such point's normal
    /// velocity becomes at least −e × that speed. A two-point manifold is solved as one block, like Box2D 2.x,
    /// which sets the same target as a velocity bias and block-solves it: bouncing the points one after the
    /// other would push the first harder than the second and start a flat landing spinning. A point of the
    /// pair that does not bounce keeps its ordinary constraint (it may close its speculative gap, no more).
    /// Ill-conditioned pairs were already cut to one point in `prepare`, as in Box2D.
    /// The bounce-timing corrections (`correctBounceVelocity`, `correctBounceTiming`) stay: they move the whole
    /// body along the normal, without torque, by the timing of the deepest bouncing point, which for a flat
    /// landing is the timing of both. Box2D 2.x has no such step: it bounces at −e × the approach speed after
    /// the whole step's gravity, as this pass does; the corrections only remove that O(h) timing error, so apex
    /// heights follow e², and add no rotation.
    mutating func applyRestitution(_ data: inout SolverData) {
        let threshold = data.settings.restitutionThreshold, inverseH = data.inverseH, h = data.h
        data.velocities.withUnsafeMutableBufferPointer { velocities in
            constraints.withUnsafeMutableBufferPointer { constraints in
                for c in constraints.indices where constraints[c].restitution > 0 && constraints[c].pointCount > 0 {
                    let e = constraints[c].restitution
                    let bounces1 = Self.bounces(constraints[c].point1, threshold)
                    let bounces2 = constraints[c].pointCount == 2 && Self.bounces(constraints[c].point2, threshold)
                    guard bounces1 || bounces2 else { continue }
                    if bounces1 { constraints[c].recordBounce(of: constraints[c].point1, h) }
                    if bounces2 { constraints[c].recordBounce(of: constraints[c].point2, h) }
                    let b = constraints[c].bodies
                    var vA = velocities[b.indexA], vB = velocities[b.indexB]
                    let p1 = constraints[c].point1, p2 = constraints[c].point2
                    let bias1 = bounces1 ? e * p1.relativeVelocity : Self.gapBias(p1, inverseH)
                    if constraints[c].pointCount == 2 {
                        let bias2 = bounces2 ? e * p2.relativeVelocity : Self.gapBias(p2, inverseH)
                        Self.solveBlock(&constraints[c], &vA, &vB, bias: Vec2(bias1, bias2))
                    } else {
                        Self.solveNormal(&constraints[c].point1, b, constraints[c].normal, bias: bias1, &vA, &vB)
                    }
                    velocities[b.indexA] = vA
                    velocities[b.indexB] = vB
                }
            }
        }
    }

    /// Whether a point was hit faster than the restitution threshold and actually pushed (a speculative point
    /// whose gap stayed open does not bounce).
    @inline(__always)
    private static func bounces(_ p: ContactConstraintPoint, _ threshold: Double) -> Bool {
        p.relativeVelocity < -threshold && p.maxNormalImpulse > 0
    }

    /// Gives bodies that bounced the velocity they would have had bouncing at the moment of impact. The sub-step
    /// applied gravity and forces before the solve, as if all of it came before the impact; the part after it
    /// (over `timeAfterBounce`) was reversed and scaled by e instead of acting on the rebound. Adding
    /// (1 + e)·aₙ·τ to the normal velocity puts it back, so rebound speeds, and apex heights, follow e exactly
    /// up to O(h²).
    func correctBounceVelocity(_ data: inout SolverData) {
        for cc in constraints where cc.bounceSeparation != nil {
            let b = cc.bodies
            let totalInverseMass = b.invMassA + b.invMassB
            guard totalInverseMass > 0 else { continue }
            let relativeAcceleration = dot(data.accelerations[b.indexB] - data.accelerations[b.indexA], cc.normal)
            let change = (1 + cc.restitution) * relativeAcceleration * cc.timeAfterBounce
            let impulse = (change / totalInverseMass) * cc.normal
            data.velocities[b.indexA].v -= b.invMassA * impulse
            data.velocities[b.indexB].v += b.invMassB * impulse
        }
    }

    /// Moves bodies that bounced to where bouncing at the moment of impact would have put them, after position
    /// integration. The bounce velocity acts for the whole sub-step, but the surfaces met only after a gap s > 0
    /// closed, or already |s| before the sub-step began when s < 0; in both cases the end separation is off by
    /// (1 + e)·s, which would otherwise add or remove height at every bounce (apexes then shrink by e²).
    func correctBounceTiming(_ data: inout SolverData) {
        let maxCorrection = data.settings.maxLinearCorrection
        for cc in constraints {
            guard let separation = cc.bounceSeparation else { continue }
            let b = cc.bodies
            let totalInverseMass = b.invMassA + b.invMassB
            guard totalInverseMass > 0 else { continue }
            let offset = min(max((1 + cc.restitution) * separation, -maxCorrection), maxCorrection)
            let shift = (offset / totalInverseMass) * cc.normal
            data.positions[b.indexA].c += b.invMassA * shift
            data.positions[b.indexB].c -= b.invMassB * shift
        }
    }

    /// Copies the accumulated impulses back into the manifolds for the next sub-step's warm start. A contact the
    /// narrow phase did not report (all its points beyond `WorldSettings.contactEventDistance`) that still pushes
    /// at the end of the solve becomes reported here and is appended to `began`: a speculative point that stops an
    /// approach is a landing even when the bounce carries the body out of the speculative margin before the next
    /// narrow phase, which then ends the contact. (The final impulse, not the largest: points the iterations
    /// pushed only until neighbouring ones took the load were never reached.) A push of a contact lying behind a
    /// nearer surface the body meets is not a landing (`ContactShadowing`).
    func storeImpulses(_ world: World, reportingPushesInto began: inout [Int32]) {
        world.contacts.withUnsafeMutableBufferPointer { contacts in
          world.bodies.withUnsafeBufferPointer { bodies in
            for c in constraints.indices {
                let index = Int(constraints[c].contact)
                Self.store(constraints[c].point1, into: &contacts[index].manifold.point1)
                var pushed = constraints[c].point1.normalImpulse > 0
                if constraints[c].pointCount == 2 {
                    Self.store(constraints[c].point2, into: &contacts[index].manifold.point2)
                    pushed = pushed || constraints[c].point2.normalImpulse > 0
                }
                if pushed && !contacts[index].isReported
                    && !ContactShadowing.isShadowed(index, UnsafeBufferPointer(contacts), bodies) {
                    contacts[index].isReported = true
                    contacts[index].beganThisStep = true
                    began.append(Int32(index))
                }
            }
          }
        }
    }

    @inline(__always)
    private static func store(_ p: ContactConstraintPoint, into mp: inout ManifoldPoint) {
        mp.normalImpulse = p.normalImpulse
        mp.tangentImpulse = p.tangentImpulse
        mp.maxNormalImpulse = p.maxNormalImpulse
    }

    /// One non-linear Gauss–Seidel pass pushing overlapping points apart (Baumgarte factor, slop, capped
    /// correction). It moves positions only, so it adds no kinetic energy. Returns whether the worst overlap is
    /// within three slops.
    /// Needs `data.rotations` current (see `SolverData.refreshRotations()`) and keeps it so.
    func solvePosition(_ data: inout SolverData) -> Bool {
        var minSeparation = 0.0
        let baumgarte = data.settings.baumgarte, maxCorrection = data.settings.maxLinearCorrection
        let positionPoints = positionPoints
        var rotations = data.rotations
        data.rotations = []
        constraints.withUnsafeBufferPointer { constraints in
            data.positions.withUnsafeMutableBufferPointer { positions in
                for cc in constraints.indices {
                    let b = constraints[cc].bodies, normal = constraints[cc].normal
                    var pA = positions[b.indexA], pB = positions[b.indexB]
                    // One rotation per body and pass: the second point's angles differ only by the first point's
                    // small correction. Rotations come from `data.rotations`, kept equal to Rot(angle:) of the
                    // current angles: recomputed only for angles a correction changed, which in a resting pile
                    // saves most of the sines and cosines.
                    let qA = rotations[b.indexA], qB = rotations[b.indexB]
                    let angleA = pA.a, angleB = pB.a
                    for n in 0..<constraints[cc].pointCount {
                        let p = positionPoints[2 * cc + n]
                        let rA = qA.apply(p.localAnchorA), rB = qB.apply(p.localAnchorB)
                        let separation = dot((pB.c + rB) - (pA.c + rA), normal) + p.separationOffset
                        minSeparation = min(minSeparation, separation)
                        let correction = min(max(baumgarte * (separation + linearSlop), -maxCorrection), 0)
                        let rnA = cross(rA, normal), rnB = cross(rB, normal)
                        let k = b.invMassA + b.invMassB + b.invIA * rnA * rnA + b.invIB * rnB * rnB
                        let impulse = k > 0 ? (-correction / k) * normal : .zero
                        pA.c -= b.invMassA * impulse
                        pA.a -= b.invIA * cross(rA, impulse)
                        pB.c += b.invMassB * impulse
                        pB.a += b.invIB * cross(rB, impulse)
                    }
                    positions[b.indexA] = pA
                    positions[b.indexB] = pB
                    if pA.a != angleA { rotations[b.indexA] = Rot(angle: pA.a) }
                    if pB.a != angleB { rotations[b.indexB] = Rot(angle: pB.a) }
                }
            }
        }
        data.rotations = rotations
        return minSeparation >= -3 * linearSlop
    }
}
