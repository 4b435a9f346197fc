/// The clock: fixed sub-steps from an accumulator, and the order of work inside one sub-step.
extension World {
    /// Adds `dt` seconds to the accumulator and runs as many whole sub-steps of `settings.timeStep` as it holds,
    /// calling `beforeSubstep` with the sub-step length before each. Forces are cleared after all sub-steps, so a
    /// force applied before the call acts in every one. Contact events cover all sub-steps. A non-finite or
    /// non-positive `dt` runs nothing. Returns the number of sub-steps run.
    @discardableResult
    public func advance(by dt: Double, beforeSubstep: ((Double) -> Void)? = nil) -> Int {
        beginEvents.removeAll(keepingCapacity: true)
        endEvents.removeAll(keepingCapacity: true)
        let h = settings.timeStep
        guard dt.isFinite, dt > 0, h.isFinite, h > 0 else { return 0 }
        accumulator += dt
        var count = 0
        while accumulator >= h {
            beforeSubstep?(h)
            performStep(h)
            accumulator -= h
            count += 1
        }
        clearForces()
        return count
    }

    /// Runs one sub-step of `h` seconds, without the accumulator and without clearing forces. The contact events
    /// then describe this sub-step alone. A non-finite or negative `h` does nothing.
    public func step(_ h: Double) {
        beginEvents.removeAll(keepingCapacity: true)
        endEvents.removeAll(keepingCapacity: true)
        guard h.isFinite, h >= 0 else { return }
        performStep(h)
    }

    /// Clears the forces and torques accumulated on every body.
    public func clearForces() {
        for i in bodies.indices {
            bodies[i].force = .zero
            bodies[i].torque = 0
        }
    }

    /// Contacts that began during the last `advance(by:)` or `step(_:)`, in the order they began.
    public var contactBeginEvents: [ContactBeginEvent] { beginEvents }
    /// Contacts that ended during the last `advance(by:)` or `step(_:)`, in the order they ended.
    public var contactEndEvents: [ContactEndEvent] { endEvents }

    /// Whether any non-static body is awake.
    public var hasAwakeBodies: Bool {
        bodies.contains { $0.isAlive && $0.type != .static && $0.isAwake }
    }

    /// The shapes whose fat AABBs overlap `box`, sorted by id.
    public func queryAABB(_ box: AABB) -> [ShapeID] {
        var found: [ShapeID] = []
        broadPhase.tree.query(box) { proxy in
            found.append(shapeID(Int32(broadPhase.tree.userData(proxy))))
            return true
        }
        return found.sorted()
    }

    /// One sub-step: narrow phase, island solve, continuous collision, broad-phase update.
    func performStep(_ h: Double) {
        updatePairs()
        updateContacts()
        if h > 0 {
            let dtRatio = previousStep > 0 ? h / previousStep : 1
            solveIslands(h, dtRatio: dtRatio)
            previousStep = h
        }
        flushBeginEvents()
        if h > 0 && settings.enableContinuous { solveContinuous() }
        synchronizeMovedProxies()
        updatePairs()
    }

    /// Moves the proxies of the bodies solved this sub-step to cover their swept AABBs. Reads the storage through
    /// its buffers and works on the broad phase taken out of the world, so the loop makes no access checks.
    private func synchronizeMovedProxies() {
        var tree = broadPhase
        broadPhase = BroadPhase()
        bodies.withUnsafeBufferPointer { bodies in
            shapes.withUnsafeBufferPointer { shapes in
                for index in islandScratch.movedBodies {
                    Self.synchronizeProxies(of: bodies.baseAddress! + Int(index), shapes, &tree)
                }
            }
        }
        broadPhase = tree
        islandScratch.movedBodies.removeAll(keepingCapacity: true)
    }

    /// Moves a body's proxies to the union of its AABBs at the start and the end of the sub-step.
    func synchronizeProxies(_ index: Int32) {
        var tree = broadPhase
        broadPhase = BroadPhase()
        bodies.withUnsafeBufferPointer { bodies in
            shapes.withUnsafeBufferPointer { shapes in
                Self.synchronizeProxies(of: bodies.baseAddress! + Int(index), shapes, &tree)
            }
        }
        broadPhase = tree
    }

    private static func synchronizeProxies(of body: UnsafePointer<Body>, _ shapes: UnsafeBufferPointer<Shape>,
                                           _ broadPhase: inout BroadPhase) {
        let q0 = body.pointee.rotation0
        let xf0 = Transform(p: body.pointee.center0 - q0.apply(body.pointee.localCenter), q: q0)
        let xf1 = body.pointee.transform
        let displacement = xf1.p - xf0.p
        var shape = body.pointee.shapeHead
        while shape != nullIndex {
            let aabb = shapes[Int(shape)].geometry.sweptAABB(xf0, xf1)
            broadPhase.moveProxy(shapes[Int(shape)].proxy, aabb, displacement: displacement)
            shape = shapes[Int(shape)].next
        }
    }
}
