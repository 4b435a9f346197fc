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
