/// A distance joint: keeps two anchor points `length` apart, rigidly (`frequencyHz` 0) or as a soft spring with
/// the given frequency (Hz) and damping ratio, solved in the implicit soft-constraint form.
public struct DistanceJointDef: Sendable {
    /// The first body (the reference body of the joint frame).
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// Anchor on body A, in its frame (relative to the body origin).
    public var localAnchorA: Vec2
    /// Anchor on body B, in its frame (relative to the body origin).
    public var localAnchorB: Vec2
    /// Rest length (m).
    public var length: Double
    /// Spring frequency in Hz; 0 makes the joint rigid.
    public var frequencyHz: Double
    /// Damping ratio of the spring; 1 is critical damping.
    public var dampingRatio: Double
    /// Whether the two bodies still collide with each other.
    public var collideConnected: Bool
    /// Creates the value from its fields; see each property.
    public init(bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2 = .zero, localAnchorB: Vec2 = .zero, length: Double,
                frequencyHz: Double = 0, dampingRatio: Double = 0, collideConnected: Bool = false) {
        self.bodyA = bodyA; self.bodyB = bodyB; self.localAnchorA = localAnchorA; self.localAnchorB = localAnchorB
        self.length = length; self.frequencyHz = frequencyHz; self.dampingRatio = dampingRatio
        self.collideConnected = collideConnected
    }
}

/// A rope: the anchors may come closer but never further apart than `maxLength`.
public struct RopeJointDef: Sendable {
    /// The first body (the reference body of the joint frame).
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// Anchor on body A, in its frame (relative to the body origin).
    public var localAnchorA: Vec2
    /// Anchor on body B, in its frame (relative to the body origin).
    public var localAnchorB: Vec2
    /// Largest distance between the anchors (m).
    public var maxLength: Double
    /// Whether the two bodies still collide with each other.
    public var collideConnected: Bool
    /// Creates the value from its fields; see each property.
    public init(bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2 = .zero, localAnchorB: Vec2 = .zero,
                maxLength: Double, collideConnected: Bool = false) {
        self.bodyA = bodyA; self.bodyB = bodyB; self.localAnchorA = localAnchorA; self.localAnchorB = localAnchorB
        self.maxLength = maxLength; self.collideConnected = collideConnected
    }
}

/// A revolute (pin) joint: the anchors coincide; the relative angle `angleB − angleA − referenceAngle` may be
/// limited, and a motor drives it toward `motorSpeed` with at most `maxMotorTorque` (speed 0 makes a friction
/// torque).
public struct RevoluteJointDef: Sendable {
    /// The first body (the reference body of the joint frame).
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// Anchor on body A, in its frame (relative to the body origin).
    public var localAnchorA: Vec2
    /// Anchor on body B, in its frame (relative to the body origin).
    public var localAnchorB: Vec2
    /// Angle of B relative to A (angleB − angleA) at which the joint angle is zero.
    public var referenceAngle: Double
    /// Whether the limits apply.
    public var enableLimit: Bool
    /// Lowest joint angle (rad).
    public var lowerAngle: Double
    /// Highest joint angle (rad).
    public var upperAngle: Double
    /// Whether the motor drives the joint.
    public var enableMotor: Bool
    /// Target speed of the motor (rad/s for revolute, m/s for prismatic).
    public var motorSpeed: Double
    /// Largest torque the motor applies (N·m); with speed 0, a friction torque.
    public var maxMotorTorque: Double
    /// Whether the two bodies still collide with each other.
    public var collideConnected: Bool
    /// Creates the value from its fields; see each property.
    public init(bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2 = .zero, localAnchorB: Vec2 = .zero,
                referenceAngle: Double = 0, enableLimit: Bool = false, lowerAngle: Double = 0, upperAngle: Double = 0,
                enableMotor: Bool = false, motorSpeed: Double = 0, maxMotorTorque: Double = 0,
                collideConnected: Bool = false) {
        self.bodyA = bodyA; self.bodyB = bodyB; self.localAnchorA = localAnchorA; self.localAnchorB = localAnchorB
        self.referenceAngle = referenceAngle; self.enableLimit = enableLimit
        self.lowerAngle = lowerAngle; self.upperAngle = upperAngle
        self.enableMotor = enableMotor; self.motorSpeed = motorSpeed; self.maxMotorTorque = maxMotorTorque
        self.collideConnected = collideConnected
    }
}

