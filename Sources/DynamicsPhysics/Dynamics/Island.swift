/// Reusable storage of the island solver, so a sub-step allocates nothing once the arrays have grown.
struct IslandScratch {
    var bodies: [Int32] = []
    var contacts: [Int32] = []
    var joints: [Int32] = []
    var stack: [Int32] = []
    /// Bodies solved this sub-step (any island), whose proxies must follow them.
    var movedBodies: [Int32] = []
    /// Contacts that started touching this sub-step, whose begin events wait for the solver's impulses.
    var beganContacts: [Int32] = []
    var data = SolverData()
    var contactSolver = ContactSolver()
    /// Per world body, the graph colours its contacts already use (`colourContacts`); all zero between calls.
    var colourMasks: [UInt64] = []
    /// Contacts of each colour while `colourContacts` sorts them.
    var colourBuckets: [[Int32]] = []
}

/// Islands: groups of awake bodies linked by touching contacts and joints, found by depth-first search from each
/// awake body (static bodies join but do not link), then solved and put to sleep as one unit, as in Box2D 2.x.
extension World {
    /// Builds and solves every island of awake bodies for one sub-step of length `h`.
    func solveIslands(_ h: Double, dtRatio: Double) {
        var scratch = islandScratch
        islandScratch = IslandScratch()
        scratch.movedBodies.removeAll(keepingCapacity: true)
        scratch.data.h = h
        scratch.data.inverseH = h > 0 ? 1 / h : 0
        scratch.data.dtRatio = dtRatio
        scratch.data.settings = settings
        islandStamp += 1
        let stamp = islandStamp

        for seed in bodies.indices {
            let body = bodies[seed]
            guard body.isAlive, body.isAwake, body.type != .static, body.islandStamp != stamp else { continue }
            buildIsland(from: Int32(seed), stamp: stamp, &scratch)
            solveIsland(&scratch)
            // Static bodies may belong to several islands.
            for index in scratch.bodies where bodies[Int(index)].type == .static {
                bodies[Int(index)].islandStamp = 0
            }
        }
        islandScratch = scratch
    }

    /// Collects the island of `seed` into `scratch` by depth-first search over touching contacts and joints,
    /// waking sleeping bodies it reaches. Works through the storage buffers: per-element access checks and
    /// whole-contact copies cost more than the search itself.
    private func buildIsland(from seed: Int32, stamp: Int, _ scratch: inout IslandScratch) {
        scratch.bodies.removeAll(keepingCapacity: true)
        scratch.contacts.removeAll(keepingCapacity: true)
        scratch.joints.removeAll(keepingCapacity: true)
        scratch.stack.removeAll(keepingCapacity: true)
        scratch.stack.append(seed)
        bodies.withUnsafeMutableBufferPointer { bodies in
            contacts.withUnsafeMutableBufferPointer { contacts in
                joints.withUnsafeMutableBufferPointer { joints in
                    /// Queues a body the search has not reached yet.
                    func reach(_ other: Int32) {
                        guard bodies[Int(other)].islandStamp != stamp else { return }
                        bodies[Int(other)].islandStamp = stamp
                        scratch.stack.append(other)
                    }
                    bodies[Int(seed)].islandStamp = stamp
                    while let index = scratch.stack.popLast() {
                        scratch.bodies.append(index)
                        if bodies[Int(index)].type == .static { continue }
                        if !bodies[Int(index)].isAwake { bodies[Int(index)].wake() }
                        var key = bodies[Int(index)].contactHead
                        while key != nullIndex {
                            let c = Int(key >> 1)
                            key = contacts.nextEdge(key)
                            guard contacts[c].islandStamp != stamp, contacts[c].isTouching, !contacts[c].isSensor
                            else { continue }
                            contacts[c].islandStamp = stamp
                            scratch.contacts.append(Int32(c))
                            reach(contacts[c].bodyA == index ? contacts[c].bodyB : contacts[c].bodyA)
                        }
                        key = bodies[Int(index)].jointHead
                        while key != nullIndex {
                            let j = Int(key >> 1)
                            key = joints.nextEdge(key)
                            guard joints[j].islandStamp != stamp else { continue }
                            joints[j].islandStamp = stamp
                            scratch.joints.append(Int32(j))
                            reach(joints[j].bodyA == index ? joints[j].bodyB : joints[j].bodyA)
                        }
                    }
                }
            }
        }
    }

