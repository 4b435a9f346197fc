/// Body state access and control. Stale ids read as zero values and are ignored by setters.
extension World {
    private func body(_ id: BodyID) -> Body? { live(id) ? bodies[Int(id.index)] : nil }

    /// The body's type.
    public func type(of id: BodyID) -> BodyType { body(id)?.type ?? .static }
    /// World position of the body origin.
    public func position(of id: BodyID) -> Vec2 { body(id)?.transform.p ?? .zero }
    /// World position of the centre of mass.
    public func worldCenter(of id: BodyID) -> Vec2 { body(id)?.center ?? .zero }
    /// Centre of mass in the body frame.
    public func localCenter(of id: BodyID) -> Vec2 { body(id)?.localCenter ?? .zero }
    /// Angle in radians (not wrapped).
    public func angle(of id: BodyID) -> Double { body(id)?.angle ?? 0 }
    /// Pose of the body origin.
    public func transform(of id: BodyID) -> Transform { body(id)?.transform ?? .identity }
    /// Velocity of the centre of mass.
    public func linearVelocity(of id: BodyID) -> Vec2 { body(id)?.linearVelocity ?? .zero }
    /// Angular velocity (rad/s).
    public func angularVelocity(of id: BodyID) -> Double { body(id)?.angularVelocity ?? 0 }
    /// Velocity of the body's material point currently at `worldPoint`.
    public func linearVelocity(of id: BodyID, atWorldPoint worldPoint: Vec2) -> Vec2 {
        guard let b = body(id) else { return .zero }
        return b.linearVelocity + cross(b.angularVelocity, worldPoint - b.center)
    }
    /// Mass in kg (0 for static and kinematic bodies).
    public func mass(of id: BodyID) -> Double { body(id)?.mass ?? 0 }
    /// Rotational inertia about the centre of mass (kg·m²; 0 with fixed rotation).
    public func rotationalInertia(of id: BodyID) -> Double { body(id)?.inertia ?? 0 }
    /// Whether the body is simulated this step (static bodies are never awake).
    public func isAwake(_ id: BodyID) -> Bool { body(id)?.isAwake ?? false }
    /// Whether the body uses continuous collision against dynamic bodies too.
    public func isBullet(_ id: BodyID) -> Bool { body(id)?.isBullet ?? false }
    /// The value attached at creation.
    public func userData(of id: BodyID) -> Int { body(id)?.userData ?? 0 }
    /// Accumulated force, cleared by `clearForces()`.
    public func force(of id: BodyID) -> Vec2 { body(id)?.force ?? .zero }
    /// The body's shapes, most recently created first.
    public func shapes(of id: BodyID) -> [ShapeID] {
        guard let b = body(id) else { return [] }
        var result: [ShapeID] = []
        var shape = b.shapeHead
        while shape != nullIndex { result.append(shapeID(shape)); shape = shapes[Int(shape)].next }
        return result
    }
    /// Every live body, by id.
    public var bodyIDs: [BodyID] { bodies.indices.filter { bodies[$0].isAlive }.map { bodyID(Int32($0)) } }

    /// Moves the body origin to `position` with `angle`, keeping velocities, and wakes it, the bodies it touches
    /// and those jointed to it (moving a static anchor sets its attached bodies in motion again).
    public func setTransform(_ id: BodyID, position: Vec2, angle: Double) {
        guard live(id), Self.checked(position.isFinite && angle.isFinite, "non-finite position or angle") else { return }
        let index = id.index
        var b = bodies[Int(index)]
        b.transform = Transform(p: position, q: Rot(angle: angle))
        b.center = b.transform.apply(b.localCenter)
        b.center0 = b.center
        b.angle = angle
        b.angle0 = angle
        b.rotation0 = b.transform.q
        bodies[Int(index)] = b
        synchronizeProxies(index)
        wake(index)
        wakeJointPartners(index)
        var key = bodies[Int(index)].contactHead
        while key != nullIndex {
            wake(contacts[Int(key >> 1)].bodyA)
            wake(contacts[Int(key >> 1)].bodyB)
            key = contacts.nextEdge(key)
        }
    }

    /// Sets the velocity of the centre of mass (ignored for static bodies); a non-zero velocity wakes the body.
    public func setLinearVelocity(_ id: BodyID, _ velocity: Vec2) {
        guard live(id), Self.checked(velocity.isFinite, "non-finite velocity"), bodies[Int(id.index)].type != .static else { return }
        if velocity.lengthSquared > 0 { wake(id.index) }
        bodies[Int(id.index)].linearVelocity = velocity
    }

    /// Sets the angular velocity (ignored for static bodies); a non-zero value wakes the body.
    public func setAngularVelocity(_ id: BodyID, _ omega: Double) {
        guard live(id), Self.checked(omega.isFinite, "non-finite omega"), bodies[Int(id.index)].type != .static else { return }
        if omega != 0 { wake(id.index) }
        bodies[Int(id.index)].angularVelocity = omega
    }

    /// Accumulates a force (N) applied at a world point until `clearForces()`. A sleeping body only receives it
    /// when `wake` is true (which wakes it).
    public func applyForce(_ id: BodyID, _ force: Vec2, at point: Vec2, wake shouldWake: Bool = true) {
        guard acceptsLoad(id, force, point, shouldWake) else { return }
        bodies[Int(id.index)].force += force
        bodies[Int(id.index)].torque += cross(point - bodies[Int(id.index)].center, force)
    }

