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
        colourContacts(&scratch)
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
        scratch.contactSolver.storeImpulses(self, reportingPushesInto: &scratch.beganContacts)
        scratch.data.h = fullStep.h
        scratch.data.inverseH = fullStep.inverseH
        return jointsSolved
    }
}

extension World {
    /// Orders the island's contacts by colour of the constraint graph, as Box2D v3 does: greedily, each contact takes
    /// the lowest of 63 colours that no other contact of its dynamic bodies has (static and kinematic bodies do not
    /// count: contacts cannot change their velocity), and the 64th colour takes the rest. Within a colour no two
    /// constraints share a body, so each sub-step's passes over them carry no dependency from one constraint to the
    /// next and the processor overlaps their arithmetic.
    func colourContacts(_ scratch: inout IslandScratch) {
        let colourCount = 64
        if scratch.colourMasks.count < bodies.count {
            scratch.colourMasks.append(contentsOf: repeatElement(0, count: bodies.count - scratch.colourMasks.count))
        }
        if scratch.colourBuckets.count < colourCount {
            scratch.colourBuckets = Array(repeating: [], count: colourCount)
        }
        for colour in 0..<colourCount { scratch.colourBuckets[colour].removeAll(keepingCapacity: true) }
        for index in scratch.contacts {
            let a = Int(contacts[Int(index)].bodyA), b = Int(contacts[Int(index)].bodyB)
            let movesA = bodies[a].invMass != 0, movesB = bodies[b].invMass != 0
            let used = (movesA ? scratch.colourMasks[a] : 0) | (movesB ? scratch.colourMasks[b] : 0)
            let colour = min((~used).trailingZeroBitCount, colourCount - 1)
            if colour < colourCount - 1 {
                if movesA { scratch.colourMasks[a] |= 1 << UInt64(colour) }
                if movesB { scratch.colourMasks[b] |= 1 << UInt64(colour) }
            }
            scratch.colourBuckets[colour].append(index)
        }
        scratch.contacts.removeAll(keepingCapacity: true)
        for colour in 0..<colourCount {
            for index in scratch.colourBuckets[colour] {
                scratch.contacts.append(index)
                scratch.colourMasks[Int(contacts[Int(index)].bodyA)] = 0
                scratch.colourMasks[Int(contacts[Int(index)].bodyB)] = 0
            }
        }
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
