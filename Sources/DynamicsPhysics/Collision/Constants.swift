/// Collision tolerances shared by the collision layer and the solver, in metres and radians.
///
/// The values are Box2D's, which UIKit Dynamics inherits through PhysicsKit.

/// The collision and constraint tolerance: overlap smaller than this is left alone so contacts stay persistent.
public let linearSlop = 0.005

/// The angular tolerance: two degrees, in radians.
public let angularSlop = 2.0 * Double.pi / 180

/// The skin radius a polygon may carry so that contacts form before the cores touch.
public let polygonRadius = 2 * linearSlop

/// The margin by which the dynamic tree fattens each proxy box (10 pt in UIKit units), so a small motion does
/// not need a tree update.
public let aabbMargin = 0.1

/// Contact points are reported while the separation is below this distance, so the solver can act before the
/// shapes touch.
public let speculativeDistance = 4 * linearSlop

/// How far ahead the dynamic tree extends a moved proxy's box along its displacement, as a multiple of it.
public let aabbDisplacementMultiplier = 4.0
