/// A 2-D vector in physics units (metres, or metres per second).
///
/// The physics core works in SI units: the UIKit layer converts at 100 points per metre, as PhysicsKit does.
@frozen
public struct Vec2: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    public static let zero = Vec2(0, 0)

    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    @inlinable public static func * (s: Double, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
    @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }

    /// Euclidean length.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    /// Squared length, cheaper than `length` for comparisons.
    @inlinable public var lengthSquared: Double { x * x + y * y }
    /// The unit vector in the same direction, or zero for a vector shorter than `Double.ulpOfOne`.
    @inlinable public var normalized: Vec2 {
        let l = length
        return l < .ulpOfOne ? .zero : Vec2(x / l, y / l)
    }
    /// The vector turned a quarter turn from +x towards +y: `(-y, x)`.
    @inlinable public var leftPerpendicular: Vec2 { Vec2(-y, x) }
    /// The vector turned a quarter turn from +y towards +x: `(y, -x)`.
    @inlinable public var rightPerpendicular: Vec2 { Vec2(y, -x) }
    /// True when both components are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// Dot product.
@inlinable public func dot(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.x + a.y * b.y }
/// 2-D cross product (the z component of the 3-D cross product).
@inlinable public func cross(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.y - a.y * b.x }
/// Cross product of a vector with a scalar z: `a × s`.
@inlinable public func cross(_ a: Vec2, _ s: Double) -> Vec2 { Vec2(s * a.y, -s * a.x) }
/// Cross product of a scalar z with a vector: `s × a`.
@inlinable public func cross(_ s: Double, _ a: Vec2) -> Vec2 { Vec2(-s * a.y, s * a.x) }
/// Distance between two points.
@inlinable public func distance(_ a: Vec2, _ b: Vec2) -> Double { (a - b).length }
/// Linear interpolation from `a` (t = 0) to `b` (t = 1).
@inlinable public func lerp(_ a: Vec2, _ b: Vec2, _ t: Double) -> Vec2 { Vec2(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)) }

extension Vec2 {
    /// The component-wise minimum of two vectors (a static function, so the standard `min` and `max` stay plain).
    @inlinable public static func componentMin(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(min(a.x, b.x), min(a.y, b.y)) }
    /// The component-wise maximum of two vectors.
    @inlinable public static func componentMax(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(max(a.x, b.x), max(a.y, b.y)) }
}
