/// Consistency checks of the dynamic tree, for tests and debugging.

/// A broken invariant of a `DynamicTree`.
public struct DynamicTreeError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, naming the node.
    public let description: String
}

extension DynamicTree {
    /// The largest difference in height between the two children of any node.
    public var maxBalance: Int {
        var result = 0
        for node in nodes where node.height > 0 {
            result = max(result, Int(abs(nodes[Int(node.child2)].height - nodes[Int(node.child1)].height)))
        }
        return result
    }

    /// The summed perimeter of all internal nodes over the root's: a quality measure (lower is better).
    public var perimeterRatio: Double {
        guard root != Self.nullNode else { return 0 }
        let total = nodes.filter { $0.height > 0 }.reduce(0) { $0 + $1.aabb.perimeter }
        return total / nodes[Int(root)].aabb.perimeter
    }

    /// Checks parent links, heights, that every box holds its children's, and that the free list and the live
    /// nodes account for the whole pool. Throws the first violation found.
    public func validate() throws {
        func fail(_ message: String) -> DynamicTreeError { DynamicTreeError(description: message) }
        var reached = 0
        var leaves = 0
        func check(_ index: Int32, parent: Int32) throws {
            let node = nodes[Int(index)]
            reached += 1
            if node.parent != parent { throw fail("node \(index): parent \(node.parent), expected \(parent)") }
            if node.isLeaf {
                if node.child2 != Self.nullNode || node.height != 0 { throw fail("leaf \(index) malformed") }
                leaves += 1
                return
            }
            let child1 = nodes[Int(node.child1)]
            let child2 = nodes[Int(node.child2)]
            if node.height != 1 + max(child1.height, child2.height) { throw fail("node \(index): wrong height") }
            if node.aabb != child1.aabb.union(child2.aabb) { throw fail("node \(index): box is not its children's union") }
            try check(node.child1, parent: index)
            try check(node.child2, parent: index)
        }
        if root != Self.nullNode { try check(root, parent: Self.nullNode) }
        var free = 0
        var index = freeList
        while index != Self.nullNode {
            if nodes[Int(index)].height != -1 { throw fail("free node \(index) is in use") }
            free += 1
            if free > nodes.count { throw fail("free list has a cycle") }
            index = nodes[Int(index)].parent
        }
        if leaves != proxyCount { throw fail("\(leaves) leaves for \(proxyCount) proxies") }
        if reached + free != nodes.count { throw fail("\(nodes.count - reached - free) nodes lost") }
    }
}
