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

    /// Frees a contact; a reported one reports its end.
    func destroyContact(_ index: Int32) {
        let contact = contacts[Int(index)]
        if contact.isReported {
            endEvents.append(ContactEndEvent(shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB)))
        }
        contacts.unlinkEdge(index, side: 0, head: &bodies[Int(contact.bodyA)].contactHead)
        contacts.unlinkEdge(index, side: 1, head: &bodies[Int(contact.bodyB)].contactHead)
        contactPairs.remove(pairKey(contact.shapeA, contact.shapeB))
        contacts[Int(index)] = Contact()
        freeContacts.append(index)
    }

    /// The narrow phase: re-filters flagged contacts, drops those whose fat AABBs separated, and recomputes the
    /// manifolds of contacts with at least one awake non-static body. Manifolds are computed in one pass over the
    /// storage (no per-contact access checks or shape copies); what changes the contact graph or the event lists
    /// is then done in contact order, as `narrowPhaseActions` recorded it.
    func updateContacts() {
        var actions = narrowPhaseActions
        narrowPhaseActions = []
        actions.removeAll(keepingCapacity: true)
        collideContacts(0..<contacts.count, refilter: true, into: &actions)
        apply(actions)
        narrowPhaseActions = actions
    }

    /// Carries out what the narrow phase recorded, in order.
    private func apply(_ actions: [NarrowPhaseAction]) {
        for action in actions {
            switch action {
            case .destroy(let index):
                destroyContact(index)
            case .refilter(let index):
                contacts[Int(index)].needsFiltering = false
                if shouldCollide(contacts[Int(index)].shapeA, contacts[Int(index)].shapeB) {
                    var single: [NarrowPhaseAction] = []
                    collideContacts(Int(index)..<Int(index) + 1, refilter: false, into: &single)
                    apply(single)
                } else {
                    destroyContact(index)
                }
            case .began(let index):
                // A contact behind a nearer one of the same body is no landing: it begins once it is the front one.
                if isShadowedContact(index) {
                    contacts[Int(index)].isReported = false
                    contacts[Int(index)].beganThisStep = false
                } else {
                    islandScratch.beganContacts.append(index)
                }
            case .ended(let index):
                endEvents.append(ContactEndEvent(shapeA: shapeID(contacts[Int(index)].shapeA),
                                                 shapeB: shapeID(contacts[Int(index)].shapeB)))
            }
        }
    }

    /// Recomputes the manifolds of the live contacts in `range` that have an awake non-static body, carrying
    /// warm-start impulses over by feature id and waking the bodies of contacts that start or stop touching.
    /// Contacts to destroy or (with `refilter`) to re-filter are left alone and recorded, as are touch changes.
    private func collideContacts(_ range: Range<Int>, refilter: Bool, into actions: inout [NarrowPhaseAction]) {
        let tree = broadPhase.tree
        let eventDistance = settings.contactEventDistance
        contacts.withUnsafeMutableBufferPointer { contacts in
            bodies.withUnsafeMutableBufferPointer { bodies in
                shapes.withUnsafeBufferPointer { shapes in
                  hulls.withUnsafeBufferPointer { hulls in
                    for i in range where contacts[i].isAlive {
                        let index = Int32(i)
                        let bodyA = Int(contacts[i].bodyA), bodyB = Int(contacts[i].bodyB)
                        if bodies[bodyA].isStaticOrSleeping && bodies[bodyB].isStaticOrSleeping { continue }
                        if refilter && contacts[i].needsFiltering { actions.append(.refilter(index)); continue }
                        let shapeA = shapes.baseAddress! + Int(contacts[i].shapeA)
                        let shapeB = shapes.baseAddress! + Int(contacts[i].shapeB)
                        if !tree.fatAABB(shapeA.pointee.proxy).overlaps(tree.fatAABB(shapeB.pointee.proxy)) {
                            actions.append(.destroy(index))
                            continue
                        }
                        let old = contacts[i].manifold
                        let xfA = bodies[bodyA].transform, xfB = bodies[bodyB].transform
                        var manifold: Manifold
                        // Pairs of solid shapes (stacks, piles; A's kind is never below B's) go straight to their
                        // function, small polygons through their inline hulls: `collide`'s dispatch copies both
                        // geometries, retaining and releasing the polygons' vertex arrays, which cost as much as
                        // colliding two boxes.
                        let hullA = HullView(hull: hulls.baseAddress! + Int(contacts[i].shapeA))
                        let hullB = HullView(hull: hulls.baseAddress! + Int(contacts[i].shapeB))
                        if hullA.count > 0, xfA.isFinite, xfB.isFinite, hullB.count > 0 || shapeB.pointee.kindOrder == 0 {
                            if hullB.count > 0 {
                                manifold = collideHulls(hullA, xfA, hullB, xfB)
                            } else if case .circle(let circleB) = shapeB.pointee.geometry {
                                manifold = collideHullAndCircle(hullA, xfA, circleB, xfB)
                            } else {
                                manifold = collide(shapeA.pointee.geometry, xfA, shapeB.pointee.geometry, xfB)
                            }
                        } else if case .polygon(let polygonA) = shapeA.pointee.geometry, xfA.isFinite, xfB.isFinite {
                            if case .polygon(let polygonB) = shapeB.pointee.geometry {
                                manifold = collidePolygons(polygonA, xfA, polygonB, xfB)
                            } else if case .circle(let circleB) = shapeB.pointee.geometry {
                                manifold = collidePolygonAndCircle(polygonA, xfA, circleB, xfB)
                            } else {
                                manifold = collide(shapeA.pointee.geometry, xfA, shapeB.pointee.geometry, xfB)
                            }
                        } else if case .circle(let circleA) = shapeA.pointee.geometry,
                                  case .circle(let circleB) = shapeB.pointee.geometry, xfA.isFinite, xfB.isFinite {
                            manifold = collideCircles(circleA, xfA, circleB, xfB)
                        } else {
                            manifold = collide(shapeA.pointee.geometry, xfA, shapeB.pointee.geometry, xfB)
                        }
                        for n in 0..<manifold.pointCount {
                            var point = manifold[n]
                            for o in 0..<old.pointCount where old[o].id == point.id {
                                point.normalImpulse = old[o].normalImpulse
                                point.tangentImpulse = old[o].tangentImpulse
                            }
                            manifold[n] = point
                        }
                        let touching = manifold.pointCount > 0, wasTouching = contacts[i].isTouching
                        let reported = touching && (manifold.point1.separation < eventDistance
                            || manifold.point1.normalImpulse > 0
                            || (manifold.pointCount > 1 && (manifold.point2.separation < eventDistance
                                                             || manifold.point2.normalImpulse > 0)))
                        let wasReported = contacts[i].isReported
                        contacts[i].manifold = manifold
                        contacts[i].isTouching = touching
                        contacts[i].isReported = reported
                        if touching != wasTouching && !contacts[i].isSensor {
                            bodies[bodyA].wake()
                            bodies[bodyB].wake()
                        }
                        if reported && !wasReported {
                            contacts[i].beganThisStep = true
                            actions.append(.began(index))
                        } else if !reported && wasReported {
                            actions.append(.ended(index))
                        }
                    }
                  }
                }
            }
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
    func wake(_ index: Int32) { bodies[Int(index)].wake() }
}

/// Work the narrow phase leaves for the serial pass over contacts, in contact order.
enum NarrowPhaseAction {
    /// The fat AABBs separated: destroy the contact.
    case destroy(Int32)
    /// Filtering changed: re-evaluate it, then destroy or collide the contact.
    case refilter(Int32)
    /// Started touching: its begin event waits for the solver.
    case began(Int32)
    /// Stopped touching: report the end event.
    case ended(Int32)
}
