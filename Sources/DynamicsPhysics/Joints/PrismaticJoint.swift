/// Lets body B slide relative to body A along an axis fixed in A, with no relative rotation (Box2D 2.4
/// prismatic): a 2×2 constraint on the perpendicular offset and the angle, optional one-sided translation limits
/// and an optional motor.
struct PrismaticJoint: JointSolver {
    let localAnchorA: Vec2
    let localAnchorB: Vec2
    let localAxisA: Vec2
    let referenceAngle: Double
    var enableLimit: Bool
    var lowerTranslation: Double
    var upperTranslation: Double
    var enableMotor: Bool
    var motorSpeed: Double
    var maxMotorForce: Double

    /// Perpendicular (x) and angular (y) impulses.
    private(set) var impulse = Vec2.zero
    private(set) var motorImpulse = 0.0
    private(set) var lowerImpulse = 0.0
    private(set) var upperImpulse = 0.0
    private var axis = Vec2.zero
    private var perpendicular = Vec2.zero
    private var a1 = 0.0, a2 = 0.0, s1 = 0.0, s2 = 0.0
    private var axialMass = 0.0
    private var system = Mat22.zero
    private var translation = 0.0

    init(_ def: PrismaticJointDef) {
        localAnchorA = def.localAnchorA
        localAnchorB = def.localAnchorB
        let unit = def.localAxisA.normalized
        localAxisA = unit == .zero ? Vec2(1, 0) : unit
        referenceAngle = def.referenceAngle
        enableLimit = def.enableLimit
        lowerTranslation = min(def.lowerTranslation, def.upperTranslation)
        upperTranslation = max(def.lowerTranslation, def.upperTranslation)
        enableMotor = def.enableMotor
        motorSpeed = def.motorSpeed
        maxMotorForce = max(0, def.maxMotorForce)
    }

    var linearImpulse: Vec2 { impulse.x * perpendicular + (motorImpulse + lowerImpulse - upperImpulse) * axis }
    var angularImpulse: Double { impulse.y }

    mutating func resetWarmStart() {
        impulse = .zero
        (motorImpulse, lowerImpulse, upperImpulse) = (0, 0, 0)
    }

