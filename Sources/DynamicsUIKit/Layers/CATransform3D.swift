import Foundation
import DynamicsGeometry

/// A 4 × 4 homogeneous transform, as in QuartzCore: points are row vectors multiplied on the left, `p′ = p · M`, so
/// the translation sits in `m41`, `m42`, `m43` and perspective in the fourth column (`m34 = −1/d` puts the eye `d`
/// points in front of the layer's plane). Not `Equatable`, as in the SDK: compare with
/// `CATransform3DEqualToTransform`.
public struct CATransform3D: Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4.
    public var m34: CGFloat
    /// Row 4, column 1 (x translation).
    public var m41: CGFloat
    /// Row 4, column 2 (y translation).
    public var m42: CGFloat
    /// Row 4, column 3 (z translation).
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// The zero matrix, as the imported C struct's `init()` gives (use `CATransform3DIdentity` for no transform).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A matrix with the given entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The sixteen entries row by row; the generic matrix code below works on them.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The matrix of sixteen row-by-row entries.
    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Whether every entry is finite (setters ignore transforms that are not).
    package var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// Where the point (x, y) of the layer's plane (z = 0) lands after the perspective divide, with the divisor w;
    /// a w at or below zero means the point is behind the eye.
    package func project(_ point: CGPoint) -> (point: CGPoint, w: CGFloat) {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        return (CGPoint(x: x / w, y: y / w), w)
    }

    /// Whether the plane z = 0 maps without a perspective divide: the 2D result is `CATransform3DGetAffineTransform`.
    /// (Looser than `CATransform3DIsAffine`, which also asks for no z terms: a flat layer never sees those.)
    package var isPlanarAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether `a` and `b` have equal entries.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.entries == b.entries
}

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z) through the origin; the identity when the axis has no
/// length, as in QuartzCore. About (0, 0, 1) it turns +x towards +y, as `CGAffineTransform(rotationAngle:)` does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let x = x / length, y = y / length, z = z / length
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` preceded by a translation: `translation · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale: `scale · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation: `rotation · t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
                                _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `a · b`: `a` applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.entries, y = b.entries
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[row * 4 + k] * y[k * 4 + column] }
            product[row * 4 + column] = sum
        }
    }
    return CATransform3D(entries: product)
}

/// The inverse of `t`, or `t` unchanged when it has none (as QuartzCore returns it).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var a = t.entries
    var inverse = CATransform3DIdentity.entries
    for column in 0..<4 {
        var pivot = column
        for row in column + 1..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
        let pivotValue = a[pivot * 4 + column]
        guard abs(pivotValue) > 1e-12, pivotValue.isFinite else { return t }
        if pivot != column {
            for k in 0..<4 {
                a.swapAt(pivot * 4 + k, column * 4 + k)
                inverse.swapAt(pivot * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 {
            a[column * 4 + k] /= pivotValue
            inverse[column * 4 + k] /= pivotValue
        }
        for row in 0..<4 where row != column {
            let factor = a[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= factor * a[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inverse)
}

/// The 3D transform that does what `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is an affine transform of the plane: no z terms and no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (its x, y and translation entries); exact only when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// A 3D transform compared entry by entry, for the library's `Equatable` values (`CATransform3D` itself is not
/// `Equatable`, as in the SDK, so iOS code that adds the conformance still compiles).
struct DepthTransform: Equatable {
    let transform: CATransform3D

    static func == (a: DepthTransform, b: DepthTransform) -> Bool {
        CATransform3DEqualToTransform(a.transform, b.transform)
    }
}
