/// A Box2D 2.x-class rigid-body world in SI units.
///
/// Bodies, shapes, contacts and joints live in contiguous arrays of plain structs addressed by generation-checked
/// ids. `advance(by:)` runs whole fixed sub-steps of `settings.timeStep` from an accumulator, as PhysicsKit does
/// for UIKit Dynamics; `step(_:)` runs one sub-step of any length.
///
/// Ids that no longer name a live element are tolerated: setters and destroy calls ignore them, getters return
/// zero values (see `isValid`).
public final class World {
    /// Acceleration of gravity (m/s²), scaled per body by its gravity scale.
    public var gravity: Vec2
    /// Solver and sleep tuning.
    public var settings: WorldSettings

    var bodies: [Body] = []
    var freeBodies: [Int32] = []
    var shapes: [Shape] = []
    /// Each shape's geometry as an inline hull (`InlineHull.none` unless a small polygon), by shape index.
    var hulls: [InlineHull] = []
    var freeShapes: [Int32] = []
    var contacts: [Contact] = []
    var freeContacts: [Int32] = []
    var joints: [Joint] = []
    var freeJoints: [Int32] = []
    /// Pair keys of existing contacts: membership tests only, never iterated.
    var contactPairs = Set<UInt64>()
    var broadPhase = BroadPhase()

    var accumulator = 0.0
    /// Length of the last solved sub-step, for scaling warm-start impulses when the step changes.
    var previousStep = 0.0
    var beginEvents: [ContactBeginEvent] = []
    var endEvents: [ContactEndEvent] = []
    /// Scratch storage of the island solver, kept between sub-steps so solving does not allocate.
    var islandScratch = IslandScratch()
    var islandStamp = 0
    /// Scratch list of the narrow phase, kept so it does not allocate per sub-step.
    var narrowPhaseActions: [NarrowPhaseAction] = []

    /// Creates an empty world. Gravity defaults to 10 m/s² along +y (UIKit's "down" with y-down axes).
    public init(gravity: Vec2 = Vec2(0, 10), settings: WorldSettings = .init()) {
        self.gravity = gravity
        self.settings = settings
    }

    // MARK: - Validity

    /// Whether `id` names a live body.
    public func isValid(_ id: BodyID) -> Bool {
        id.index >= 0 && Int(id.index) < bodies.count && bodies[Int(id.index)].isAlive
            && bodies[Int(id.index)].generation == id.generation
    }
    /// Whether `id` names a live shape.
    public func isValid(_ id: ShapeID) -> Bool {
        id.index >= 0 && Int(id.index) < shapes.count && shapes[Int(id.index)].isAlive
            && shapes[Int(id.index)].generation == id.generation
    }
    /// Whether `id` names a live joint.
    public func isValid(_ id: JointID) -> Bool {
        id.index >= 0 && Int(id.index) < joints.count && joints[Int(id.index)].isAlive
            && joints[Int(id.index)].generation == id.generation
    }

    /// Whether `id` names a live body. A debug build stops here on a stale or foreign id, as Box2D's asserts do, so
    /// the mistake shows where it is made; a release build ignores the call that carries it.
    func live(_ id: BodyID) -> Bool { Self.checked(isValid(id), "stale or invalid \(id)") }
    /// Whether `id` names a live shape; see `live(_:)` for bodies.
    func live(_ id: ShapeID) -> Bool { Self.checked(isValid(id), "stale or invalid \(id)") }
    /// Whether `id` names a live joint; see `live(_:)` for bodies.
    func live(_ id: JointID) -> Bool { Self.checked(isValid(id), "stale or invalid \(id)") }

    /// `condition`, asserted in debug builds (non-finite inputs and stale ids are the caller's bug); release builds
    /// return it so the call can be ignored and the world stays finite.
    @inline(__always)
    static func checked(_ condition: Bool, _ message: @autoclosure () -> String) -> Bool {
        assert(condition, message())
        return condition
    }

    func bodyID(_ index: Int32) -> BodyID { BodyID(index: index, generation: bodies[Int(index)].generation) }
    func shapeID(_ index: Int32) -> ShapeID { ShapeID(index: index, generation: shapes[Int(index)].generation) }
    func jointID(_ index: Int32) -> JointID { JointID(index: index, generation: joints[Int(index)].generation) }

    // MARK: - Bodies

