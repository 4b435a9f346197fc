/// Fuses two bodies (Box2D 2.x weld): a point constraint plus an angular one, solved together as a 3×3 system
/// when rigid; with `frequencyHz` > 0 the angular part is an implicit soft spring.
struct WeldJoint: JointSolver {
    let localAnchorA: Vec2
    let localAnchorB: Vec2
    let referenceAngle: Double
    var frequencyHz: Double
    var dampingRatio: Double

    private(set) var pointImpulse = Vec2.zero
    private(set) var angularImpulse = 0.0
    private var rA = Vec2.zero
    private var rB = Vec2.zero
    private var system = Mat33(ex: (0, 0, 0), ey: (0, 0, 0), ez: (0, 0, 0))
    private var gamma = 0.0
    private var bias = 0.0
    private var angularMass = 0.0

    init(_ def: WeldJointDef) {
        localAnchorA = def.localAnchorA
        localAnchorB = def.localAnchorB
        referenceAngle = def.referenceAngle
        frequencyHz = def.frequencyHz
        dampingRatio = def.dampingRatio
    }

    var linearImpulse: Vec2 { pointImpulse }

    mutating func resetWarmStart() {
        pointImpulse = .zero
        angularImpulse = 0
    }

    mutating func prepare(_ b: ConstraintBodies, _ data: inout SolverData) {
        (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        system = weldMatrix(b, rA, rB)
        gamma = 0
        bias = 0
        let invI = b.invIA + b.invIB
        if frequencyHz > 0 && invI > 0 {
            let error = data.positions[b.indexB].a - data.positions[b.indexA].a - referenceAngle
            let soft = softConstraint(mass: 1 / invI, frequencyHz: frequencyHz, dampingRatio: dampingRatio, h: data.h,
                                      model: data.settings.springModel)
            gamma = soft.gamma
            bias = error * soft.biasFactor
            angularMass = 1 / (invI + gamma)
        } else {
            angularMass = invI > 0 ? 1 / invI : 0
        }
        pointImpulse = data.dtRatio * pointImpulse
        angularImpulse *= data.dtRatio
        applyJointImpulse(b, &data, rA: rA, rB: rB, pointImpulse, angular: angularImpulse)
    }

    mutating func solveVelocity(_ b: ConstraintBodies, _ data: inout SolverData) {
        let iA = b.invIA, iB = b.invIB
        if frequencyHz > 0 || system.ez.2 == 0 {
            if system.ez.2 != 0 {
                let cdot2 = data.velocities[b.indexB].w - data.velocities[b.indexA].w
                let lambda2 = -angularMass * (cdot2 + bias + gamma * angularImpulse)
                angularImpulse += lambda2
                data.velocities[b.indexA].w -= iA * lambda2
                data.velocities[b.indexB].w += iB * lambda2
            }
            let lambda = system.solve22(-1.0 * anchorVelocity(b, data, rA: rA, rB: rB))
            pointImpulse += lambda
            applyJointImpulse(b, &data, rA: rA, rB: rB, lambda)
        } else {
            let cdot1 = anchorVelocity(b, data, rA: rA, rB: rB)
            let cdot2 = data.velocities[b.indexB].w - data.velocities[b.indexA].w
            let lambda = system.solve33((-cdot1.x, -cdot1.y, -cdot2))
            pointImpulse += Vec2(lambda.0, lambda.1)
            angularImpulse += lambda.2
            applyJointImpulse(b, &data, rA: rA, rB: rB, Vec2(lambda.0, lambda.1), angular: lambda.2)
        }
    }

    mutating func solvePosition(_ b: ConstraintBodies, _ data: inout SolverData) -> Bool {
        let (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        let k = weldMatrix(b, rA, rB)
        let c1 = data.positions[b.indexB].c + rB - data.positions[b.indexA].c - rA
        // Each pass corrects at most Box2D's maximum linear and angular correction, as the other joints do: an
        // anchor far from slender bodies makes the system ill-conditioned, and an unclamped correction can then
        // throw the bodies arbitrarily far.
        let maxLinear = data.settings.maxLinearCorrection, maxAngular = data.settings.maxAngularCorrection
        let c1Length = c1.length
        let correctable = c1Length > maxLinear ? (maxLinear / c1Length) * c1 : c1
        var angularError = 0.0
        if frequencyHz > 0 || k.ez.2 == 0 {
            applyJointCorrection(b, &data, rA: rA, rB: rB, k.solve22(-1.0 * correctable))
        } else {
            let c2 = data.positions[b.indexB].a - data.positions[b.indexA].a - referenceAngle
            angularError = abs(c2)
            let c2Correctable = min(max(c2, -maxAngular), maxAngular)
            let correction = k.solve33((-correctable.x, -correctable.y, -c2Correctable))
            applyJointCorrection(b, &data, rA: rA, rB: rB, Vec2(correction.0, correction.1), angular: correction.2)
        }
        return c1Length <= linearSlop && angularError <= angularSlop
    }
}

/// The effective-mass matrix of a point-plus-angle constraint.
func weldMatrix(_ b: ConstraintBodies, _ rA: Vec2, _ rB: Vec2) -> Mat33 {
    let point = pointMatrix(b, rA, rB)
    let iA = b.invIA, iB = b.invIB
    let xz = -rA.y * iA - rB.y * iB, yz = rA.x * iA + rB.x * iB
    return Mat33(ex: (point.ex.x, point.ex.y, xz), ey: (point.ey.x, point.ey.y, yz), ez: (xz, yz, iA + iB))
}
