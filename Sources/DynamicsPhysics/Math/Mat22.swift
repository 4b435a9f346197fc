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