    private func solveIsland(_ scratch: inout IslandScratch) {
        let h = scratch.data.h
        loadIsland(&scratch)
        let positionSolved: Bool
        switch settings.solver {
        case .box2d: positionSolved = solveSequentialImpulses(&scratch, h)
        case .soft: positionSolved = solveSoftSubSteps(&scratch, h)
        }
        if !scratch.data.isFinite { recoverIsland(&scratch) }
        bodies.withUnsafeMutableBufferPointer { bodies in
            for (i, index) in scratch.bodies.enumerated() where bodies[Int(index)].type != .static {
                bodies[Int(index)].center = scratch.data.positions[i].c
                bodies[Int(index)].angle = scratch.data.positions[i].a
                bodies[Int(index)].linearVelocity = scratch.data.velocities[i].v
                bodies[Int(index)].angularVelocity = scratch.data.velocities[i].w
                bodies[Int(index)].synchronizeTransform(scratch.data.rotations[i])
            }
        }
        if settings.enableSleep { updateSleep(scratch.bodies, h, positionSolved: positionSolved) }
    }

    /// Puts every body of an island whose solve produced a non-finite value back at its start-of-step pose, at rest,
    /// and clears the warm-start impulses of its joints and contacts.
    ///
    /// Ill-conditioned constraints (a rigid weld whose anchor is a million points from two slivers) can make the
    /// iterative solver diverge; the world must stay finite whatever numbers the API accepted, so the island
    /// loses one sub-step of motion instead.
    private func recoverIsland(_ scratch: inout IslandScratch) {
        for (i, index) in scratch.bodies.enumerated() {
            let body = bodies[Int(index)]
            scratch.data.positions[i] = SolverPosition(c: body.center0, a: body.angle0)
            scratch.data.velocities[i] = SolverVelocity(v: .zero, w: 0)
        }
        scratch.data.refreshRotations()
        for j in scratch.joints { joints[Int(j)].resetWarmStart() }
        for c in scratch.contacts {
            contacts[Int(c)].manifold.point1.normalImpulse = 0
            contacts[Int(c)].manifold.point1.tangentImpulse = 0
            contacts[Int(c)].manifold.point2.normalImpulse = 0
            contacts[Int(c)].manifold.point2.tangentImpulse = 0
        }
    }

    /// Copies the island's bodies into the solver arrays and records their start-of-step poses.
    private func loadIsland(_ scratch: inout IslandScratch) {
        scratch.data.positions.removeAll(keepingCapacity: true)
        scratch.data.velocities.removeAll(keepingCapacity: true)
        scratch.data.accelerations.removeAll(keepingCapacity: true)
        bodies.withUnsafeMutableBufferPointer { bodies in
            for (i, index) in scratch.bodies.enumerated() {
                let body = bodies.baseAddress! + Int(index)
                body.pointee.islandIndex = i
                body.pointee.center0 = body.pointee.center
                body.pointee.angle0 = body.pointee.angle
                // The transform's rotation is always Rot(angle: angle).
                body.pointee.rotation0 = body.pointee.transform.q
                scratch.data.positions.append(SolverPosition(c: body.pointee.center, a: body.pointee.angle))
                scratch.data.velocities.append(SolverVelocity(v: body.pointee.linearVelocity,
                                                              w: body.pointee.angularVelocity))
                scratch.data.accelerations.append(.zero)
                if body.pointee.type != .static { scratch.movedBodies.append(index) }
            }
        }
    }

    /// Semi-implicit Euler velocity update of the dynamic bodies: gravity, forces, then UIKit's damping
    /// `v ← v / (1 + h·c)`. Records each body's resulting acceleration.
    func integrateVelocities(_ scratch: inout IslandScratch, _ h: Double) {
        let gravity = gravity
        bodies.withUnsafeBufferPointer { bodies in
            for (i, index) in scratch.bodies.enumerated() where bodies[Int(index)].type == .dynamic {
                let body = bodies.baseAddress! + Int(index)
                var velocity = scratch.data.velocities[i]
                let start = velocity.v
                velocity.v += h * (body.pointee.gravityScale * gravity + body.pointee.invMass * body.pointee.force)
                velocity.w += h * body.pointee.invInertia * body.pointee.torque
                velocity.v = (1 / (1 + h * body.pointee.linearDamping)) * velocity.v
                velocity.w *= 1 / (1 + h * body.pointee.angularDamping)
                scratch.data.velocities[i] = velocity
                scratch.data.accelerations[i] = (1 / h) * (velocity.v - start)
            }
        }
    }

