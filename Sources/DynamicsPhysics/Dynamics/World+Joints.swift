/// Joint creation, destruction and control. Stale ids are ignored by setters and read as zero values.
extension World {
    /// Adds a joint between two live, distinct bodies and wakes them. Returns an invalid id (for which `isValid`
    /// is false) when the bodies are not live or are the same body, or a parameter is not finite.
    @discardableResult
    public func createJoint(_ def: JointDef) -> JointID {
        let invalid = JointID(index: nullIndex, generation: 0)
        let a = def.bodyA, b = def.bodyB
        guard isValid(a), isValid(b), a != b, let kind = makeJointKind(def) else { return invalid }
        var (index, joint) = joints.claimSlot(reusing: &freeJoints)
        joint.bodyA = a.index
        joint.bodyB = b.index
        joint.collideConnected = def.collideConnected
        joint.kind = kind
        joints[Int(index)] = joint
        joints.linkEdge(index, side: 0, head: &bodies[Int(a.index)].jointHead)
        joints.linkEdge(index, side: 1, head: &bodies[Int(b.index)].jointHead)
        if !def.collideConnected { flagContacts(between: a.index, b.index) }
        wake(a.index)
        wake(b.index)
        return jointID(index)
    }

    private func makeJointKind(_ def: JointDef) -> JointKind? {
        switch def {
        case .distance(let d):
            guard allFinite(d.localAnchorA, d.localAnchorB, d.length, d.frequencyHz, d.dampingRatio) else { return nil }
            return .distance(DistanceJoint(localAnchorA: d.localAnchorA, localAnchorB: d.localAnchorB,
                                           length: max(d.length, linearSlop), frequencyHz: max(0, d.frequencyHz),
                                           dampingRatio: max(0, d.dampingRatio)))
        case .rope(let d):
            guard allFinite(d.localAnchorA, d.localAnchorB, d.maxLength) else { return nil }
            return .rope(RopeJoint(localAnchorA: d.localAnchorA, localAnchorB: d.localAnchorB,
                                   maxLength: max(d.maxLength, linearSlop)))
        case .revolute(let d):
            guard allFinite(d.localAnchorA, d.localAnchorB, d.referenceAngle, d.motorSpeed, d.maxMotorTorque),
                  !d.lowerAngle.isNaN, !d.upperAngle.isNaN else { return nil }
            return .revolute(RevoluteJoint(d))
        case .prismatic(let d):
            guard allFinite(d.localAnchorA, d.localAnchorB, d.referenceAngle, d.motorSpeed, d.maxMotorForce),
                  d.localAxisA.isFinite, !d.lowerTranslation.isNaN, !d.upperTranslation.isNaN else { return nil }
            return .prismatic(PrismaticJoint(d))
        case .weld(let d):
            guard allFinite(d.localAnchorA, d.localAnchorB, d.referenceAngle, d.frequencyHz, d.dampingRatio)
            else { return nil }
            return .weld(WeldJoint(d))
        }
    }

    /// Removes a joint and wakes its bodies; bodies it kept from colliding may collide again.
    public func destroyJoint(_ id: JointID) {
        guard live(id) else { return }
        destroyJointStorage(id.index)
    }

    func destroyJointStorage(_ index: Int32) {
        let joint = joints[Int(index)]
        joints.unlinkEdge(index, side: 0, head: &bodies[Int(joint.bodyA)].jointHead)
        joints.unlinkEdge(index, side: 1, head: &bodies[Int(joint.bodyB)].jointHead)
        wake(joint.bodyA)
        wake(joint.bodyB)
        if !joint.collideConnected { refilterProxies(ofBody: joint.bodyA) }
        joints.releaseSlot(index, to: &freeJoints)
    }

    private func flagContacts(between a: Int32, _ b: Int32) {
        var key = bodies[Int(b)].contactHead
        while key != nullIndex {
            let c = Int(key >> 1)
            if contacts[c].bodyA == a || contacts[c].bodyB == a { contacts[c].needsFiltering = true }
            key = contacts.nextEdge(key)
        }
    }

