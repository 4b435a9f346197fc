/// Keeps two anchors `length` apart. Rigid: a velocity constraint plus position correction. Soft
/// (`frequencyHz` > 0): the implicit spring of Box2D 2.x, whose velocity bias and softness come from
/// `softConstraint`, with no position correction.
struct DistanceJoint: JointSolver {
    let localAnchorA: Vec2
    let localAnchorB: Vec2
    var length: Double
    var frequencyHz: Double
    var dampingRatio: Double

    private(set) var impulse = 0.0
    private var u = Vec2.zero
    private var rA = Vec2.zero
    private var rB = Vec2.zero
    private var mass = 0.0
    private var gamma = 0.0
    private var bias = 0.0

    init(localAnchorA: Vec2, localAnchorB: Vec2, length: Double, frequencyHz: Double, dampingRatio: Double) {
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.length = length
        self.frequencyHz = frequencyHz
        self.dampingRatio = dampingRatio
    }

    var linearImpulse: Vec2 { impulse * u }
    var angularImpulse: Double { 0 }

    mutating func resetWarmStart() { impulse = 0 }

    mutating func prepare(_ b: ConstraintBodies, _ data: inout SolverData) {
        (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        u = data.positions[b.indexB].c + rB - data.positions[b.indexA].c - rA
        let currentLength = u.length
        u = currentLength > linearSlop ? (1 / currentLength) * u : .zero
        let crA = cross(rA, u), crB = cross(rB, u)
        var invMass = b.invMassA + b.invIA * crA * crA + b.invMassB + b.invIB * crB * crB
        mass = invMass != 0 ? 1 / invMass : 0
        if frequencyHz > 0 {
            let soft = softConstraint(mass: mass, frequencyHz: frequencyHz, dampingRatio: dampingRatio, h: data.h,
                                      model: data.settings.springModel)
            gamma = soft.gamma
            bias = (currentLength - length) * soft.biasFactor
            invMass += gamma
            mass = invMass != 0 ? 1 / invMass : 0
        } else {
            gamma = 0
            bias = 0
        }
        impulse *= data.dtRatio
        applyJointImpulse(b, &data, rA: rA, rB: rB, impulse * u)
    }

    mutating func solveVelocity(_ b: ConstraintBodies, _ data: inout SolverData) {
        let cdot = dot(u, anchorVelocity(b, data, rA: rA, rB: rB))
        let lambda = -mass * (cdot + bias + gamma * impulse)
        impulse += lambda
        applyJointImpulse(b, &data, rA: rA, rB: rB, lambda * u)
    }

    mutating func solvePosition(_ b: ConstraintBodies, _ data: inout SolverData) -> Bool {
        guard frequencyHz <= 0 else { return true }
        let (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        var d = data.positions[b.indexB].c + rB - data.positions[b.indexA].c - rA
        let currentLength = d.length
        d = currentLength > 0 ? (1 / currentLength) * d : .zero
        let maxCorrection = data.settings.maxLinearCorrection
        let error = min(max(currentLength - length, -maxCorrection), maxCorrection)
        applyJointCorrection(b, &data, rA: rA, rB: rB, (-mass * error) * d)
        return abs(error) < linearSlop
    }
}
