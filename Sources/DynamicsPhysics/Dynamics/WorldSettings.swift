/// Which velocity solver the world runs.
public enum SolverProfile: Sendable {
    /// Box2D 2.x: sequential impulses with warm starting, then non-linear Gauss–Seidel position correction.
    /// This is what UIKit Dynamics runs.
    case box2d
    /// Box2D v3's soft step: `substepCount` sub-steps, each solving soft contacts once with bias and relaxing
    /// once without. Holds very tall stacks (the 100-row pyramid) that `.box2d` lets collapse; not UIKit's motion.
    case soft
}

/// How springs (soft distance and weld joints) are discretised; see `softConstraint`.
public enum SpringModel: Sendable {
    /// Box2D 2.x's implicit soft constraint, as UIKit Dynamics (PhysicsKit) runs it: stable at any frequency,
    /// but stiff or lightly damped springs oscillate slower and die out faster than f and ζ say.
    case box2d
    /// The same implicit form with coefficients matched to the exact damped oscillator per sub-step (up to
    /// 19 Hz at 1/120 s): frequency f·√(1−ζ²) and decay by ζ as specified, as long as that needs no effective
    /// damping below −k·h/2 (ζ ≥ 0.2 up to 10 Hz, ζ ≥ 0.05 up to 2 Hz at 1/120 s); lighter springs are damped a
    /// little more than ζ, for stability when several springs pull on one body.
    case exact
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
    /// Whether resting islands go to sleep.
    public var enableSleep: Bool = true
    /// A contact is reported (a begin event, later an end event) while one of its manifold points is closer than
    /// this (m; negative is overlap) or pushed in the last solve (a speculative point that stopped an approach: a
    /// bounce). The default reports every touching contact, speculative points included, as Box2D v3 does; UIKit
    /// Dynamics reports only shapes within their 0.1 pt skin or actually pushing, as Box2D 2.2.1 under PhysicsKit
    /// does, so an item resting on a curved boundary reports the segments it rests on, not every segment within the
    /// speculative margin below it.
    public var contactEventDistance: Double = .infinity
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
    /// The velocity and position solver.
    public var solver: SolverProfile = .box2d
    /// Sub-steps per step of the `.soft` profile. Ten at 90 Hz contact stiffness hold the 100-row benchmark
    /// pyramid at 60 Hz steps (slide 2.5 cm, apex drop 9 cm, 5 s creep under 0.1 mm); fewer let its sides creep
    /// apart (four at 30 Hz, Box2D v3's defaults, by metres; eight at 60 Hz by 7 cm).
    public var substepCount: Int = 10
    /// Stiffness of soft contacts in the `.soft` profile (Hz; contacts with static bodies use twice this). A soft
    /// contact is a spring, so a stack sags under its own weight by about 1/f²: the 100-row pyramid's apex sinks
    /// 0.74 m at 30 Hz, 0.19 m at 60 Hz and 0.09 m at 90 Hz. Stiffer than about a sixth of the sub-step rate,
    /// tall stacks slide apart instead.
    public var contactHertz: Double = 90
    /// Damping ratio of soft contacts in the `.soft` profile.
    public var contactDampingRatio: Double = 10
    /// Fastest speed (m/s) at which the `.soft` profile pushes overlapping bodies apart.
    public var contactPushMaxVelocity: Double = 3
    /// Discretisation of springs.
    public var springModel: SpringModel = .box2d

    /// Creates the value from its fields; see each property.
    public init() {}
}
