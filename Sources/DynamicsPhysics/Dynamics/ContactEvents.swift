/// Two shapes started touching during the last `World.advance(by:)` or `World.step(_:)`.
public struct ContactBeginEvent: Hashable, Sendable {
    /// The first shape of the pair (the narrow phase's shape A).
    public var shapeA: ShapeID
    /// The second shape of the pair.
    public var shapeB: ShapeID
    /// The manifold point with the largest normal impulse in the sub-step where the contact began (world).
    public var point: Vec2
    /// The contact normal, pointing from shape A to shape B.
    public var normal: Vec2
    /// Creates the value from its fields; see each property.
    public init(shapeA: ShapeID, shapeB: ShapeID, point: Vec2, normal: Vec2) {
        self.shapeA = shapeA; self.shapeB = shapeB; self.point = point; self.normal = normal
    }
}

/// Two shapes stopped touching (or one of them was destroyed) during the last advance or step.
public struct ContactEndEvent: Hashable, Sendable {
    /// The first shape of the pair (the narrow phase's shape A).
    public var shapeA: ShapeID
    /// The second shape of the pair.
    public var shapeB: ShapeID
    /// Creates the value from its fields; see each property.
    public init(shapeA: ShapeID, shapeB: ShapeID) { self.shapeA = shapeA; self.shapeB = shapeB }
}
