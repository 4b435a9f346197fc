/// Pins two bodies together at an anchor (Box2D 2.4 revolute): a 2-D point constraint, optional angle limits as
/// two one-sided constraints, and an optional motor whose speed 0 with `maxMotorTorque` acts as friction torque.
struct RevoluteJoint: JointSolver {
    let localAnchorA: Vec2
    let localAnchorB: Vec2
    let referenceAngle: Double
    var enableLimit: Bool
    var lowerAngle: Double
    var upperAngle: Double
    var enableMotor: Bool
    var motorSpeed: Double
    var maxMotorTorque: Double

    private(set) var pointImpulse = Vec2.zero
    private(set) var motorImpulse = 0.0
    private(set) var lowerImpulse = 0.0
    private(set) var upperImpulse = 0.0
    private var rA = Vec2.zero
    private var rB = Vec2.zero
    private var pointSystem = Mat22.zero
    private var axialMass = 0.0
    private var angle = 0.0
    private var rotationFixed = false

    init(_ def: RevoluteJointDef) {
        localAnchorA = def.localAnchorA
        localAnchorB = def.localAnchorB
        referenceAngle = def.referenceAngle
        enableLimit = def.enableLimit
        lowerAngle = min(def.lowerAngle, def.upperAngle)
        upperAngle = max(def.lowerAngle, def.upperAngle)
        enableMotor = def.enableMotor
        motorSpeed = def.motorSpeed
        maxMotorTorque = max(0, def.maxMotorTorque)
    }

    var linearImpulse: Vec2 { pointImpulse }
    var angularImpulse: Double { motorImpulse + lowerImpulse - upperImpulse }

    mutating func resetWarmStart() {
        pointImpulse = .zero
        (motorImpulse, lowerImpulse, upperImpulse) = (0, 0, 0)
    }

    mutating func prepare(_ b: ConstraintBodies, _ data: inout SolverData) {
        (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        pointSystem = pointMatrix(b, rA, rB)
        axialMass = b.invIA + b.invIB
        rotationFixed = axialMass == 0
        axialMass = axialMass > 0 ? 1 / axialMass : 0
        angle = data.positions[b.indexB].a - data.positions[b.indexA].a - referenceAngle
        if !enableLimit || rotationFixed { lowerImpulse = 0; upperImpulse = 0 }
        if !enableMotor || rotationFixed { motorImpulse = 0 }
        pointImpulse = data.dtRatio * pointImpulse
        motorImpulse *= data.dtRatio
        lowerImpulse *= data.dtRatio
        upperImpulse *= data.dtRatio
        applyJointImpulse(b, &data, rA: rA, rB: rB, pointImpulse, angular: angularImpulse)
    }

    mutating func solveVelocity(_ b: ConstraintBodies, _ data: inout SolverData) {
        if enableMotor && !rotationFixed {
            let cdot = data.velocities[b.indexB].w - data.velocities[b.indexA].w - motorSpeed
            let maxImpulse = data.h * maxMotorTorque
            let old = motorImpulse
            motorImpulse = min(max(motorImpulse - axialMass * cdot, -maxImpulse), maxImpulse)
            applyAngular(b, &data, motorImpulse - old)
        }
        if enableLimit && !rotationFixed {
            let lowerGap = angle - lowerAngle
            let lowerCdot = data.velocities[b.indexB].w - data.velocities[b.indexA].w
            let oldLower = lowerImpulse
            lowerImpulse = max(lowerImpulse - axialMass * (lowerCdot + max(lowerGap, 0) * data.inverseH), 0)
            applyAngular(b, &data, lowerImpulse - oldLower)

            let upperGap = upperAngle - angle
            let upperCdot = data.velocities[b.indexA].w - data.velocities[b.indexB].w
            let oldUpper = upperImpulse
            upperImpulse = max(upperImpulse - axialMass * (upperCdot + max(upperGap, 0) * data.inverseH), 0)
            applyAngular(b, &data, -(upperImpulse - oldUpper))
        }
        let cdot = anchorVelocity(b, data, rA: rA, rB: rB)
        let lambda = pointSystem.solve(-1.0 * cdot)
        pointImpulse += lambda
        applyJointImpulse(b, &data, rA: rA, rB: rB, lambda)
    }

    mutating func solvePosition(_ b: ConstraintBodies, _ data: inout SolverData) -> Bool {
        var angularError = 0.0
        if enableLimit && !rotationFixed {
            let current = data.positions[b.indexB].a - data.positions[b.indexA].a - referenceAngle
            let maxCorrection = data.settings.maxAngularCorrection
            var c = 0.0
            if abs(upperAngle - lowerAngle) < 2 * angularSlop {
                c = min(max(current - lowerAngle, -maxCorrection), maxCorrection)
            } else if current <= lowerAngle {
                c = min(max(current - lowerAngle + angularSlop, -maxCorrection), 0)
            } else if current >= upperAngle {
                c = min(max(current - upperAngle - angularSlop, 0), maxCorrection)
            }
            let correction = -axialMass * c
            data.positions[b.indexA].a -= b.invIA * correction
            data.positions[b.indexB].a += b.invIB * correction
            angularError = abs(c)
        }
        let (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        let c = data.positions[b.indexB].c + rB - data.positions[b.indexA].c - rA
        let correction = pointMatrix(b, rA, rB).solve(-1.0 * c)
        applyJointCorrection(b, &data, rA: rA, rB: rB, correction)
        return c.length <= linearSlop && angularError <= angularSlop
    }

    private func applyAngular(_ b: ConstraintBodies, _ data: inout SolverData, _ impulse: Double) {
        data.velocities[b.indexA].w -= b.invIA * impulse
        data.velocities[b.indexB].w += b.invIB * impulse
    }
}

/// The effective-mass matrix of a 2-D point constraint between anchors `rA` and `rB`.
func pointMatrix(_ b: ConstraintBodies, _ rA: Vec2, _ rB: Vec2) -> Mat22 {
    let mA = b.invMassA, mB = b.invMassB, iA = b.invIA, iB = b.invIB
    let k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
    return Mat22(ex: Vec2(mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB, k12),
                 ey: Vec2(k12, mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB))
}
