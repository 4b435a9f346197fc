/// An axis-aligned bounding box.
@frozen
public struct AABB: Hashable, Sendable {
    public var lower: Vec2
    public var upper: Vec2

    @inlinable public init(lower: Vec2, upper: Vec2) { self.lower = lower; self.upper = upper }

    /// The smallest box holding both.
    @inlinable public func union(_ other: AABB) -> AABB { AABB(lower: Vec2.componentMin(lower, other.lower), upper: Vec2.componentMax(upper, other.upper)) }
    /// True when the boxes overlap or touch.
    @inlinable public func overlaps(_ other: AABB) -> Bool {
        !(other.lower.x > upper.x || other.lower.y > upper.y || lower.x > other.upper.x || lower.y > other.upper.y)
    }
    /// True when `other` lies entirely inside `self`.
    @inlinable public func contains(_ other: AABB) -> Bool {
        lower.x <= other.lower.x && lower.y <= other.lower.y && other.upper.x <= upper.x && other.upper.y <= upper.y
    }
    /// The box grown by `margin` on every side.
    @inlinable public func expanded(by margin: Double) -> AABB {
        AABB(lower: lower - Vec2(margin, margin), upper: upper + Vec2(margin, margin))
    }
    /// The perimeter: the cost the dynamic tree minimises.
    @inlinable public var perimeter: Double { 2 * ((upper.x - lower.x) + (upper.y - lower.y)) }
    @inlinable public var center: Vec2 { 0.5 * (lower + upper) }
}