    /// Accumulates a force at the centre of mass.
    public func applyForceToCenter(_ id: BodyID, _ force: Vec2, wake shouldWake: Bool = true) {
        guard acceptsLoad(id, force, .zero, shouldWake) else { return }
        bodies[Int(id.index)].force += force
    }

    /// Changes the velocity at once by an impulse (N·s) applied at a world point.
    public func applyLinearImpulse(_ id: BodyID, _ impulse: Vec2, at point: Vec2, wake shouldWake: Bool = true) {
        guard acceptsLoad(id, impulse, point, shouldWake) else { return }
        let b = bodies[Int(id.index)]
        bodies[Int(id.index)].linearVelocity += b.invMass * impulse
        bodies[Int(id.index)].angularVelocity += b.invInertia * cross(point - b.center, impulse)
    }

    /// Changes the velocity of the centre of mass at once by an impulse.
    public func applyLinearImpulseToCenter(_ id: BodyID, _ impulse: Vec2, wake shouldWake: Bool = true) {
        guard acceptsLoad(id, impulse, .zero, shouldWake) else { return }
        bodies[Int(id.index)].linearVelocity += bodies[Int(id.index)].invMass * impulse
    }

    /// Whether a force or impulse may be applied: a live dynamic body, finite values, awake or woken now.
    private func acceptsLoad(_ id: BodyID, _ load: Vec2, _ point: Vec2, _ shouldWake: Bool) -> Bool {
        guard live(id), Self.checked(load.isFinite && point.isFinite, "non-finite load or point"), bodies[Int(id.index)].type == .dynamic else { return false }
        if shouldWake { wake(id.index) }
        return bodies[Int(id.index)].isAwake
    }

    /// Changes the body type. Contacts are rebuilt, mass is recomputed, and a static body loses its velocity.
    public func setType(_ id: BodyID, _ type: BodyType) {
        guard live(id), bodies[Int(id.index)].type != type else { return }
        let index = id.index
        bodies[Int(index)].type = type
        if type == .static {
            bodies[Int(index)].linearVelocity = .zero
            bodies[Int(index)].angularVelocity = 0
            bodies[Int(index)].isAwake = false
        }
        bodies[Int(index)].force = .zero
        bodies[Int(index)].torque = 0
        updateMass(index)
        destroyContacts(ofBody: index)
        refilterProxies(ofBody: index)
        wake(index)
        wakeJointPartners(index)
    }

    /// Keeps the body from rotating under contacts and joints; an existing spin continues, as in UIKit.
    public func setFixedRotation(_ id: BodyID, _ fixed: Bool) {
        guard live(id), bodies[Int(id.index)].fixedRotation != fixed else { return }
        bodies[Int(id.index)].fixedRotation = fixed
        updateMass(id.index)
        wake(id.index)
    }

    /// Sets the multiplier of world gravity.
    public func setGravityScale(_ id: BodyID, _ scale: Double) {
        guard live(id), Self.checked(scale.isFinite, "non-finite scale") else { return }
        bodies[Int(id.index)].gravityScale = scale
        wake(id.index)
    }

    /// Sets linear damping (1/s, `v ← v / (1 + h·c)`).
    public func setLinearDamping(_ id: BodyID, _ damping: Double) {
        guard live(id), Self.checked(damping.isFinite, "non-finite damping") else { return }
        bodies[Int(id.index)].linearDamping = max(0, damping)
    }

    /// Sets angular damping (1/s).
    public func setAngularDamping(_ id: BodyID, _ damping: Double) {
        guard live(id), Self.checked(damping.isFinite, "non-finite damping") else { return }
        bodies[Int(id.index)].angularDamping = max(0, damping)
    }

    /// Makes the body use continuous collision against dynamic bodies as well.
    public func setBullet(_ id: BodyID, _ isBullet: Bool) {
        guard live(id) else { return }
        bodies[Int(id.index)].isBullet = isBullet
    }

    /// Wakes the body, or puts it to sleep (zeroing its velocity and forces).
    public func setAwake(_ id: BodyID, _ awake: Bool) {
        guard live(id), bodies[Int(id.index)].type != .static else { return }
        if awake { wake(id.index) } else { putToSleep(id.index) }
    }

    /// Allows or forbids sleeping; forbidding wakes the body.
    public func setSleepingAllowed(_ id: BodyID, _ allowed: Bool) {
        guard live(id) else { return }
        bodies[Int(id.index)].allowSleep = allowed
        if !allowed { wake(id.index) }
    }

    /// Replaces the value attached to the body.
    public func setUserData(_ id: BodyID, _ value: Int) {
        guard live(id) else { return }
        bodies[Int(id.index)].userData = value
    }

    func destroyContacts(ofBody index: Int32) {
        while bodies[Int(index)].contactHead != nullIndex { destroyContact(bodies[Int(index)].contactHead >> 1) }
    }

    /// Queues the body's proxies for the next pair search (after its type or filters changed).
    func refilterProxies(ofBody index: Int32) {
        var shape = bodies[Int(index)].shapeHead
        while shape != nullIndex {
            broadPhase.touchProxy(shapes[Int(shape)].proxy)
            shape = shapes[Int(shape)].next
        }
    }

    private func wakeJointPartners(_ index: Int32) {
        var key = bodies[Int(index)].jointHead
        while key != nullIndex {
            wake(joints[Int(key >> 1)].bodyA)
            wake(joints[Int(key >> 1)].bodyB)
            key = joints.nextEdge(key)
        }
    }
}
