/// A potential contact between two shapes whose fat AABBs overlap. It owns the manifold carried between sub-steps
/// for warm starting, and is linked into both bodies' contact lists.
struct Contact: EdgeLinked {
    var isAlive = false
    /// Shapes ordered so that A's geometry kind ≥ B's (circle < polygon < segment < chain segment), the order
    /// the narrow-phase functions take without flipping.
    var shapeA = nullIndex
    var shapeB = nullIndex
    var bodyA = nullIndex
    var bodyB = nullIndex
    var manifold = Manifold()
    /// Centre of shape A or B in its body frame when that shape is a circle (the position solver measures round
    /// shapes from their centre).
    var circleCenterA: Vec2?
    var circleCenterB: Vec2?
    var friction = 0.0
    var restitution = 0.0
    /// The manifold has points (for sensors: the shapes overlap).
    var isTouching = false
    /// Touching within `WorldSettings.contactEventDistance`: what begin and end events report.
    var isReported = false
    var isSensor = false
    /// Filtering must be re-evaluated before the next narrow phase.
    var needsFiltering = false
    /// Began touching in the current sub-step: its begin event is written after the solve, with impulses known.
    var beganThisStep = false
    var islandStamp = 0
    /// Links into body A's and body B's contact lists.
    var links = EdgeLinks()
}

/// A 64-bit key for an unordered pair of shape indices.
@inline(__always) func pairKey(_ a: Int32, _ b: Int32) -> UInt64 {
    let low = UInt64(UInt32(bitPattern: min(a, b))), high = UInt64(UInt32(bitPattern: max(a, b)))
    return low << 32 | high
}
