import Foundation
import Testing
@testable import DynamicsPhysics

/// A small deterministic generator (SplitMix64) so the tests do not depend on the system's random source.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * Double(next() >> 11) / Double(1 << 53)
    }
    mutating func box(in extent: Double, maxSize: Double) -> AABB {
        let lower = Vec2(uniform(-extent, extent), uniform(-extent, extent))
        return AABB(lower: lower, upper: lower + Vec2(uniform(0.01, maxSize), uniform(0.01, maxSize)))
    }
}

@Suite struct DynamicTreeTests {
    /// Proxies found by a tree query, sorted.
    func queried(_ tree: DynamicTree, _ box: AABB) -> [Int32] {
        var found: [Int32] = []
        tree.query(box) { found.append($0); return true }
        return found.sorted()
    }

    @Test func thousandRandomBoxesMatchBruteForce() throws {
        var random = SplitMix64(state: 7)
        var tree = DynamicTree()
        var boxes: [Int32: AABB] = [:]
        for i in 0..<1000 {
            let box = random.box(in: 50, maxSize: 2)
            let proxy = tree.createProxy(box, userData: i)
            boxes[proxy] = box
            #expect(tree.userData(proxy) == i)
        }
        try tree.validate()
        #expect(tree.proxyCount == 1000)
        #expect(tree.maxBalance <= 1)
        // An AVL-balanced tree of 1000 leaves is at most 1.44·log2(1002) ≈ 14.4 high.
        #expect(tree.height <= 14 && tree.height >= 10)
        for (proxy, box) in boxes {
            #expect(tree.fatAABB(proxy) == box.expanded(by: aabbMargin))
        }
        for _ in 0..<200 {
            let query = random.box(in: 50, maxSize: 10)
            let expected = boxes.keys.filter { tree.fatAABB($0).overlaps(query) }.sorted()
            #expect(queried(tree, query) == expected)
        }
    }

    @Test func queryStopsWhenTheCallbackSaysSo() {
        var tree = DynamicTree()
        for i in 0..<10 { _ = tree.createProxy(AABB(lower: Vec2(Double(i), 0), upper: Vec2(Double(i) + 0.5, 1)), userData: i) }
        var visits = 0
        tree.query(AABB(lower: Vec2(-1, -1), upper: Vec2(20, 2))) { _ in visits += 1; return visits < 3 }
        #expect(visits == 3)
    }

    @Test func moveReinsertsOnlyWhenTheBoxLeavesItsFatBox() throws {
        var tree = DynamicTree()
        let box = AABB(lower: .zero, upper: Vec2(1, 1))
        let proxy = tree.createProxy(box, userData: 0)
        _ = tree.createProxy(AABB(lower: Vec2(5, 5), upper: Vec2(6, 6)), userData: 1)
        let small = AABB(lower: Vec2(0.05, 0), upper: Vec2(1.05, 1))
        let movedSmall = tree.moveProxy(proxy, small, Vec2(0.05, 0))
        #expect(!movedSmall)
        #expect(tree.fatAABB(proxy) == box.expanded(by: aabbMargin))
        let far = AABB(lower: Vec2(0.5, 0), upper: Vec2(1.5, 1))
        let movedFar = tree.moveProxy(proxy, far, Vec2(0.5, 0))
        #expect(movedFar)
        let fat = tree.fatAABB(proxy)
        #expect(abs(fat.lower.x - 0.4) < 1e-12 && abs(fat.upper.x - (1.6 + 4 * 0.5)) < 1e-12)
        #expect(abs(fat.lower.y + 0.1) < 1e-12 && abs(fat.upper.y - 1.1) < 1e-12)
        // Once the proxy stops, its stretched box is shrunk back.
        let stopped = tree.moveProxy(proxy, far, .zero)
        #expect(stopped)
        #expect(tree.fatAABB(proxy) == far.expanded(by: aabbMargin))
        try tree.validate()
    }

    @Test func randomMovesAndDestroysKeepTheTreeValid() throws {
        var random = SplitMix64(state: 99)
        var tree = DynamicTree()
        var proxies: [Int32] = []
        var tight: [Int32: AABB] = [:]
        for i in 0..<500 {
            let box = random.box(in: 30, maxSize: 1)
            let proxy = tree.createProxy(box, userData: i)
            proxies.append(proxy)
            tight[proxy] = box
        }
        for round in 0..<20 {
            for proxy in proxies {
                let d = Vec2(random.uniform(-0.3, 0.3), random.uniform(-0.3, 0.3))
                let box = tight[proxy]!
                let moved = AABB(lower: box.lower + d, upper: box.upper + d)
                tree.moveProxy(proxy, moved, d)
                tight[proxy] = moved
                #expect(tree.fatAABB(proxy).contains(moved))
            }
            if round % 5 == 4 {
                for _ in 0..<50 {
                    let proxy = proxies.remove(at: Int(random.next() % UInt64(proxies.count)))
                    tree.destroyProxy(proxy)
                    tight[proxy] = nil
                }
                for i in 0..<30 {
                    let box = random.box(in: 30, maxSize: 1)
                    let proxy = tree.createProxy(box, userData: 1000 + i)
                    proxies.append(proxy)
                    tight[proxy] = box
                }
            }
            try tree.validate()
        }
        #expect(tree.maxBalance <= 1)
        #expect(tree.proxyCount == proxies.count)
        let query = AABB(lower: Vec2(-10, -10), upper: Vec2(10, 10))
        #expect(queried(tree, query) == proxies.filter { tree.fatAABB($0).overlaps(query) }.sorted())
        // Freed nodes are reused: the pool holds about two nodes per proxy.
        #expect(tree.nodes.count < 2 * 500 + 10)
    }

    @Test func rayCastFindsTheNearestProxy() {
        var tree = DynamicTree()
        var circles: [Int32: Circle] = [:]
        for i in 0..<20 {
            let circle = Circle(center: Vec2(Double(i) * 2, Double(i % 3) - 1), radius: 0.4)
            circles[tree.createProxy(circle.computeAABB(.identity), userData: i)] = circle
        }
        let input = RayCastInput(origin: Vec2(-5, 1), translation: Vec2(50, 0))
        var nearest: (proxy: Int32, fraction: Double)?
        var tested = 0
        tree.rayCast(input) { subInput, proxy in
            tested += 1
            guard let hit = circles[proxy]!.rayCast(subInput, .identity) else { return subInput.maxFraction }
            nearest = (proxy, hit.fraction)
            return hit.fraction
        }
        // Circle 2 at (4, 1) is the first on the line y = 1: the ray meets it at x = 3.6.
        #expect(tree.userData(nearest!.proxy) == 2)
        #expect(abs(nearest!.fraction - 8.6 / 50) < 1e-12)
        #expect(tested < 20)
    }
}
