/// Keeps two anchors at most `maxLength` apart (Box2D 2.x rope): an inequality constraint that acts only when the
/// rope is taut, speculatively letting a slack rope close its gap within one sub-step.
struct RopeJoint: JointSolver {
    let localAnchorA: Vec2
    let localAnchorB: Vec2
    var maxLength: Double

    private(set) var impulse = 0.0
    private var u = Vec2.zero
    private var rA = Vec2.zero
    private var rB = Vec2.zero
    private var mass = 0.0
    private var currentLength = 0.0

    init(localAnchorA: Vec2, localAnchorB: Vec2, maxLength: Double) {
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.maxLength = maxLength
    }

    var linearImpulse: Vec2 { impulse * u }
    var angularImpulse: Double { 0 }

    mutating func resetWarmStart() { impulse = 0 }

    mutating func prepare(_ b: ConstraintBodies, _ data: inout SolverData) {
        (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        u = data.positions[b.indexB].c + rB - data.positions[b.indexA].c - rA
        currentLength = u.length
        guard currentLength > linearSlop else {
            u = .zero
            mass = 0
            impulse = 0
            return
        }
        u = (1 / currentLength) * u
        let crA = cross(rA, u), crB = cross(rB, u)
        let invMass = b.invMassA + b.invIA * crA * crA + b.invMassB + b.invIB * crB * crB
        mass = invMass != 0 ? 1 / invMass : 0
        impulse *= data.dtRatio
        applyJointImpulse(b, &data, rA: rA, rB: rB, impulse * u)
    }

    mutating func solveVelocity(_ b: ConstraintBodies, _ data: inout SolverData) {
        let slack = currentLength - maxLength
        var cdot = dot(u, anchorVelocity(b, data, rA: rA, rB: rB))
        if slack < 0 { cdot += data.inverseH * slack }
        let old = impulse
        impulse = min(0, impulse - mass * cdot)
        applyJointImpulse(b, &data, rA: rA, rB: rB, (impulse - old) * u)
    }

    mutating func solvePosition(_ b: ConstraintBodies, _ data: inout SolverData) -> Bool {
        let (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        var d = data.positions[b.indexB].c + rB - data.positions[b.indexA].c - rA
        let length = d.length
        d = length > 0 ? (1 / length) * d : .zero
        let error = min(max(length - maxLength, 0), data.settings.maxLinearCorrection)
        applyJointCorrection(b, &data, rA: rA, rB: rB, (-mass * error) * d)
        return length - maxLength < linearSlop
    }
}
