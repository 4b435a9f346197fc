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

/// A symmetric-or-not 2×2 matrix, column major, for the small linear systems of the block solver and joints.
struct Mat22 {
    var ex: Vec2
    var ey: Vec2

    static let zero = Mat22(ex: .zero, ey: .zero)

    /// The inverse, or zero when singular.
    var inverse: Mat22 {
        var det = ex.x * ey.y - ey.x * ex.y
        if det != 0 { det = 1 / det }
        return Mat22(ex: Vec2(det * ey.y, -det * ex.y), ey: Vec2(-det * ey.x, det * ex.x))
    }

    /// Solves `self · x = b`; zero when singular.
    func solve(_ b: Vec2) -> Vec2 {
        var det = ex.x * ey.y - ey.x * ex.y
        if det != 0 { det = 1 / det }
        return Vec2(det * (ey.y * b.x - ey.x * b.y), det * (ex.x * b.y - ex.y * b.x))
    }

    static func * (m: Mat22, v: Vec2) -> Vec2 { Vec2(m.ex.x * v.x + m.ey.x * v.y, m.ex.y * v.x + m.ey.y * v.y) }
}

/// A 3×3 matrix, column major, for the joints that couple a point constraint with an angle.
struct Mat33 {
    var ex: (Double, Double, Double)
    var ey: (Double, Double, Double)
    var ez: (Double, Double, Double)

    /// Solves `self · x = b` for the full 3×3 system; zero when singular.
    func solve33(_ b: (Double, Double, Double)) -> (Double, Double, Double) {
        var det = dot3(ex, cross3(ey, ez))
        if det != 0 { det = 1 / det }
        return (det * dot3(b, cross3(ey, ez)), det * dot3(ex, cross3(b, ez)), det * dot3(ex, cross3(ey, b)))
    }

    /// Solves the upper-left 2×2 block: `[ex.xy ey.xy] · x = b`; zero when singular.
    func solve22(_ b: Vec2) -> Vec2 {
        Mat22(ex: Vec2(ex.0, ex.1), ey: Vec2(ey.0, ey.1)).solve(b)
    }
}

@inline(__always) func dot3(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    a.0 * b.0 + a.1 * b.1 + a.2 * b.2
}

@inline(__always) func cross3(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> (Double, Double, Double) {
    (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
}
