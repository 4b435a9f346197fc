import Foundation

/// The solver interface every joint type implements. Bodies are addressed through `ConstraintBodies`
/// (island indices and mass properties), states through `SolverData`.
protocol JointSolver {
    /// Anchors in each body's frame, relative to the body origin.
    var localAnchorA: Vec2 { get }
    var localAnchorB: Vec2 { get }
    /// Computes the sub-step's constraint frames and masses and applies the warm-start impulse.
    mutating func prepare(_ b: ConstraintBodies, _ data: inout SolverData)
    mutating func solveVelocity(_ b: ConstraintBodies, _ data: inout SolverData)
    /// One non-linear Gauss–Seidel correction; returns whether the error is within slop.
    mutating func solvePosition(_ b: ConstraintBodies, _ data: inout SolverData) -> Bool
    /// Accumulated linear impulse on body B over the last sub-step (N·s).
    var linearImpulse: Vec2 { get }
    /// Accumulated angular impulse on body B over the last sub-step (N·m·s).
    var angularImpulse: Double { get }
    /// Forgets the accumulated impulses, so the next sub-step does not warm-start from them.
    mutating func resetWarmStart()
}

/// The concrete joint of each kind.
enum JointKind {
    /// A free slot: no joint lives here (the world's joint storage reuses slots).
    case vacant
    case distance(DistanceJoint)
    case rope(RopeJoint)
    case revolute(RevoluteJoint)
    case prismatic(PrismaticJoint)
    case weld(WeldJoint)
}

/// A joint as stored by the world.
struct Joint: EdgeLinked, SlotRecord {
    var generation: UInt32 = 0
    var isAlive = false
    var bodyA = nullIndex
    var bodyB = nullIndex
    var collideConnected = false
    var links = EdgeLinks()
    var islandStamp = 0
    var bodies = ConstraintBodies()
    var kind = JointKind.vacant

    /// The joint's solver viewed through its protocol, for the rarely called, non-hot accessors; only live joints
    /// (whose ids the world has checked) are asked.
    var solver: any JointSolver {
        switch kind {
        case .vacant: preconditionFailure("a vacant joint slot has no solver")
        case .distance(let j): j
        case .rope(let j): j
        case .revolute(let j): j
        case .prismatic(let j): j
        case .weld(let j): j
        }
    }

    mutating func prepare(_ data: inout SolverData) {
        switch kind {
        case .vacant: break
        case .distance(var j): j.prepare(bodies, &data); kind = .distance(j)
        case .rope(var j): j.prepare(bodies, &data); kind = .rope(j)
        case .revolute(var j): j.prepare(bodies, &data); kind = .revolute(j)
        case .prismatic(var j): j.prepare(bodies, &data); kind = .prismatic(j)
        case .weld(var j): j.prepare(bodies, &data); kind = .weld(j)
        }
    }

    /// Forgets the accumulated impulses (after the island the joint acts in had to be reset).
    mutating func resetWarmStart() {
        switch kind {
        case .vacant: break
        case .distance(var j): j.resetWarmStart(); kind = .distance(j)
        case .rope(var j): j.resetWarmStart(); kind = .rope(j)
        case .revolute(var j): j.resetWarmStart(); kind = .revolute(j)
        case .prismatic(var j): j.resetWarmStart(); kind = .prismatic(j)
        case .weld(var j): j.resetWarmStart(); kind = .weld(j)
        }
    }

    mutating func solveVelocity(_ data: inout SolverData) {
        switch kind {
        case .vacant: break
        case .distance(var j): j.solveVelocity(bodies, &data); kind = .distance(j)
        case .rope(var j): j.solveVelocity(bodies, &data); kind = .rope(j)
        case .revolute(var j): j.solveVelocity(bodies, &data); kind = .revolute(j)
        case .prismatic(var j): j.solveVelocity(bodies, &data); kind = .prismatic(j)
        case .weld(var j): j.solveVelocity(bodies, &data); kind = .weld(j)
        }
    }

    mutating func solvePosition(_ data: inout SolverData) -> Bool {
        let solved: Bool
        switch kind {
        case .vacant: solved = true
        case .distance(var j): solved = j.solvePosition(bodies, &data); kind = .distance(j)
        case .rope(var j): solved = j.solvePosition(bodies, &data); kind = .rope(j)
        case .revolute(var j): solved = j.solvePosition(bodies, &data); kind = .revolute(j)
        case .prismatic(var j): solved = j.solvePosition(bodies, &data); kind = .prismatic(j)
        case .weld(var j): solved = j.solvePosition(bodies, &data); kind = .weld(j)
        }
        return solved
    }
}

