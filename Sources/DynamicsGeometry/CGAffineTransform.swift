import Foundation

/// A 2-D affine transform with CoreGraphics' layout and conventions.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty): the matrix is applied to row vectors, so
/// `t1.concatenating(t2)` applies `t1` first, then `t2`, exactly as `CGAffineTransformConcat`.
/// swift-corelibs-foundation does not declare this type, so it is defined here.
public struct CGAffineTransform: Hashable, Sendable {
    /// Row 1, column 1: x scale (times cos of the rotation).
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2: y scale (times cos of the rotation).
    public var d: CGFloat
    /// Translation along x.
    public var tx: CGFloat
    /// Translation along y.
    public var ty: CGFloat

    /// The all-zero matrix, as the zero-initialised C struct in CoreGraphics. Use `.identity` for "no transform".
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform with the given matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A transform with the given matrix entries, in the order a, b, c, d, tx, ty.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A rotation by `angle` radians. A positive angle turns +x toward +y (clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale by `sx` along x and `sy` along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The transform that leaves every point in place.
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// True when this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first and then `t2` (CoreGraphics' `CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// This transform preceded by a rotation: points are rotated by `angle` first, then mapped by `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// This transform preceded by a scale: points are scaled first, then mapped by `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform preceded by a translation: points are moved first, then mapped by `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse transform. Like CoreGraphics, a singular transform (determinant 0) is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

/// Encoded as CoreGraphics does: an unkeyed array `[a, b, c, d, tx, ty]`.
extension CGAffineTransform: Codable {
    /// Decodes `[a, b, c, d, tx, ty]`.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let entries = try (0..<6).map { _ in try container.decode(CGFloat.self) }
        self.init(entries[0], entries[1], entries[2], entries[3], entries[4], entries[5])
    }

    /// Encodes `[a, b, c, d, tx, ty]`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [a, b, c, d, tx, ty])
    }
}

extension CGPoint {
    /// The point mapped by `t`, translation included.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (translation ignored); the result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle that contains the four transformed corners. The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let p1 = CGPoint(x: minX, y: minY).applying(t), p2 = CGPoint(x: maxX, y: minY).applying(t)
        let p3 = CGPoint(x: maxX, y: maxY).applying(t), p4 = CGPoint(x: minX, y: maxY).applying(t)
        let left = Swift.min(p1.x, p2.x, p3.x, p4.x), right = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let top = Swift.min(p1.y, p2.y, p3.y, p4.y), bottom = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
