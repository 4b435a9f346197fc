/// Collision filtering, SpriteKit/Box2D style.
///
/// Two shapes collide when they share a non-zero `groupIndex` that is positive, or, when the groups differ or are 0,
/// when each one's category is in the other's mask. A shared negative group never collides.
public struct Filter: Hashable, Sendable {
    /// The categories this shape belongs to.
    public var categoryBits: UInt64
    /// The categories this shape collides with.
    public var maskBits: UInt64
    /// Shapes sharing a non-zero group always (positive) or never (negative) collide.
    public var groupIndex: Int
    /// Creates the value from its fields; see each property.
    public init(categoryBits: UInt64 = 1, maskBits: UInt64 = .max, groupIndex: Int = 0) {
        self.categoryBits = categoryBits
        self.maskBits = maskBits
        self.groupIndex = groupIndex
    }

    /// Whether shapes with these filters may collide.
    @inlinable public func shouldCollide(with other: Filter) -> Bool {
        if groupIndex == other.groupIndex && groupIndex != 0 { return groupIndex > 0 }
        return (categoryBits & other.maskBits) != 0 && (other.categoryBits & maskBits) != 0
    }
}

/// Material and filtering of a shape. Density in kg/m² (mass = density × area).
public struct ShapeDef: Sendable {
    /// Mass per area (kg/m²).
    public var density: Double
    /// Coulomb friction coefficient; pairs mix as √(μa·μb).
    public var friction: Double
    /// Restitution; pairs mix as max(ea, eb).
    public var restitution: Double
    /// Collision filtering.
    public var filter: Filter
    /// A sensor reports begin/end contact but never produces a collision response.
    public var isSensor: Bool
    /// A value the caller attaches to the shape.
    public var userData: Int

    /// Creates the value from its fields; see each property.
    public init(density: Double = 1, friction: Double = 0.2, restitution: Double = 0, filter: Filter = Filter(),
                isSensor: Bool = false, userData: Int = 0) {
        self.density = density
        self.friction = friction
        self.restitution = restitution
        self.filter = filter
        self.isSensor = isSensor
        self.userData = userData
    }
}