/// Applies a linear impulse `impulse` at anchors `rA`/`rB` plus an angular impulse `angular`, equal and opposite
/// on the two bodies (positive on B).
@inline(__always)
func applyJointImpulse(_ b: ConstraintBodies, _ data: inout SolverData, rA: Vec2, rB: Vec2, _ impulse: Vec2,
                       angular: Double = 0) {
    data.velocities[b.indexA].v -= b.invMassA * impulse
    data.velocities[b.indexA].w -= b.invIA * (cross(rA, impulse) + angular)
    data.velocities[b.indexB].v += b.invMassB * impulse
    data.velocities[b.indexB].w += b.invIB * (cross(rB, impulse) + angular)
}

/// Position counterpart of `applyJointImpulse`.
@inline(__always)
func applyJointCorrection(_ b: ConstraintBodies, _ data: inout SolverData, rA: Vec2, rB: Vec2, _ impulse: Vec2,
                          angular: Double = 0) {
    data.positions[b.indexA].c -= b.invMassA * impulse
    data.positions[b.indexA].a -= b.invIA * (cross(rA, impulse) + angular)
    data.positions[b.indexB].c += b.invMassB * impulse
    data.positions[b.indexB].a += b.invIB * (cross(rB, impulse) + angular)
}

/// World-orientation anchors from each centre of mass at the solver's current angles.
@inline(__always)
func jointAnchors(_ b: ConstraintBodies, _ data: SolverData, _ localAnchorA: Vec2, _ localAnchorB: Vec2)
    -> (rA: Vec2, rB: Vec2) {
    (Rot(angle: data.positions[b.indexA].a).apply(localAnchorA - b.localCenterA),
     Rot(angle: data.positions[b.indexB].a).apply(localAnchorB - b.localCenterB))
}

/// Relative velocity of the anchor on B with respect to the anchor on A.
@inline(__always)
func anchorVelocity(_ b: ConstraintBodies, _ data: SolverData, rA: Vec2, rB: Vec2) -> Vec2 {
    let vA = data.velocities[b.indexA], vB = data.velocities[b.indexB]
    return vB.v + cross(vB.w, rB) - vA.v - cross(vA.w, rA)
}

/// Soft-constraint coefficients for a spring of `frequencyHz` and `dampingRatio` acting on effective mass `mass`
/// over a sub-step `h`: `gamma` softens the constraint and `biasFactor × C` is the velocity bias for position
/// error C. The solved impulse is λ = −(Cdot + bias + γ·P) / (1/m + γ), the implicit form of Box2D 2.x: never an
/// explicit Hooke force.
///
/// `.box2d` takes stiffness k = m·ω² and damping d = 2·m·ζ·ω as they are, which is implicit Euler: unconditionally
/// stable, but a spring of ω·h ≈ 0.5 runs 8–20% slow and loses amplitude much faster than ζ says. `.exact`
/// chooses the effective k and d so that one sub-step of an isolated spring maps (C, Ċ) exactly as the continuous
/// damped oscillator does over h, for ω·h ≤ 1 (19 Hz at 1/120 s), keeping the effective damping at least −k·h/2
/// so that several springs acting on one body stay stable; faster springs fall back to `.box2d`.
@inline(__always)
func softConstraint(mass: Double, frequencyHz: Double, dampingRatio: Double, h: Double, model: SpringModel)
    -> (gamma: Double, biasFactor: Double) {
    let omega = 2 * Double.pi * frequencyHz
    guard mass > 0, omega > 0, h > 0 else { return (0, 0) }
    if model == .exact && omega * h <= 1 {
        // One sub-step of the scheme maps (C, h·Ċ) by a matrix of determinant 1/(1 + a + b) and trace
        // (2 + b)/(1 + a + b), with a = h²·k/m and b = h·d/m; match them to exp(A·h) of the oscillator.
        let decay = exp(-dampingRatio * omega * h)
        let trace: Double
        if dampingRatio < 1 {
            trace = 2 * decay * cos(omega * (1 - dampingRatio * dampingRatio).squareRoot() * h)
        } else {
            trace = 2 * decay * cosh(omega * (dampingRatio * dampingRatio - 1).squareRoot() * h)
        }
        let inverseDeterminant = 1 / (decay * decay)
        let unclampedB = trace * inverseDeterminant - 2
        let a = inverseDeterminant - 1 - unclampedB
        let b = max(unclampedB, -0.5 * a)
        let sum = a + b
        guard sum > 0 else { return (0, 0) }
        return (1 / (mass * sum), a / (h * sum))
    }
    let damping = 2 * mass * dampingRatio * omega
    let stiffness = mass * omega * omega
    var gamma = h * (damping + h * stiffness)
    gamma = gamma != 0 ? 1 / gamma : 0
    return (gamma, h * stiffness * gamma)
}