    /// Adds a body. Non-finite values in `def` are replaced by zero.
    public func createBody(_ def: BodyDef) -> BodyID {
        var (index, body) = bodies.claimSlot(reusing: &freeBodies)
        body.type = def.type
        let angle = finiteOrZero(def.angle)
        let position = def.position.isFinite ? def.position : .zero
        body.transform = Transform(p: position, q: Rot(angle: angle))
        body.center = position
        body.center0 = position
        body.angle = angle
        body.angle0 = angle
        body.rotation0 = body.transform.q
        if def.type != .static {
            body.linearVelocity = def.linearVelocity.isFinite ? def.linearVelocity : .zero
            body.angularVelocity = finiteOrZero(def.angularVelocity)
        }
        body.linearDamping = max(0, finiteOrZero(def.linearDamping))
        body.angularDamping = max(0, finiteOrZero(def.angularDamping))
        body.gravityScale = finiteOrZero(def.gravityScale)
        body.fixedRotation = def.fixedRotation
        body.isBullet = def.isBullet
        body.allowSleep = def.allowSleep
        body.isAwake = def.type == .static ? false : (def.isAwake || !def.allowSleep)
        body.userData = def.userData
        if def.type == .dynamic { body.mass = 1; body.invMass = 1 }
        bodies[Int(index)] = body
        return BodyID(index: index, generation: body.generation)
    }

    /// Removes a body with its shapes, joints and contacts (touching contacts report an end event).
    public func destroyBody(_ id: BodyID) {
        guard live(id) else { return }
        let index = id.index
        while bodies[Int(index)].jointHead != nullIndex {
            destroyJointStorage(bodies[Int(index)].jointHead >> 1)
        }
        var shape = bodies[Int(index)].shapeHead
        while shape != nullIndex {
            let next = shapes[Int(shape)].next
            destroyShapeStorage(shape)
            shape = next
        }
        bodies.releaseSlot(index, to: &freeBodies)
    }

    // MARK: - Shapes

    /// Attaches a shape to a body and updates the body's mass (mass = density × area).
    @discardableResult
    public func createShape(on body: BodyID, _ geometry: ShapeGeometry, _ def: ShapeDef) -> ShapeID {
        guard isValid(body) else { return ShapeID(index: nullIndex, generation: 0) }
        let index = insertShape(body: body.index, geometry, def)
        updateMass(body.index)
        return shapeID(index)
    }

    /// Attaches a chain of segments through `points` (closed when `isLoop`; consecutive points closer than
    /// `linearSlop` merged); each segment carries its neighbours as ghost vertices so bodies cross the joins
    /// without bumps. Chains are two-sided and massless. Fewer than two distinct points (three for a loop) make
    /// no shapes, as do non-finite points.
    @discardableResult
    public func createChain(on body: BodyID, points: [Vec2], isLoop: Bool, _ def: ShapeDef) -> [ShapeID] {
        guard isValid(body), points.allSatisfy(\.isFinite) else { return [] }
        let segments = ChainSegment.chain(through: points, isLoop: isLoop)
        let ids = segments.map { shapeID(insertShape(body: body.index, .chainSegment($0), def)) }
        updateMass(body.index)
        return ids
    }

    /// Removes a shape, its contacts (touching ones report an end event) and updates its body's mass.
    public func destroyShape(_ id: ShapeID) {
        guard live(id) else { return }
        let body = shapes[Int(id.index)].body
        var link = bodies[Int(body)].shapeHead
        var previous = nullIndex
        while link != nullIndex && link != id.index { previous = link; link = shapes[Int(link)].next }
        let next = shapes[Int(id.index)].next
        if previous == nullIndex { bodies[Int(body)].shapeHead = next } else { shapes[Int(previous)].next = next }
        destroyShapeStorage(id.index)
        updateMass(body)
        wake(body)
    }

