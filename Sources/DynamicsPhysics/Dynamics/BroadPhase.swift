/// The broad phase: every shape's fat AABB in a `DynamicTree`, plus the proxies that moved (were re-inserted)
/// since the last pair search.
struct BroadPhase {
    var tree = DynamicTree()
    private var moveBuffer: [Int32] = []
    private var pairBuffer: [UInt64] = []

    /// Whether a pair search has work to do.
    var hasMovedProxies: Bool { !moveBuffer.isEmpty }

    mutating func createProxy(_ aabb: AABB, shape: Int32) -> Int32 {
        let proxy = tree.createProxy(aabb, userData: Int(shape))
        moveBuffer.append(proxy)
        return proxy
    }

    mutating func destroyProxy(_ proxy: Int32) {
        // A proxy can be queued several times (moved, then refiltered) before a pair search; every entry must go,
        // or the search reads a freed (or reused) tree node.
        moveBuffer.removeAll { $0 == proxy }
        tree.destroyProxy(proxy)
    }

    /// Moves a proxy to `aabb`; a proxy whose fat AABB had to grow is queued for the next pair search.
    mutating func moveProxy(_ proxy: Int32, _ aabb: AABB, displacement: Vec2) {
        if tree.moveProxy(proxy, aabb, displacement) { moveBuffer.append(proxy) }
    }

    /// Queues a proxy for the next pair search without moving it (after a filter change).
    mutating func touchProxy(_ proxy: Int32) { moveBuffer.append(proxy) }

    func fatAABB(_ proxy: Int32) -> AABB { tree.fatAABB(proxy) }

    /// The shape pairs whose fat AABBs overlap and of which at least one moved, as `pairKey`s sorted ascending
    /// (lower shape index first), without duplicates. Clears the move buffer.
    mutating func findNewPairs() -> [UInt64] {
        // Take the buffer out so it is uniquely referenced and clearing it keeps its storage.
        var pairs = pairBuffer
        pairBuffer = []
        pairs.removeAll(keepingCapacity: true)
        for proxy in moveBuffer {
            let shape = Int32(tree.userData(proxy))
            tree.query(tree.fatAABB(proxy)) { other in
                if other != proxy { pairs.append(pairKey(shape, Int32(tree.userData(other)))) }
                return true
            }
        }
        moveBuffer.removeAll(keepingCapacity: true)
        pairs.sort()
        var unique = 0
        for key in pairs where unique == 0 || pairs[unique - 1] != key {
            pairs[unique] = key
            unique += 1
        }
        pairs.removeSubrange(unique...)
        pairBuffer = pairs
        return pairs
    }
}
