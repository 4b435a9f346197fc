/// A body as stored by the world: a plain struct in a contiguous array, linked to its shapes, contacts and joints
/// by indices.
struct Body: SlotRecord {
    var generation: UInt32 = 0
    var isAlive = false
    var type: BodyType = .static

    /// Pose of the body origin.
    var transform = Transform.identity
    /// Centre of mass in the body frame.
    var localCenter = Vec2.zero
    /// Centre of mass at the start of the sub-step and now (world), and the matching angles.
    var center0 = Vec2.zero
    var center = Vec2.zero
    var angle0 = 0.0
    /// `Rot(angle: angle0)`, kept with it so proxy updates and continuous collision need no sine and cosine.
    var rotation0 = Rot.identity
    var angle = 0.0

    var linearVelocity = Vec2.zero
    var angularVelocity = 0.0
    var force = Vec2.zero
    var torque = 0.0

    var mass = 0.0
    var invMass = 0.0
    /// Rotational inertia about the centre of mass.
    var inertia = 0.0
    var invInertia = 0.0

    var linearDamping = 0.0
    var angularDamping = 0.0
    var gravityScale = 1.0
    var fixedRotation = false
    var isBullet = false
    var allowSleep = true
    var isAwake = true
    var sleepTime = 0.0
    var userData = 0

    /// Head of the singly linked list of the body's shapes.
    var shapeHead = nullIndex
    var shapeCount = 0
    /// Head of the doubly linked list of contact edges (`edgeKey`).
    var contactHead = nullIndex
    /// Head of the doubly linked list of joint edges (`edgeKey`).
    var jointHead = nullIndex

    /// Position in the island being solved, or -1.
    var islandIndex = -1
    /// Equal to the world's island stamp while the body belongs to the island being built.
    var islandStamp = 0
    /// Largest distance of any shape point from the centre of mass, and the smallest half extent: what continuous
    /// collision compares a sub-step's travel against.
    var maxExtent = 0.0
    var minExtent = 0.0

    @inline(__always) var isStaticOrSleeping: Bool { type == .static || !isAwake }

    /// Wakes a non-static body; its island wakes with it at the next solve.
    @inline(__always) mutating func wake() {
        guard type != .static else { return }
        isAwake = true
        sleepTime = 0
    }

    /// Recomputes the origin transform from the centre of mass and angle.
    @inline(__always) mutating func synchronizeTransform() { synchronizeTransform(Rot(angle: angle)) }

    /// Recomputes the origin transform from the centre of mass and `rotation`, which must be `Rot(angle: angle)`
    /// (already known to the caller).
    @inline(__always) mutating func synchronizeTransform(_ rotation: Rot) {
        transform.q = rotation
        transform.p = center - transform.q.apply(localCenter)
    }
}

/// Key of one end of a contact or joint in a body's edge list: the element index times two plus the side (0 = A).
@inline(__always) func edgeKey(_ index: Int32, _ side: Int32) -> Int32 { index << 1 | side }
