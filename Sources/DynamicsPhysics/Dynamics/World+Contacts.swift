/// Contact management: creation from broad-phase pairs, the narrow phase with warm-start matching, destruction
/// and begin/end events.
extension World {
    /// Creates contacts for new overlapping pairs, in ascending pair order so creation is deterministic.
    func updatePairs() {
        guard broadPhase.hasMovedProxies else { return }
        for key in broadPhase.findNewPairs() where !contactPairs.contains(key) {
            let a = Int32(truncatingIfNeeded: key >> 32), b = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
            if shouldCollide(a, b) { createContact(a, b) }
        }
    }

    /// Whether shapes `a` and `b` may have a contact: different bodies, at least one of them dynamic, filters
    /// accept, and no joint between the bodies forbids it.
    func shouldCollide(_ a: Int32, _ b: Int32) -> Bool {
        let shapeA = shapes[Int(a)], shapeB = shapes[Int(b)]
        let bodyA = shapeA.body, bodyB = shapeB.body
        guard bodyA != bodyB else { return false }
        guard bodies[Int(bodyA)].type == .dynamic || bodies[Int(bodyB)].type == .dynamic else { return false }
        guard shapeA.filter.shouldCollide(with: shapeB.filter) else { return false }
        return !jointForbidsCollision(bodyA, bodyB)
    }

    func jointForbidsCollision(_ bodyA: Int32, _ bodyB: Int32) -> Bool {
        var key = bodies[Int(bodyB)].jointHead
        while key != nullIndex {
            let joint = joints[Int(key >> 1)]
            let other = key & 1 == 0 ? joint.bodyB : joint.bodyA
            if other == bodyA && !joint.collideConnected { return true }
            key = joints.nextEdge(key)
        }
        return false
    }

    private func createContact(_ first: Int32, _ second: Int32) {
        let swap = shapes[Int(second)].kindOrder > shapes[Int(first)].kindOrder
        let a = swap ? second : first, b = swap ? first : second
        let index: Int32
        if let reused = freeContacts.popLast() { index = reused } else {
            index = Int32(contacts.count)
            contacts.append(Contact())
        }
        var contact = Contact()
        contact.isAlive = true
        contact.shapeA = a
        contact.shapeB = b
        contact.bodyA = shapes[Int(a)].body
        contact.bodyB = shapes[Int(b)].body
        contact.friction = (shapes[Int(a)].friction * shapes[Int(b)].friction).squareRoot()
        contact.restitution = max(shapes[Int(a)].restitution, shapes[Int(b)].restitution)
        contact.isSensor = shapes[Int(a)].isSensor || shapes[Int(b)].isSensor
        if case .circle(let circle) = shapes[Int(a)].geometry { contact.circleCenterA = circle.center }
        if case .circle(let circle) = shapes[Int(b)].geometry { contact.circleCenterB = circle.center }
        contacts[Int(index)] = contact
        contacts.linkEdge(index, side: 0, head: &bodies[Int(contact.bodyA)].contactHead)
        contacts.linkEdge(index, side: 1, head: &bodies[Int(contact.bodyB)].contactHead)
        contactPairs.insert(pairKey(a, b))
    }

    /// Frees a contact; a touching one reports an end event.
    func destroyContact(_ index: Int32) {
        let contact = contacts[Int(index)]
        if contact.isTouching {
            endEvents.append(ContactEndEvent(shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB)))
        }
        contacts.unlinkEdge(index, side: 0, head: &bodies[Int(contact.bodyA)].contactHead)
        contacts.unlinkEdge(index, side: 1, head: &bodies[Int(contact.bodyB)].contactHead)
        contactPairs.remove(pairKey(contact.shapeA, contact.shapeB))
        contacts[Int(index)] = Contact()
        freeContacts.append(index)
    }

    /// The narrow phase: re-filters flagged contacts, drops those whose fat AABBs separated, and recomputes the
    /// manifolds of contacts with at least one awake non-static body.
    func updateContacts() {
        for i in contacts.indices where contacts[i].isAlive {
            let index = Int32(i)
            let bodyA = contacts[i].bodyA, bodyB = contacts[i].bodyB
            if bodies[Int(bodyA)].isStaticOrSleeping && bodies[Int(bodyB)].isStaticOrSleeping { continue }
            if contacts[i].needsFiltering {
                contacts[i].needsFiltering = false
                if !shouldCollide(contacts[i].shapeA, contacts[i].shapeB) { destroyContact(index); continue }
            }
            let proxyA = shapes[Int(contacts[i].shapeA)].proxy, proxyB = shapes[Int(contacts[i].shapeB)].proxy
            if !broadPhase.fatAABB(proxyA).overlaps(broadPhase.fatAABB(proxyB)) { destroyContact(index); continue }
            updateManifold(index)
        }
    }

    private func updateManifold(_ index: Int32) {
        let old = contacts[Int(index)]
        let bodyA = old.bodyA, bodyB = old.bodyB
        var manifold = collide(shapes[Int(old.shapeA)].geometry, bodies[Int(bodyA)].transform,
                               shapes[Int(old.shapeB)].geometry, bodies[Int(bodyB)].transform)
        for n in 0..<manifold.pointCount {
            var point = manifold[n]
            for o in 0..<old.manifold.pointCount where old.manifold[o].id == point.id {
                point.normalImpulse = old.manifold[o].normalImpulse
                point.tangentImpulse = old.manifold[o].tangentImpulse
            }
            manifold[n] = point
        }
        let touching = manifold.pointCount > 0
        contacts[Int(index)].manifold = manifold
        contacts[Int(index)].isTouching = touching
        if touching != old.isTouching && !old.isSensor {
            wake(bodyA)
            wake(bodyB)
        }
        if touching && !old.isTouching {
            contacts[Int(index)].beganThisStep = true
            islandScratch.beganContacts.append(index)
        } else if !touching && old.isTouching {
            endEvents.append(ContactEndEvent(shapeA: shapeID(old.shapeA), shapeB: shapeID(old.shapeB)))
        }
    }

    /// Writes the begin events of contacts that began in this sub-step, now that the solver has set impulses.
    func flushBeginEvents() {
        for index in islandScratch.beganContacts where contacts[Int(index)].isAlive && contacts[Int(index)].beganThisStep {
            contacts[Int(index)].beganThisStep = false
            let contact = contacts[Int(index)]
            let manifold = contact.manifold
            var strongest = manifold.point1
            if manifold.pointCount > 1 && manifold.point2.maxNormalImpulse > strongest.maxNormalImpulse {
                strongest = manifold.point2
            }
            beginEvents.append(ContactBeginEvent(shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB),
                                                 point: strongest.point, normal: manifold.normal))
        }
        islandScratch.beganContacts.removeAll(keepingCapacity: true)
    }

    /// Wakes a non-static body; its island wakes with it at the next solve.
    func wake(_ index: Int32) {
        guard bodies[Int(index)].type != .static else { return }
        bodies[Int(index)].isAwake = true
        bodies[Int(index)].sleepTime = 0
    }
}
