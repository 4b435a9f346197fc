/// How a body moves.
public enum BodyType: Sendable {
    /// Never moves; infinite mass. Boundaries.
    case `static`
    /// Moves only by its velocity, which the solver never changes; infinite mass.
    case kinematic
    /// Moved by forces, contacts and joints.
    case dynamic
}

/// Everything needed to create a body. Angles in radians, velocities in m/s and rad/s, damping in 1/s.
public struct BodyDef: Sendable {
    /// How the body moves.
    public var type: BodyType
    /// World position of the body origin.
    public var position: Vec2
    /// Rotation of the body in radians (positive turns +x toward +y).
    public var angle: Double
    /// Velocity of the centre of mass (m/s).
    public var linearVelocity: Vec2
    /// Angular velocity (rad/s).
    public var angularVelocity: Double
    /// Linear damping c, applied as `v ← v / (1 + h·c)` each sub-step.
    public var linearDamping: Double
    /// Angular damping, same form as `linearDamping`.
    public var angularDamping: Double
    /// Multiplies the world gravity for this body.
    public var gravityScale: Double
    /// True keeps the body from rotating under contacts and joints (an existing spin continues).
    public var fixedRotation: Bool
    /// True makes the body use continuous collision against dynamic bodies as well as static ones.
    public var isBullet: Bool
    /// False keeps the body, and its island, awake.
    public var allowSleep: Bool
    /// False creates the body asleep (ignored when sleeping is not allowed).
    public var isAwake: Bool
    /// A value the caller attaches to the body.
    public var userData: Int

    /// Creates the value from its fields; see each property.
    public init(type: BodyType = .static, position: Vec2 = .zero, angle: Double = 0, linearVelocity: Vec2 = .zero,
                angularVelocity: Double = 0, linearDamping: Double = 0, angularDamping: Double = 0,
                gravityScale: Double = 1, fixedRotation: Bool = false, isBullet: Bool = false,
                allowSleep: Bool = true, isAwake: Bool = true, userData: Int = 0) {
        self.type = type
        self.position = position
        self.angle = angle
        self.linearVelocity = linearVelocity
        self.angularVelocity = angularVelocity
        self.linearDamping = linearDamping
        self.angularDamping = angularDamping
        self.gravityScale = gravityScale
        self.fixedRotation = fixedRotation
        self.isBullet = isBullet
        self.allowSleep = allowSleep
        self.isAwake = isAwake
        self.userData = userData
    }
}
