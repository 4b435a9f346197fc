/// One contact point of a manifold, in world orientation.
public struct ManifoldPoint: Hashable, Sendable {
    /// The contact point in world coordinates, midway between the two surfaces.
    public var point: Vec2 = .zero
    /// The contact point relative to body A's origin (the transform passed to the collide function).
    public var anchorA: Vec2 = .zero
    /// The contact point relative to body B's origin.
    public var anchorB: Vec2 = .zero
    /// Signed distance between the surfaces along the normal: negative when overlapping.
    public var separation: Double = 0
    /// Accumulated normal impulse, carried between steps for warm starting.
    public var normalImpulse: Double = 0
    /// Accumulated friction impulse, carried between steps for warm starting.
    public var tangentImpulse: Double = 0
    /// The largest normal impulse applied during the step, for contact reporting.
    public var maxNormalImpulse: Double = 0
    /// Identifies the pair of features (vertices, edges) that made the point, so impulses survive between steps.
    public var id: UInt32 = 0
    /// A point at the origin with no impulse.
    public init() {}
}

/// Up to two contact points between a pair of shapes, sharing one normal.
///
/// Stored inline (no array) so the narrow phase and the solver never allocate per contact.
public struct Manifold: Hashable, Sendable {
    /// The unit normal in world coordinates, pointing from shape A to shape B.
    public var normal: Vec2 = .zero
    /// The first point (valid when `pointCount` ≥ 1).
    public var point1 = ManifoldPoint()
    /// The second point (valid when `pointCount` = 2).
    public var point2 = ManifoldPoint()
    /// Number of valid points: 0, 1 or 2.
    public var pointCount: Int = 0
    /// An empty manifold: no contact.
    public init() {}

    /// The `index`-th point; `index` must be 0 or 1.
    @inlinable public subscript(index: Int) -> ManifoldPoint {
        get { index == 0 ? point1 : point2 }
        set { if index == 0 { point1 = newValue } else { point2 = newValue } }
    }
}

/// Packs the features that produced a contact point into a `ManifoldPoint.id`.
@inlinable public func makeFeatureID(_ indexA: Int, _ indexB: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: (indexA & 0xFF) << 8 | (indexB & 0xFF))
}