/// A prismatic (sliding) joint: body B moves relative to body A only along `localAxisA` (A's frame), without
/// relative rotation; the translation may be limited and driven by a motor.
public struct PrismaticJointDef: Sendable {
    /// The first body (the reference body of the joint frame).
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// Anchor on body A, in its frame (relative to the body origin).
    public var localAnchorA: Vec2
    /// Anchor on body B, in its frame (relative to the body origin).
    public var localAnchorB: Vec2
    /// Unit axis in body A's frame (normalised on creation).
    public var localAxisA: Vec2
    /// Angle of B relative to A (angleB − angleA) at which the joint angle is zero.
    public var referenceAngle: Double
    /// Whether the limits apply.
    public var enableLimit: Bool
    /// Lowest translation along the axis (m).
    public var lowerTranslation: Double
    /// Highest translation along the axis (m).
    public var upperTranslation: Double
    /// Whether the motor drives the joint.
    public var enableMotor: Bool
    /// Target speed of the motor (rad/s for revolute, m/s for prismatic).
    public var motorSpeed: Double
    /// Largest force the motor applies (N).
    public var maxMotorForce: Double
    /// Whether the two bodies still collide with each other.
    public var collideConnected: Bool
    /// Creates the value from its fields; see each property.
    public init(bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2 = .zero, localAnchorB: Vec2 = .zero,
                localAxisA: Vec2 = Vec2(1, 0), referenceAngle: Double = 0, enableLimit: Bool = false,
                lowerTranslation: Double = 0, upperTranslation: Double = 0, enableMotor: Bool = false,
                motorSpeed: Double = 0, maxMotorForce: Double = 0, collideConnected: Bool = false) {
        self.bodyA = bodyA; self.bodyB = bodyB; self.localAnchorA = localAnchorA; self.localAnchorB = localAnchorB
        self.localAxisA = localAxisA; self.referenceAngle = referenceAngle; self.enableLimit = enableLimit
        self.lowerTranslation = lowerTranslation; self.upperTranslation = upperTranslation
        self.enableMotor = enableMotor; self.motorSpeed = motorSpeed; self.maxMotorForce = maxMotorForce
        self.collideConnected = collideConnected
    }
}

/// A weld joint: fuses two bodies at the anchors with a fixed relative angle; a positive `frequencyHz` makes the
/// angular part a soft spring.
public struct WeldJointDef: Sendable {
    /// The first body (the reference body of the joint frame).
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// Anchor on body A, in its frame (relative to the body origin).
    public var localAnchorA: Vec2
    /// Anchor on body B, in its frame (relative to the body origin).
    public var localAnchorB: Vec2
    /// Angle of B relative to A (angleB − angleA) at which the joint angle is zero.
    public var referenceAngle: Double
    /// Spring frequency in Hz; 0 makes the joint rigid.
    public var frequencyHz: Double
    /// Damping ratio of the spring; 1 is critical damping.
    public var dampingRatio: Double
    /// Whether the two bodies still collide with each other.
    public var collideConnected: Bool
    /// Creates the value from its fields; see each property.
    public init(bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2 = .zero, localAnchorB: Vec2 = .zero,
                referenceAngle: Double = 0, frequencyHz: Double = 0, dampingRatio: Double = 0,
                collideConnected: Bool = false) {
        self.bodyA = bodyA; self.bodyB = bodyB; self.localAnchorA = localAnchorA; self.localAnchorB = localAnchorB
        self.referenceAngle = referenceAngle; self.frequencyHz = frequencyHz; self.dampingRatio = dampingRatio
        self.collideConnected = collideConnected
    }
}

/// Everything needed to create a joint.
public enum JointDef: Sendable {
    case distance(DistanceJointDef)
    case rope(RopeJointDef)
    case revolute(RevoluteJointDef)
    case prismatic(PrismaticJointDef)
    case weld(WeldJointDef)

    var bodyA: BodyID {
        switch self {
        case .distance(let d): d.bodyA
        case .rope(let d): d.bodyA
        case .revolute(let d): d.bodyA
        case .prismatic(let d): d.bodyA
        case .weld(let d): d.bodyA
        }
    }

    var bodyB: BodyID {
        switch self {
        case .distance(let d): d.bodyB
        case .rope(let d): d.bodyB
        case .revolute(let d): d.bodyB
        case .prismatic(let d): d.bodyB
        case .weld(let d): d.bodyB
        }
    }

    var collideConnected: Bool {
        switch self {
        case .distance(let d): d.collideConnected
        case .rope(let d): d.collideConnected
        case .revolute(let d): d.collideConnected
        case .prismatic(let d): d.collideConnected
        case .weld(let d): d.collideConnected
        }
    }
}
