/// Two shapes started touching during the last `World.advance(by:)` or `World.step(_:)`.
public struct ContactBeginEvent: Hashable, Sendable {
    public var shapeA: ShapeID
    public var shapeB: ShapeID
    /// The manifold point with the largest normal impulse in the sub-step where the contact began (world).
    public var point: Vec2
    /// The contact normal, pointing from shape A to shape B.
    public var normal: Vec2
    public init(shapeA: ShapeID, shapeB: ShapeID, point: Vec2, normal: Vec2) {
        self.shapeA = shapeA; self.shapeB = shapeB; self.point = point; self.normal = normal
    }
}

/// Two shapes stopped touching (or one of them was destroyed) during the last advance or step.
public struct ContactEndEvent: Hashable, Sendable {
    public var shapeA: ShapeID
    public var shapeB: ShapeID
    public init(shapeA: ShapeID, shapeB: ShapeID) { self.shapeA = shapeA; self.shapeB = shapeB }
}
