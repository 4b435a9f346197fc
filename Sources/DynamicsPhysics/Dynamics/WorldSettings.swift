/// Which velocity solver the world runs.
public enum SolverProfile: Sendable {
    /// Box2D 2.x: sequential impulses with warm starting, then non-linear Gauss–Seidel position correction.
    /// This is what UIKit Dynamics runs.
    case box2d
}

/// Tuning of a world. The defaults are UIKit Dynamics' (PhysicsKit on Box2D).
public struct WorldSettings: Sendable {
    /// Velocity iterations per sub-step.
    public var velocityIterations: Int = 8
    /// Position iterations per sub-step.
    public var positionIterations: Int = 3
    /// The fixed sub-step of `World.advance(by:)`: 1/120 s rounded to Float, as PhysicsKit stores it.
    public var timeStep: Double = Double(Float(1.0 / 120.0))
    /// Approach speed (m/s) below which contacts do not bounce.
    public var restitutionThreshold: Double = 1
    /// Seconds an island must stay below the sleep tolerances before it sleeps.
    public var timeToSleep: Double = 0.5
    /// Linear speed (m/s) under which a body counts as resting.
    public var linearSleepTolerance: Double = 0.01
    /// Angular speed (rad/s) under which a body counts as resting: 2°/s.
    public var angularSleepTolerance: Double = 2 * Double.pi / 180
    public var enableSleep: Bool = true
    /// Continuous collision: fast bodies are stopped at their time of impact against static shapes (and, for
    /// bullets, against dynamic ones) so they never tunnel.
    public var enableContinuous: Bool = true
    /// Baumgarte factor of the position correction.
    public var baumgarte: Double = 0.2
    /// Largest position correction applied in one position iteration (m).
    public var maxLinearCorrection: Double = 0.2
    /// Largest angular correction of joints in one position iteration (rad).
    public var maxAngularCorrection: Double = 8 * Double.pi / 180
    /// Largest distance a body may travel in one sub-step (m); faster bodies are slowed, as in Box2D.
    public var maxTranslation: Double = 2
    /// Largest rotation in one sub-step (rad).
    public var maxRotation: Double = 0.5 * Double.pi
    public var solver: SolverProfile = .box2d

    public init() {}
}