    /// Fetches the bodies' island indices and mass properties, then prepares and warm-starts the joint.
    func prepareJoint(_ index: Int32, _ data: inout SolverData) {
        let a = bodies[Int(joints[Int(index)].bodyA)], b = bodies[Int(joints[Int(index)].bodyB)]
        joints[Int(index)].bodies = ConstraintBodies(indexA: a.islandIndex, indexB: b.islandIndex,
                                                     localCenterA: a.localCenter, localCenterB: b.localCenter,
                                                     invMassA: a.invMass, invMassB: b.invMass,
                                                     invIA: a.invInertia, invIB: b.invInertia)
        joints[Int(index)].prepare(&data)
    }

    // MARK: - Access

    /// The two bodies of a joint.
    public func bodies(of id: JointID) -> (BodyID, BodyID)? {
        guard live(id) else { return nil }
        return (bodyID(joints[Int(id.index)].bodyA), bodyID(joints[Int(id.index)].bodyB))
    }

    /// The joint's anchors in world coordinates (for debug drawing).
    public func anchors(of id: JointID) -> (Vec2, Vec2)? {
        guard live(id) else { return nil }
        let joint = joints[Int(id.index)], solver = joint.solver
        return (bodies[Int(joint.bodyA)].transform.apply(solver.localAnchorA),
                bodies[Int(joint.bodyB)].transform.apply(solver.localAnchorB))
    }

    /// Force (N) the joint applied to body B during the last sub-step.
    public func reactionForce(of id: JointID) -> Vec2 {
        guard live(id), previousStep > 0 else { return .zero }
        return (1 / previousStep) * joints[Int(id.index)].solver.linearImpulse
    }

    /// Torque (N·m) the joint applied to body B during the last sub-step.
    public func reactionTorque(of id: JointID) -> Double {
        guard live(id), previousStep > 0 else { return 0 }
        return joints[Int(id.index)].solver.angularImpulse / previousStep
    }

    /// Rest length of a distance joint, or maximum length of a rope.
    public func length(of id: JointID) -> Double {
        guard live(id) else { return 0 }
        switch joints[Int(id.index)].kind {
        case .distance(let j): return j.length
        case .rope(let j): return j.maxLength
        default: return 0
        }
    }

    /// Sets the rest length of a distance joint.
    public func setLength(_ id: JointID, _ length: Double) {
        updateJoint(id, length.isFinite) { kind in
            if case .distance(var j) = kind { j.length = max(length, linearSlop); kind = .distance(j) }
        }
    }

    /// Sets the spring frequency (Hz) of a distance or weld joint; 0 makes it rigid.
    public func setFrequency(_ id: JointID, _ hertz: Double) {
        updateJoint(id, hertz.isFinite) { kind in
            switch kind {
            case .distance(var j): j.frequencyHz = max(0, hertz); kind = .distance(j)
            case .weld(var j): j.frequencyHz = max(0, hertz); kind = .weld(j)
            default: break
            }
        }
    }

    /// Sets the damping ratio of a distance or weld joint's spring (1 = critical).
    public func setDamping(_ id: JointID, _ ratio: Double) {
        updateJoint(id, ratio.isFinite) { kind in
            switch kind {
            case .distance(var j): j.dampingRatio = max(0, ratio); kind = .distance(j)
            case .weld(var j): j.dampingRatio = max(0, ratio); kind = .weld(j)
            default: break
            }
        }
    }

    /// Sets the maximum length of a rope.
    public func setMaxLength(_ id: JointID, _ length: Double) {
        updateJoint(id, length.isFinite) { kind in
            if case .rope(var j) = kind { j.maxLength = max(length, linearSlop); kind = .rope(j) }
        }
    }

    /// Sets the maximum motor torque of a revolute joint (its friction torque when the motor speed is 0).
    public func setMaxMotorTorque(_ id: JointID, _ torque: Double) {
        updateJoint(id, torque.isFinite) { kind in
            if case .revolute(var j) = kind { j.maxMotorTorque = max(0, torque); kind = .revolute(j) }
        }
    }

    private func updateJoint(_ id: JointID, _ valid: Bool, _ change: (inout JointKind) -> Void) {
        guard valid, isValid(id) else { return }
        change(&joints[Int(id.index)].kind)
        wake(joints[Int(id.index)].bodyA)
        wake(joints[Int(id.index)].bodyB)
    }
}

private func allFinite(_ a: Vec2, _ b: Vec2, _ values: Double...) -> Bool {
    a.isFinite && b.isFinite && values.allSatisfy(\.isFinite)
}