    private func insertShape(body: Int32, _ geometry: ShapeGeometry, _ def: ShapeDef) -> Int32 {
        var (index, shape) = shapes.claimSlot(reusing: &freeShapes)
        shape.body = body
        shape.geometry = geometry
        shape.density = max(0, finiteOrZero(def.density))
        shape.friction = max(0, finiteOrZero(def.friction))
        shape.restitution = max(0, finiteOrZero(def.restitution))
        shape.filter = def.filter
        shape.isSensor = def.isSensor
        shape.userData = def.userData
        shape.next = bodies[Int(body)].shapeHead
        let aabb = geometry.computeAABB(bodies[Int(body)].transform)
        shape.proxy = broadPhase.createProxy(aabb, shape: index)
        shapes[Int(index)] = shape
        if hulls.count <= Int(index) { hulls.append(contentsOf: repeatElement(.none, count: Int(index) + 1 - hulls.count)) }
        hulls[Int(index)] = InlineHull(geometry)
        bodies[Int(body)].shapeHead = index
        bodies[Int(body)].shapeCount += 1
        return index
    }

    /// Frees a shape's slot, proxy and contacts; the caller unlinks it from its body.
    private func destroyShapeStorage(_ index: Int32) {
        let body = shapes[Int(index)].body
        var key = bodies[Int(body)].contactHead
        while key != nullIndex {
            let contact = key >> 1
            let next = contacts.nextEdge(key)
            if contacts[Int(contact)].shapeA == index || contacts[Int(contact)].shapeB == index {
                destroyContact(contact)
            }
            key = next
        }
        broadPhase.destroyProxy(shapes[Int(index)].proxy)
        bodies[Int(body)].shapeCount -= 1
        shapes.releaseSlot(index, to: &freeShapes)
    }

    /// Recomputes mass, centre of mass, inertia and extents of a body from its shapes, as Box2D's
    /// `ResetMassData`: a dynamic body without mass gets 1 kg.
    func updateMass(_ index: Int32) {
        var body = bodies[Int(index)]
        body.mass = 0; body.invMass = 0; body.inertia = 0; body.invInertia = 0
        body.localCenter = .zero
        body.minExtent = .greatestFiniteMagnitude
        body.maxExtent = 0
        if body.type == .dynamic {
            var massSum = 0.0, weightedCenter = Vec2.zero, originInertia = 0.0
            var shape = body.shapeHead
            while shape != nullIndex {
                let s = shapes[Int(shape)]
                if s.density > 0 {
                    let data = s.geometry.computeMass(density: s.density)
                    massSum += data.mass
                    weightedCenter += data.mass * data.center
                    originInertia += data.rotationalInertia + data.mass * data.center.lengthSquared
                }
                shape = s.next
            }
            if massSum > 0 {
                body.mass = massSum
                body.invMass = 1 / massSum
                body.localCenter = (1 / massSum) * weightedCenter
            } else {
                body.mass = 1
                body.invMass = 1
            }
            let centerInertia = originInertia - body.mass * body.localCenter.lengthSquared
            if centerInertia > 0 && !body.fixedRotation {
                body.inertia = centerInertia
                body.invInertia = 1 / centerInertia
            }
        }
        var shape = body.shapeHead
        while shape != nullIndex {
            let extents = shapeExtents(shapes[Int(shape)].geometry, about: body.localCenter)
            body.minExtent = min(body.minExtent, extents.min)
            body.maxExtent = max(body.maxExtent, extents.max)
            shape = shapes[Int(shape)].next
        }
        if body.minExtent == .greatestFiniteMagnitude { body.minExtent = 0 }
        let oldCenter = body.center
        body.center = body.transform.apply(body.localCenter)
        body.center0 = body.center
        body.linearVelocity += cross(body.angularVelocity, body.center - oldCenter)
        bodies[Int(index)] = body
    }
}

/// The smallest inscribed half-thickness of a shape and the farthest distance of its points from `center` (body
/// frame): the scales continuous collision compares travel against.
func shapeExtents(_ geometry: ShapeGeometry, about center: Vec2) -> (min: Double, max: Double) {
    switch geometry {
    case .circle(let c):
        return (c.radius, (c.center - center).length + c.radius)
    case .polygon(let p):
        var inner = Double.greatestFiniteMagnitude, outer = 0.0
        for i in 0..<p.count {
            inner = min(inner, dot(p.normals[i], p.vertices[i] - p.centroid))
            outer = max(outer, (p.vertices[i] - center).length)
        }
        return (inner + p.radius, outer + p.radius)
    case .segment(let s):
        return (0, max((s.point1 - center).length, (s.point2 - center).length))
    case .chainSegment(let c):
        return (0, max((c.segment.point1 - center).length, (c.segment.point2 - center).length))
    }
}

@inline(__always) func finiteOrZero(_ x: Double) -> Double { x.isFinite ? x : 0 }
