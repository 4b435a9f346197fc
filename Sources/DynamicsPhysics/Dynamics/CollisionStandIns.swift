// TEMPORARY: minimal stand-ins for the collision helper's DynamicTree and collide, deleted when theirs land.
struct DynamicTree {
    private var boxes: [AABB] = []
    private var data: [Int] = []
    private var alive: [Bool] = []
    func fatAABB(_ p: Int32) -> AABB { boxes[Int(p)] }
    func userData(_ p: Int32) -> Int { data[Int(p)] }
    mutating func createProxy(_ aabb: AABB, userData: Int) -> Int32 {
        boxes.append(aabb.expanded(by: aabbMargin)); data.append(userData); alive.append(true)
        return Int32(boxes.count - 1)
    }
    mutating func destroyProxy(_ p: Int32) { alive[Int(p)] = false }
    mutating func moveProxy(_ p: Int32, _ aabb: AABB, displacement: Vec2) -> Bool {
        if boxes[Int(p)].contains(aabb) { return false }
        boxes[Int(p)] = aabb.expanded(by: aabbMargin)
        return true
    }
    func query(_ box: AABB, callback: (Int32) -> Bool) {
        for i in boxes.indices where alive[i] && boxes[i].overlaps(box) { if !callback(Int32(i)) { return } }
    }
}

func collide(_ a: ShapeGeometry, _ xfA: Transform, _ b: ShapeGeometry, _ xfB: Transform) -> Manifold {
    var m = Manifold()
    switch (a, b) {
    case let (.circle(ca), .circle(cb)):
        let pA = xfA.apply(ca.center), pB = xfB.apply(cb.center)
        let d = pB - pA, dist = d.length
        let sep = dist - ca.radius - cb.radius
        guard sep < speculativeDistance else { return m }
        m.normal = dist > 0 ? (1 / dist) * d : Vec2(1, 0)
        var mp = ManifoldPoint()
        let cA = pA + ca.radius * m.normal, cB = pB - cb.radius * m.normal
        mp.point = 0.5 * (cA + cB)
        mp.anchorA = mp.point - xfA.p; mp.anchorB = mp.point - xfB.p; mp.separation = sep
        m.point1 = mp; m.pointCount = 1
    case let (.segment(s), .circle(c)):
        let p1 = xfA.apply(s.point1), p2 = xfA.apply(s.point2), q = xfB.apply(c.center)
        let e = p2 - p1
        let t = min(max(dot(q - p1, e) / e.lengthSquared, 0), 1)
        let closest = p1 + t * e
        let d = q - closest, dist = d.length
        let sep = dist - c.radius
        guard sep < speculativeDistance else { return m }
        m.normal = dist > 0 ? (1 / dist) * d : e.leftPerpendicular.normalized
        var mp = ManifoldPoint()
        mp.point = closest + (0.5 * sep) * m.normal
        mp.anchorA = mp.point - xfA.p; mp.anchorB = mp.point - xfB.p; mp.separation = sep
        m.point1 = mp; m.pointCount = 1
    default: break
    }
    return m
}