    /// Moves every island body by its velocity over `h`, first slowing bodies that would travel more than
    /// `maxTranslation` or turn more than `maxRotation` (Box2D's limits, scaled to the fraction of a step).
    func integratePositions(_ data: inout SolverData, _ h: Double, stepFraction: Double) {
        let maxTranslation = stepFraction * settings.maxTranslation
        let maxRotation = stepFraction * settings.maxRotation
        for i in data.positions.indices {
            var velocity = data.velocities[i]
            let translation = h * velocity.v
            if translation.lengthSquared > maxTranslation * maxTranslation {
                velocity.v = (maxTranslation / translation.length) * velocity.v
            }
            let rotation = h * velocity.w
            if rotation * rotation > maxRotation * maxRotation {
                velocity.w *= maxRotation / abs(rotation)
            }
            data.velocities[i] = velocity
            data.positions[i].c += h * velocity.v
            data.positions[i].a += h * velocity.w
        }
    }

    /// Box2D 2.x: velocity iterations with warm starting, restitution, position integration, then non-linear
    /// Gauss–Seidel position iterations. Returns whether the positions converged.
    private func solveSequentialImpulses(_ scratch: inout IslandScratch, _ h: Double) -> Bool {
        integrateVelocities(&scratch, h)
        scratch.contactSolver.prepare(scratch.contacts[...], self, &scratch.data)
        for j in scratch.joints { prepareJoint(j, &scratch.data) }
        for _ in 0..<settings.velocityIterations {
            for j in scratch.joints { joints[Int(j)].solveVelocity(&scratch.data) }
            scratch.contactSolver.solveVelocity(&scratch.data)
        }
        scratch.contactSolver.applyRestitution(&scratch.data)
        scratch.contactSolver.correctBounceVelocity(&scratch.data)
        scratch.contactSolver.storeImpulses(self, reportingPushesInto: &scratch.beganContacts)
        integratePositions(&scratch.data, h, stepFraction: 1)
        scratch.contactSolver.correctBounceTiming(&scratch.data)
        scratch.data.refreshRotations()
        for _ in 0..<settings.positionIterations {
            let contactsOkay = scratch.contactSolver.solvePosition(&scratch.data)
            let jointsOkay = solveJointPositions(scratch.joints, &scratch.data)
            // Joints move bodies without keeping the rotations current.
            if !scratch.joints.isEmpty { scratch.data.refreshRotations() }
            if jointsOkay && contactsOkay { return true }
        }
        return false
    }

    /// One non-linear Gauss–Seidel pass over the island's joints; true when all are within slop.
    func solveJointPositions(_ islandJoints: [Int32], _ data: inout SolverData) -> Bool {
        var okay = true
        for j in islandJoints {
            let solved = joints[Int(j)].solvePosition(&data)
            okay = okay && solved
        }
        return okay
    }

    /// Advances the sleep timers of an island and puts it to sleep once every body has rested `timeToSleep`.
    private func updateSleep(_ island: [Int32], _ h: Double, positionSolved: Bool) {
        let linearTolerance = settings.linearSleepTolerance, angularTolerance = settings.angularSleepTolerance
        var minSleepTime = Double.greatestFiniteMagnitude
        for index in island where bodies[Int(index)].type != .static {
            let body = bodies[Int(index)]
            if !body.allowSleep || body.angularVelocity * body.angularVelocity > angularTolerance * angularTolerance
                || body.linearVelocity.lengthSquared > linearTolerance * linearTolerance {
                bodies[Int(index)].sleepTime = 0
                minSleepTime = 0
            } else {
                bodies[Int(index)].sleepTime += h
                minSleepTime = min(minSleepTime, bodies[Int(index)].sleepTime)
            }
        }
        guard minSleepTime >= settings.timeToSleep && positionSolved else { return }
        for index in island where bodies[Int(index)].type != .static { putToSleep(index) }
    }

    func putToSleep(_ index: Int32) {
        bodies[Int(index)].isAwake = false
        bodies[Int(index)].sleepTime = 0
        bodies[Int(index)].linearVelocity = .zero
        bodies[Int(index)].angularVelocity = 0
        bodies[Int(index)].force = .zero
        bodies[Int(index)].torque = 0
    }
}
