import DynamicsPhysics

/// True when the vectors agree within `tolerance` in both components.
func near(_ a: Vec2, _ b: Vec2, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A transform at `(x, y)` turned by `angle` radians.
func placed(_ x: Double, _ y: Double, _ angle: Double = 0) -> Transform {
    Transform(p: Vec2(x, y), q: Rot(angle: angle))
}

/// Every manifold point as (world point, separation, id), in order.
func points(_ m: Manifold) -> [(point: Vec2, separation: Double, id: UInt32)] {
    (0..<m.pointCount).map { (m[$0].point, m[$0].separation, m[$0].id) }
}
