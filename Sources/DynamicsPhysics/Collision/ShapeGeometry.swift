/// A solid circle in a body's local frame.
public struct Circle: Hashable, Sendable {
    /// The centre in the body frame.
    public var center: Vec2
    /// The radius in metres.
    public var radius: Double
    /// A circle of `radius` around `center`.
    public init(center: Vec2 = .zero, radius: Double) { self.center = center; self.radius = radius }
}

/// A line segment with zero thickness in a body's local frame, solid from both sides.
///
/// Segments (and chain segments) carry no `polygonRadius` skin: the narrow phase reports their contacts from
/// `speculativeDistance` away, which gives the solver the same head start a skin would, without fattening
/// boundaries.
public struct Segment: Hashable, Sendable {
    /// The first end, in the body frame.
    public var point1: Vec2
    /// The second end, in the body frame.
    public var point2: Vec2
    /// The segment from `point1` to `point2`.
    public init(_ point1: Vec2, _ point2: Vec2) { self.point1 = point1; self.point2 = point2 }
}

/// One segment of a chain, with the neighbouring vertices ("ghosts") that let the collision code ignore the
/// internal vertex so a rolling body crosses from one segment to the next without a bump.
///
/// The chain is two-sided, as in Box2D 2.2 which UIKit uses: a body may touch it from either side (a ball inside a
/// closed loop or outside it). A ghost equal to its segment end means the chain ends there: that end vertex is
/// then exposed like the end of a free segment. `ChainSegment.chain(through:isLoop:)` builds consistent ghosts.
public struct ChainSegment: Hashable, Sendable {
    /// The chain vertex before `segment.point1` (equal to it at an open start).
    public var ghost1: Vec2
    /// The segment itself.
    public var segment: Segment
    /// The chain vertex after `segment.point2` (equal to it at an open end).
    public var ghost2: Vec2
    /// A chain segment with its neighbouring vertices.
    public init(ghost1: Vec2, segment: Segment, ghost2: Vec2) { self.ghost1 = ghost1; self.segment = segment; self.ghost2 = ghost2 }
}

/// The geometry of one shape. Polygons carry their own vertex storage, created once with the shape.
public enum ShapeGeometry: Sendable {
    case circle(Circle)
    case polygon(Polygon)
    case segment(Segment)
    case chainSegment(ChainSegment)
}

/// Mass properties of a shape or body about its centre of mass.
public struct MassData: Hashable, Sendable {
    /// Mass in kilograms.
    public var mass: Double
    /// Centre of mass in the body's local frame.
    public var center: Vec2
    /// Rotational inertia about the centre of mass, kg·m².
    public var rotationalInertia: Double
    /// Mass properties from their three values.
    public init(mass: Double, center: Vec2, rotationalInertia: Double) {
        self.mass = mass; self.center = center; self.rotationalInertia = rotationalInertia
    }
}
