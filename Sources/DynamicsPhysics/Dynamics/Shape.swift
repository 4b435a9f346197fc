/// A shape as stored by the world.
struct Shape: SlotRecord {
    var generation: UInt32 = 0
    var isAlive = false
    var body = nullIndex
    /// Next shape of the same body.
    var next = nullIndex
    var geometry: ShapeGeometry = .circle(Circle(radius: 0))
    var density = 1.0
    var friction = 0.2
    var restitution = 0.0
    var filter = Filter()
    var isSensor = false
    var userData = 0
    /// Broad-phase proxy.
    var proxy: Int32 = -1
    /// Order of the geometry kind for the narrow phase: circle 0, polygon 1, segment 2, chain segment 3.
    var kindOrder: Int {
        switch geometry {
        case .circle: 0
        case .polygon: 1
        case .segment: 2
        case .chainSegment: 3
        }
    }
}
