/// The `.soft` solver profile, after Box2D v3's soft step (Catto, "Solver2D", 2024): the step is split into
/// sub-steps; in each, velocities are integrated, contacts are warm started and solved once with a soft
/// (spring-like) position bias, positions are integrated, and the contacts are relaxed once without bias. Soft
/// contacts push overlapping bodies apart at a bounded speed instead of solving positions exactly, which keeps
/// very tall stacks standing where sequential impulses with position iterations let them collapse.
extension World {
    /// Solves an island with `settings.substepCount` soft sub-steps of `h / substepCount`. Joints are prepared and
    /// solved in every sub-step, with one position pass after each position update. Returns whether the joints
    /// ended within slop.
    func solveSoftSubSteps(_ scratch: inout IslandScratch, _ h: Double) -> Bool {
        let count = max(1, settings.substepCount)
        let subStep = h / Double(count)
        let fullStep = scratch.data
        scratch.data.h = subStep
        scratch.data.inverseH = 1 / subStep
        scratch.contactSolver.prepare(scratch.contacts[...], self, &scratch.data, warmStart: false)
        let contactSoftness = Softness(hertz: settings.contactHertz, dampingRatio: settings.contactDampingRatio,
                                       h: subStep)
        let staticSoftness = Softness(hertz: 2 * settings.contactHertz, dampingRatio: settings.contactDampingRatio,
                                      h: subStep)
        var jointsSolved = true
        scratch.data.refreshRotations()
        for _ in 0..<count {
            integrateVelocities(&scratch, subStep)
            for j in scratch.joints { prepareJoint(j, &scratch.data) }
            scratch.contactSolver.warmStart(&scratch.data)
            for j in scratch.joints { joints[Int(j)].solveVelocity(&scratch.data) }
            scratch.contactSolver.solveSoft(&scratch.data, contactSoftness, staticSoftness, useBias: true)
            integratePositions(&scratch.data, subStep, stepFraction: 1 / Double(count))
            jointsSolved = solveJointPositions(scratch.joints, &scratch.data)
            scratch.data.refreshRotations()
            for j in scratch.joints { joints[Int(j)].solveVelocity(&scratch.data) }
            scratch.contactSolver.solveSoft(&scratch.data, contactSoftness, staticSoftness, useBias: false)
        }
        scratch.contactSolver.applyRestitution(&scratch.data)
        scratch.contactSolver.storeImpulses(self)
        scratch.data.h = fullStep.h
        scratch.data.inverseH = fullStep.inverseH
        return jointsSolved
    }
}

/// Coefficients of a soft constraint for one sub-step (Box2D v3 `b2Softness`): the velocity bias per unit of
/// position error, and how much of the rigid response and of the accumulated impulse to apply.
struct Softness {
    var biasRate = 0.0
    var massScale = 1.0
    var impulseScale = 0.0

    init(hertz: Double, dampingRatio: Double, h: Double) {
        guard hertz > 0 else { return }
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * dampingRatio + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        biasRate = omega / a1
        massScale = a2 * a3
        impulseScale = a3
    }
}