    mutating func prepare(_ b: ConstraintBodies, _ data: inout SolverData) {
        let (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        let d = data.positions[b.indexB].c - data.positions[b.indexA].c + rB - rA
        let qA = Rot(angle: data.positions[b.indexA].a)
        let mA = b.invMassA, mB = b.invMassB, iA = b.invIA, iB = b.invIB
        axis = qA.apply(localAxisA)
        a1 = cross(d + rA, axis)
        a2 = cross(rB, axis)
        axialMass = mA + mB + iA * a1 * a1 + iB * a2 * a2
        axialMass = axialMass > 0 ? 1 / axialMass : 0
        perpendicular = qA.apply(localAxisA.leftPerpendicular)
        s1 = cross(d + rA, perpendicular)
        s2 = cross(rB, perpendicular)
        let k11 = mA + mB + iA * s1 * s1 + iB * s2 * s2
        let k12 = iA * s1 + iB * s2
        let k22 = iA + iB == 0 ? 1 : iA + iB
        system = Mat22(ex: Vec2(k11, k12), ey: Vec2(k12, k22))
        translation = dot(axis, d)
        if !enableLimit { lowerImpulse = 0; upperImpulse = 0 }
        if !enableMotor { motorImpulse = 0 }
        impulse = data.dtRatio * impulse
        motorImpulse *= data.dtRatio
        lowerImpulse *= data.dtRatio
        upperImpulse *= data.dtRatio
        applyAxial(b, &data, motorImpulse + lowerImpulse - upperImpulse)
        applyPerpendicular(b, &data, impulse)
    }

    mutating func solveVelocity(_ b: ConstraintBodies, _ data: inout SolverData) {
        if enableMotor {
            let old = motorImpulse, maxImpulse = data.h * maxMotorForce
            motorImpulse = min(max(motorImpulse + axialMass * (motorSpeed - axialVelocity(b, data)), -maxImpulse),
                               maxImpulse)
            applyAxial(b, &data, motorImpulse - old)
        }
        if enableLimit {
            let lowerGap = translation - lowerTranslation
            let oldLower = lowerImpulse
            lowerImpulse = max(lowerImpulse - axialMass * (axialVelocity(b, data) + max(lowerGap, 0) * data.inverseH), 0)
            applyAxial(b, &data, lowerImpulse - oldLower)

            let upperGap = upperTranslation - translation
            let oldUpper = upperImpulse
            upperImpulse = max(upperImpulse - axialMass * (-axialVelocity(b, data) + max(upperGap, 0) * data.inverseH), 0)
            applyAxial(b, &data, -(upperImpulse - oldUpper))
        }
        let vA = data.velocities[b.indexA], vB = data.velocities[b.indexB]
        let cdot = Vec2(dot(perpendicular, vB.v - vA.v) + s2 * vB.w - s1 * vA.w, vB.w - vA.w)
        let lambda = system.solve(-1.0 * cdot)
        impulse += lambda
        applyPerpendicular(b, &data, lambda)
    }

    mutating func solvePosition(_ b: ConstraintBodies, _ data: inout SolverData) -> Bool {
        let (rA, rB) = jointAnchors(b, data, localAnchorA, localAnchorB)
        let pA = data.positions[b.indexA], pB = data.positions[b.indexB]
        let d = pB.c + rB - pA.c - rA
        let qA = Rot(angle: pA.a)
        let mA = b.invMassA, mB = b.invMassB, iA = b.invIA, iB = b.invIB
        let axis = qA.apply(localAxisA), perpendicular = qA.apply(localAxisA.leftPerpendicular)
        let a1 = cross(d + rA, axis), a2 = cross(rB, axis)
        let s1 = cross(d + rA, perpendicular), s2 = cross(rB, perpendicular)
        let c1 = Vec2(dot(perpendicular, d), pB.a - pA.a - referenceAngle)
        var linearError = abs(c1.x)
        let angularError = abs(c1.y)
        var limitError = 0.0
        var limitActive = false
        if enableLimit {
            let current = dot(axis, d), maxCorrection = data.settings.maxLinearCorrection
            if abs(upperTranslation - lowerTranslation) < 2 * linearSlop {
                limitError = min(max(current - lowerTranslation, -maxCorrection), maxCorrection)
                limitActive = true
            } else if current <= lowerTranslation {
                limitError = max(min(current - lowerTranslation + linearSlop, 0), -maxCorrection)
                limitActive = true
            } else if current >= upperTranslation {
                limitError = min(max(current - upperTranslation - linearSlop, 0), maxCorrection)
                limitActive = true
            }
            linearError = max(linearError, abs(limitError))
        }
        let k11 = mA + mB + iA * s1 * s1 + iB * s2 * s2
        let k12 = iA * s1 + iB * s2
        let k22 = iA + iB == 0 ? 1 : iA + iB
        var correction: (Double, Double, Double)
        if limitActive {
            let k13 = iA * s1 * a1 + iB * s2 * a2, k23 = iA * a1 + iB * a2
            let k33 = mA + mB + iA * a1 * a1 + iB * a2 * a2
            let k = Mat33(ex: (k11, k12, k13), ey: (k12, k22, k23), ez: (k13, k23, k33))
            correction = k.solve33((-c1.x, -c1.y, -limitError))
        } else {
            let planar = Mat22(ex: Vec2(k11, k12), ey: Vec2(k12, k22)).solve(-1.0 * c1)
            correction = (planar.x, planar.y, 0)
        }
        let p = correction.0 * perpendicular + correction.2 * axis
        let lA = correction.0 * s1 + correction.1 + correction.2 * a1
        let lB = correction.0 * s2 + correction.1 + correction.2 * a2
        data.positions[b.indexA].c -= mA * p
        data.positions[b.indexA].a -= iA * lA
        data.positions[b.indexB].c += mB * p
        data.positions[b.indexB].a += iB * lB
        return linearError <= linearSlop && angularError <= angularSlop
    }

    private func axialVelocity(_ b: ConstraintBodies, _ data: SolverData) -> Double {
        let vA = data.velocities[b.indexA], vB = data.velocities[b.indexB]
        return dot(axis, vB.v - vA.v) + a2 * vB.w - a1 * vA.w
    }

    private func applyAxial(_ b: ConstraintBodies, _ data: inout SolverData, _ lambda: Double) {
        let p = lambda * axis
        data.velocities[b.indexA].v -= b.invMassA * p
        data.velocities[b.indexA].w -= b.invIA * lambda * a1
        data.velocities[b.indexB].v += b.invMassB * p
        data.velocities[b.indexB].w += b.invIB * lambda * a2
    }

    private func applyPerpendicular(_ b: ConstraintBodies, _ data: inout SolverData, _ lambda: Vec2) {
        let p = lambda.x * perpendicular
        data.velocities[b.indexA].v -= b.invMassA * p
        data.velocities[b.indexA].w -= b.invIA * (lambda.x * s1 + lambda.y)
        data.velocities[b.indexB].v += b.invMassB * p
        data.velocities[b.indexB].w += b.invIB * (lambda.x * s2 + lambda.y)
    }
}
