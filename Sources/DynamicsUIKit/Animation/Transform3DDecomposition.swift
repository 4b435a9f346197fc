import Foundation
import DynamicsGeometry

/// A 3D transform split into perspective, translation, rotation (a quaternion), skew and scale, so animations between
/// two transforms turn instead of blending matrix entries (which would shrink a half-turn flip through nothing).
/// Core Animation interpolates `transform` the same way.
///
/// In QuartzCore's row-vector convention the parts compose as `scale · skew · rotation · translation · perspective`.
struct Transform3DDecomposition {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The shears xy, xz and yz (row 2 gains `xy` × row 1, row 3 gains `xz` × row 1 and `yz` × row 2).
    var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    /// A unit quaternion (x, y, z, w) of the rotation.
    var quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The fourth column: (m14, m24, m34, m44) of the perspective factor.
    var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    /// The parts of `t`; nil when its linear 3 × 3 part is singular (a layer scaled to nothing) or `m44` is 0.
    init?(_ t: CATransform3D) {
        guard t.m44 != 0, t.isFinite else { return nil }
        let e = t.entries.map { $0 / t.m44 }
        var rows = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
        let shift = [e[12], e[13], e[14]]
        translation = (shift[0], shift[1], shift[2])
        // Column 4 of the product is A·p (A the linear part), and m44 = t·p + pw: solve for p.
        let linear = CATransform3D(m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: 0,
                                   m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: 0,
                                   m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: 0,
                                   m41: 0, m42: 0, m43: 0, m44: 1)
        let determinant = Transform3DDecomposition.determinant(rows)
        guard abs(determinant) > 1e-12 else { return nil }
        let inverse = CATransform3DInvert(linear)
        let column = [e[3], e[7], e[11]]
        let inverseRows = [[inverse.m11, inverse.m12, inverse.m13], [inverse.m21, inverse.m22, inverse.m23],
                           [inverse.m31, inverse.m32, inverse.m33]]
        let p = (0..<3).map { i in (0..<3).reduce(CGFloat(0)) { $0 + inverseRows[i][$1] * column[$1] } }
        perspective = (p[0], p[1], p[2], e[15] - (shift[0] * p[0] + shift[1] * p[1] + shift[2] * p[2]))
        // Gram–Schmidt on the rows: scales, shears, and an orthonormal rotation left over.
        func length(_ v: [CGFloat]) -> CGFloat { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func minus(_ a: [CGFloat], _ b: [CGFloat], _ k: CGFloat) -> [CGFloat] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        var sx = length(rows[0])
        rows[0] = rows[0].map { $0 / sx }
        var xy = dot(rows[0], rows[1])
        rows[1] = minus(rows[1], rows[0], xy)
        var sy = length(rows[1])
        rows[1] = rows[1].map { $0 / sy }
        xy /= sy
        var xz = dot(rows[0], rows[2])
        rows[2] = minus(rows[2], rows[0], xz)
        var yz = dot(rows[1], rows[2])
        rows[2] = minus(rows[2], rows[1], yz)
        var sz = length(rows[2])
        rows[2] = rows[2].map { $0 / sz }
        xz /= sz
        yz /= sz
        if Transform3DDecomposition.determinant(rows) < 0 {
            // A mirror: carried by negative scales, so the rotation stays proper.
            sx = -sx; sy = -sy; sz = -sz
            rows = rows.map { $0.map { -$0 } }
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        quaternion = Transform3DDecomposition.quaternion(rows)
    }

    /// The transform these parts compose to.
    var transform: CATransform3D {
        let r = Transform3DDecomposition.rotationRows(quaternion)
        var rows = r
        rows[1] = (0..<3).map { r[1][$0] + skew.xy * r[0][$0] }
        rows[2] = (0..<3).map { r[2][$0] + skew.xz * r[0][$0] + skew.yz * r[1][$0] }
        let scales = [scale.x, scale.y, scale.z]
        rows = (0..<3).map { i in rows[i].map { $0 * scales[i] } }
        let p = [perspective.x, perspective.y, perspective.z]
        let shift = [translation.x, translation.y, translation.z]
        func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        return CATransform3D(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: dot(rows[0], p),
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: dot(rows[1], p),
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: dot(rows[2], p),
            m41: shift[0], m42: shift[1], m43: shift[2], m44: dot(shift, p) + perspective.w)
    }

    /// The parts `f` of the way to `other`: linear for all but the rotation, which takes the shorter arc (slerp).
    func interpolated(to other: Transform3DDecomposition, fraction f: CGFloat) -> Transform3DDecomposition {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        var result = self
        result.scale = (mix(scale.x, other.scale.x), mix(scale.y, other.scale.y), mix(scale.z, other.scale.z))
        result.skew = (mix(skew.xy, other.skew.xy), mix(skew.xz, other.skew.xz), mix(skew.yz, other.skew.yz))
        result.translation = (mix(translation.x, other.translation.x), mix(translation.y, other.translation.y),
                              mix(translation.z, other.translation.z))
        result.perspective = (mix(perspective.x, other.perspective.x), mix(perspective.y, other.perspective.y),
                              mix(perspective.z, other.perspective.z), mix(perspective.w, other.perspective.w))
        let a = quaternion
        var b = other.quaternion
        var cosine = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if cosine < 0 { b = (-b.x, -b.y, -b.z, -b.w); cosine = -cosine }
        let wa: CGFloat, wb: CGFloat
        if cosine > 0.9995 {
            wa = 1 - f; wb = f
        } else {
            let angle = acos(min(cosine, 1)), sine = sin(angle)
            wa = sin((1 - f) * angle) / sine; wb = sin(f * angle) / sine
        }
        var q = (x: wa * a.x + wb * b.x, y: wa * a.y + wb * b.y, z: wa * a.z + wb * b.z, w: wa * a.w + wb * b.w)
        let norm = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        if norm > 0 { q = (q.x / norm, q.y / norm, q.z / norm, q.w / norm) }
        result.quaternion = q
        return result
    }

    /// The rotation as angles about x, y and z, applied in that order (`Rx · Ry · Rz`): Core Animation's
    /// `transform.rotation.x`, `.y` and `.z`.
    var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
        get {
            let r = Transform3DDecomposition.rotationRows(quaternion)
            let sineY = min(max(-r[0][2], -1), 1)
            if abs(sineY) > 0.999999 {
                // Gimbal lock: only x ± z is defined; put it all in x.
                return (atan2(sineY > 0 ? r[1][0] : -r[1][0], r[1][1]), asin(sineY), 0)
            }
            return (atan2(r[1][2], r[2][2]), asin(sineY), atan2(r[0][1], r[0][0]))
        }
        set {
            let rotation = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeRotation(newValue.x, 1, 0, 0),
                                    CATransform3DMakeRotation(newValue.y, 0, 1, 0)),
                CATransform3DMakeRotation(newValue.z, 0, 0, 1))
            quaternion = Transform3DDecomposition.quaternion([[rotation.m11, rotation.m12, rotation.m13],
                                                              [rotation.m21, rotation.m22, rotation.m23],
                                                              [rotation.m31, rotation.m32, rotation.m33]])
        }
    }

    private static func determinant(_ m: [[CGFloat]]) -> CGFloat {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    /// The quaternion of an orthonormal row-vector rotation (`v′ = v · R`), by Shepperd's method on the column
    /// form Rᵀ.
    private static func quaternion(_ r: [[CGFloat]]) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        // q[i][j] of the column-vector matrix is r[j][i].
        let trace = r[0][0] + r[1][1] + r[2][2]
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            return ((r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4)
        } else if r[0][0] > r[1][1], r[0][0] > r[2][2] {
            let s = 2 * (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot()
            return (s / 4, (r[1][0] + r[0][1]) / s, (r[2][0] + r[0][2]) / s, (r[1][2] - r[2][1]) / s)
        } else if r[1][1] > r[2][2] {
            let s = 2 * (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot()
            return ((r[1][0] + r[0][1]) / s, s / 4, (r[2][1] + r[1][2]) / s, (r[2][0] - r[0][2]) / s)
        } else {
            let s = 2 * (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot()
            return ((r[2][0] + r[0][2]) / s, (r[2][1] + r[1][2]) / s, s / 4, (r[0][1] - r[1][0]) / s)
        }
    }

    /// The row-vector rotation matrix of a unit quaternion (the transpose of the usual column form).
    private static func rotationRows(_ q: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)) -> [[CGFloat]] {
        let (x, y, z, w) = q
        return [[1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
                [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
                [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)]]
    }
}
