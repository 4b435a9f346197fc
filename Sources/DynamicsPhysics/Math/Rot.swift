import Foundation

/// A rotation stored as its cosine and sine.
///
/// A positive angle turns +x towards +y. With the UIKit layer's y-down axes that is clockwise on screen.
@frozen
public struct Rot: Hashable, Sendable {
    public var c: Double
    public var s: Double

    @inlinable public init(c: Double, s: Double) { self.c = c; self.s = s }
    /// The rotation by `angle` radians.
    @inlinable public init(angle: Double) { self.c = cos(angle); self.s = sin(angle) }

    public static let identity = Rot(c: 1, s: 0)

    /// The angle in radians, in (−π, π].
    @inlinable public var angle: Double { atan2(s, c) }
    /// Rotates `v`.
    @inlinable public func apply(_ v: Vec2) -> Vec2 { Vec2(c * v.x - s * v.y, s * v.x + c * v.y) }
    /// Rotates `v` by the inverse rotation.
    @inlinable public func applyInverse(_ v: Vec2) -> Vec2 { Vec2(c * v.x + s * v.y, -s * v.x + c * v.y) }
    /// The rotation that applies `self` first, then `other`.
    @inlinable public func then(_ other: Rot) -> Rot {
        Rot(c: other.c * c - other.s * s, s: other.s * c + other.c * s)
    }
    /// The inverse of `self` composed with `other`: rotates from this frame into `other`'s.
    @inlinable public func inverseTimes(_ other: Rot) -> Rot {
        Rot(c: c * other.c + s * other.s, s: c * other.s - s * other.c)
    }
}

/// A rigid transform: a rotation followed by a translation.
@frozen
public struct Transform: Hashable, Sendable {
    public var p: Vec2
    public var q: Rot

    @inlinable public init(p: Vec2, q: Rot) { self.p = p; self.q = q }
    public static let identity = Transform(p: .zero, q: .identity)

    /// Maps a local point into the parent frame.
    @inlinable public func apply(_ v: Vec2) -> Vec2 { q.apply(v) + p }
    /// Maps a parent-frame point into the local frame.
    @inlinable public func applyInverse(_ v: Vec2) -> Vec2 { q.applyInverse(v - p) }
    /// The transform taking `other`'s local frame into this one's: `self⁻¹ · other`.
    @inlinable public func inverseTimes(_ other: Transform) -> Transform {
        Transform(p: q.applyInverse(other.p - p), q: q.inverseTimes(other.q))
    }
}
