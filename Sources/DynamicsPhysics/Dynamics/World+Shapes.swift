/// Shape access and control. Stale ids read as zero values and are ignored by setters.
extension World {
    private func shape(_ id: ShapeID) -> Shape? { live(id) ? shapes[Int(id.index)] : nil }

    /// The body the shape is attached to.
    public func body(of id: ShapeID) -> BodyID? { shape(id).map { bodyID($0.body) } }
    /// The shape's geometry in its body's frame.
    public func geometry(of id: ShapeID) -> ShapeGeometry? { shape(id)?.geometry }
    /// Friction coefficient.
    public func friction(of id: ShapeID) -> Double { shape(id)?.friction ?? 0 }
    /// Restitution.
    public func restitution(of id: ShapeID) -> Double { shape(id)?.restitution ?? 0 }
    /// Density (kg/m²).
    public func density(of id: ShapeID) -> Double { shape(id)?.density ?? 0 }
    /// Collision filter.
    public func filter(of id: ShapeID) -> Filter { shape(id)?.filter ?? Filter() }
    /// Whether the shape is a sensor.
    public func isSensor(_ id: ShapeID) -> Bool { shape(id)?.isSensor ?? false }
    /// The value attached at creation.
    public func userData(of id: ShapeID) -> Int { shape(id)?.userData ?? 0 }
    /// The enlarged AABB the broad phase stores (grown by `aabbMargin`).
    public func fatAABB(of id: ShapeID) -> AABB? { shape(id).map { broadPhase.fatAABB($0.proxy) } }

    /// Sets friction; existing contacts re-mix at once.
    public func setFriction(_ id: ShapeID, _ friction: Double) {
        guard live(id), Self.checked(friction.isFinite, "non-finite friction") else { return }
        shapes[Int(id.index)].friction = max(0, friction)
        remixMaterials(id.index)
    }

    /// Sets restitution; existing contacts re-mix at once.
    public func setRestitution(_ id: ShapeID, _ restitution: Double) {
        guard live(id), Self.checked(restitution.isFinite, "non-finite restitution") else { return }
        shapes[Int(id.index)].restitution = max(0, restitution)
        remixMaterials(id.index)
    }

    /// Sets density and recomputes the body's mass.
    public func setDensity(_ id: ShapeID, _ density: Double) {
        guard live(id), Self.checked(density.isFinite, "non-finite density") else { return }
        shapes[Int(id.index)].density = max(0, density)
        updateMass(shapes[Int(id.index)].body)
        wake(shapes[Int(id.index)].body)
    }

    /// Sets the collision filter; contacts are re-filtered before the next narrow phase.
    public func setFilter(_ id: ShapeID, _ filter: Filter) {
        guard live(id) else { return }
        let index = id.index, body = shapes[Int(index)].body
        shapes[Int(index)].filter = filter
        var key = bodies[Int(body)].contactHead
        while key != nullIndex {
            let c = Int(key >> 1)
            if contacts[c].shapeA == index || contacts[c].shapeB == index { contacts[c].needsFiltering = true }
            key = contacts.nextEdge(key)
        }
        broadPhase.touchProxy(shapes[Int(index)].proxy)
        wake(body)
    }

    /// Replaces the value attached to the shape.
    public func setUserData(_ id: ShapeID, _ value: Int) {
        guard live(id) else { return }
        shapes[Int(id.index)].userData = value
    }

    private func remixMaterials(_ index: Int32) {
        var key = bodies[Int(shapes[Int(index)].body)].contactHead
        while key != nullIndex {
            let c = Int(key >> 1)
            let a = Int(contacts[c].shapeA), b = Int(contacts[c].shapeB)
            if a == Int(index) || b == Int(index) {
                contacts[c].friction = (shapes[a].friction * shapes[b].friction).squareRoot()
                contacts[c].restitution = max(shapes[a].restitution, shapes[b].restitution)
            }
            key = contacts.nextEdge(key)
        }
    }
}
