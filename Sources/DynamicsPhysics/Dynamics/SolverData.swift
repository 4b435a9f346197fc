/// Position of a body in the island solver: centre of mass and angle.
struct SolverPosition {
    var c: Vec2
    var a: Double
}

/// Velocity of a body in the island solver.
struct SolverVelocity {
    var v: Vec2
    var w: Double
}

/// What contact and joint solvers read and write while an island is solved: the island's body states (indexed
/// by `Body.islandIndex`) and the step parameters.
struct SolverData {
    var positions: [SolverPosition] = []
    var velocities: [SolverVelocity] = []
    /// Each body's rotation at its current angle, refreshed by `refreshRotations()`: for the soft step, whose
    /// contact passes read rotations far more often than positions change.
    var rotations: [Rot] = []
    /// Linear acceleration each body received from gravity, forces and damping this sub-step.
    var accelerations: [Vec2] = []
    /// Sub-step length and its inverse.
    var h = 0.0
    var inverseH = 0.0
    /// Ratio of this sub-step to the previous one: scales warm-start impulses.
    var dtRatio = 1.0
    var settings = WorldSettings()

    /// Whether every position and velocity is finite.
    var isFinite: Bool {
        positions.allSatisfy { $0.c.isFinite && $0.a.isFinite }
            && velocities.allSatisfy { $0.v.isFinite && $0.w.isFinite }
    }

    /// Recomputes `rotations` from the current angles.
    mutating func refreshRotations() {
        rotations.removeAll(keepingCapacity: true)
        for position in positions { rotations.append(Rot(angle: position.a)) }
    }
}

/// Mass properties of the two bodies of a joint or contact, fetched when its constraints are prepared.
struct ConstraintBodies {
    var indexA = 0
    var indexB = 0
    var localCenterA = Vec2.zero
    var localCenterB = Vec2.zero
    var invMassA = 0.0
    var invMassB = 0.0
    var invIA = 0.0
    var invIB = 0.0
}
