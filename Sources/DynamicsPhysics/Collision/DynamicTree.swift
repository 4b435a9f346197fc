/// A bounding-volume hierarchy of fat boxes: the broad phase.
///
/// Leaves hold proxies whose boxes are the shapes' tight boxes grown by `aabbMargin`, so a shape that moves a
/// little stays inside its leaf box and the tree is left alone. Insertion walks down choosing the child whose
/// perimeter grows least (the surface-area heuristic in 2-D), and every node on the way back up is rebalanced by
/// rotations, so the height stays logarithmic. Nodes live in one contiguous array with a free list; traversals
/// visit child 1 before child 2, so results are deterministic for a given sequence of operations.
public struct DynamicTree: Sendable {
    /// The index that means "no node".
    public static let nullNode: Int32 = -1

    struct Node: Sendable {
        var aabb = AABB(lower: .zero, upper: .zero)
        var userData = 0
        /// The parent, or for a free node the next free node.
        var parent: Int32 = DynamicTree.nullNode
        var child1: Int32 = DynamicTree.nullNode
        var child2: Int32 = DynamicTree.nullNode
        /// Leaf = 0, free node = -1.
        var height: Int32 = -1
        var isLeaf: Bool { child1 == DynamicTree.nullNode }
    }

    private(set) var nodes: [Node] = []
    private(set) var root: Int32 = nullNode
    private(set) var freeList: Int32 = nullNode
    /// The number of proxies in the tree.
    public private(set) var proxyCount = 0

    /// An empty tree.
    public init() {}

    /// The height of the tree: 0 for a single leaf or an empty tree.
    public var height: Int { root == Self.nullNode ? 0 : Int(nodes[Int(root)].height) }

    /// The fat box stored for `proxy`.
    public func fatAABB(_ proxy: Int32) -> AABB { nodes[Int(proxy)].aabb }

    /// The user data stored with `proxy`.
    public func userData(_ proxy: Int32) -> Int { nodes[Int(proxy)].userData }

    /// Adds a proxy for the tight box `aabb`, stored fattened by `aabbMargin`; returns its id.
    public mutating func createProxy(_ aabb: AABB, userData: Int) -> Int32 {
        let proxy = allocateNode()
        nodes[Int(proxy)].aabb = aabb.expanded(by: aabbMargin)
        nodes[Int(proxy)].userData = userData
        nodes[Int(proxy)].height = 0
        insertLeaf(proxy)
        proxyCount += 1
        return proxy
    }

    /// Removes `proxy`; its id may be reused by a later `createProxy`.
    public mutating func destroyProxy(_ proxy: Int32) {
        precondition(nodes[Int(proxy)].isLeaf && nodes[Int(proxy)].height == 0, "not a proxy")
        removeLeaf(proxy)
        freeNode(proxy)
        proxyCount -= 1
    }

    /// Updates `proxy` for the new tight box `aabb`. When `aabb` still fits in the stored fat box (and that box
    /// is within four margins of the box it would get now), nothing changes and the result is false. Otherwise the proxy is reinserted with
    /// a box fattened by `aabbMargin` and stretched ahead along `displacement` (times
    /// `aabbDisplacementMultiplier`), and the result is true.
    @discardableResult
    public mutating func moveProxy(_ proxy: Int32, _ aabb: AABB, _ displacement: Vec2) -> Bool {
        let stored = nodes[Int(proxy)].aabb
        var fat = aabb.expanded(by: aabbMargin)
        let d = aabbDisplacementMultiplier * displacement
        if d.x < 0 { fat.lower.x += d.x } else { fat.upper.x += d.x }
        if d.y < 0 { fat.lower.y += d.y } else { fat.upper.y += d.y }
        // Keep the stored box while it holds the shape, unless it is far larger than needed now (left huge by an
        // earlier fast motion): then it is shrunk.
        if stored.contains(aabb), fat.expanded(by: 4 * aabbMargin).contains(stored) { return false }
        removeLeaf(proxy)
        nodes[Int(proxy)].aabb = fat
        insertLeaf(proxy)
        return true
    }

    /// Calls `callback` with every proxy whose fat box overlaps `aabb`, until it returns false.
    public func query(_ aabb: AABB, callback: (Int32) -> Bool) {
        traverse { index, node in
            guard node.aabb.overlaps(aabb) else { return .skip }
            if node.isLeaf, !callback(index) { return .stop }
            return .descend
        }
    }

    /// Casts a ray through the tree. `callback(input, proxy)` is called for proxies whose fat box the ray
    /// crosses; it returns the new maximum fraction: 0 stops the cast, a value in (0, maxFraction) clips the ray
    /// (a hit), the current `maxFraction` carries on unchanged, and a negative value ignores the proxy.
    public func rayCast(_ input: RayCastInput, callback: (RayCastInput, Int32) -> Double) {
        let origin = input.origin
        let translation = input.translation
        guard translation.lengthSquared > 0 else { return }
        // Separating axis of the ray: its normal. |dot(normal, origin − c)| > dot(|normal|, h) means a miss.
        let normal = translation.rightPerpendicular.normalized
        let absNormal = Vec2(abs(normal.x), abs(normal.y))
        var maxFraction = input.maxFraction
        func rayBox() -> AABB {
            AABB(lower: Vec2.componentMin(origin, origin + maxFraction * translation), upper: Vec2.componentMax(origin, origin + maxFraction * translation))
        }
        var box = rayBox()
        traverse { index, node in
            guard node.aabb.overlaps(box) else { return .skip }
            let halfExtents = 0.5 * (node.aabb.upper - node.aabb.lower)
            if abs(dot(normal, origin - node.aabb.center)) - dot(absNormal, halfExtents) > 0 { return .skip }
            guard node.isLeaf else { return .descend }
            let value = callback(RayCastInput(origin: origin, translation: translation, maxFraction: maxFraction), index)
            if value == 0 { return .stop }
            if value > 0, value < maxFraction {
                maxFraction = value
                box = rayBox()
            }
            return .descend
        }
    }

    private enum TraversalStep { case skip, descend, stop }

    /// Depth-first walk from the root, child 1 before child 2, on a stack of the tree's height (on the machine
    /// stack: no allocation). `visit` decides per node whether to go below it, skip it, or stop.
    private func traverse(_ visit: (Int32, Node) -> TraversalStep) {
        guard root != Self.nullNode else { return }
        // Each pop pushes at most two children, so the stack never holds more than height + 1 entries.
        let capacity = Int(nodes[Int(root)].height) + 2
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { stack in
            var top = 0
            stack[top] = root
            top += 1
            while top > 0 {
                top -= 1
                let index = stack[top]
                let node = nodes[Int(index)]
                switch visit(index, node) {
                case .stop: return
                case .skip: continue
                case .descend:
                    guard !node.isLeaf else { continue }
                    stack[top] = node.child2
                    stack[top + 1] = node.child1
                    top += 2
                }
            }
        }
    }

    // MARK: Node pool

    private mutating func allocateNode() -> Int32 {
        if freeList == Self.nullNode {
            let index = Int32(nodes.count)
            nodes.append(Node())
            return index
        }
        let index = freeList
        freeList = nodes[Int(index)].parent
        nodes[Int(index)] = Node()
        return index
    }

    private mutating func freeNode(_ index: Int32) {
        nodes[Int(index)] = Node()
        nodes[Int(index)].parent = freeList
        freeList = index
    }

    // MARK: Insertion and removal

    private mutating func insertLeaf(_ leaf: Int32) {
        if root == Self.nullNode {
            root = leaf
            nodes[Int(leaf)].parent = Self.nullNode
            return
        }
        let leafBox = nodes[Int(leaf)].aabb
        // Walk down to the best sibling: the cost of a choice is the perimeter it adds to the tree.
        var index = root
        while !nodes[Int(index)].isLeaf {
            let node = nodes[Int(index)]
            let perimeter = node.aabb.perimeter
            let combinedPerimeter = node.aabb.union(leafBox).perimeter
            // Making a new parent of this node and the leaf.
            let costHere = 2 * combinedPerimeter
            // Descending pushes this node's growth onto every level below.
            let inheritedCost = 2 * (combinedPerimeter - perimeter)
            let cost1 = descentCost(node.child1, leafBox) + inheritedCost
            let cost2 = descentCost(node.child2, leafBox) + inheritedCost
            if costHere < cost1, costHere < cost2 { break }
            index = cost1 < cost2 ? node.child1 : node.child2
        }
        let sibling = index

        let oldParent = nodes[Int(sibling)].parent
        let newParent = allocateNode()
        nodes[Int(newParent)].parent = oldParent
        nodes[Int(newParent)].aabb = leafBox.union(nodes[Int(sibling)].aabb)
        nodes[Int(newParent)].height = nodes[Int(sibling)].height + 1
        nodes[Int(newParent)].child1 = sibling
        nodes[Int(newParent)].child2 = leaf
        nodes[Int(sibling)].parent = newParent
        nodes[Int(leaf)].parent = newParent
        if oldParent == Self.nullNode {
            root = newParent
        } else if nodes[Int(oldParent)].child1 == sibling {
            nodes[Int(oldParent)].child1 = newParent
        } else {
            nodes[Int(oldParent)].child2 = newParent
        }
        refitAncestors(from: newParent)
    }

    /// The cost of sending the new leaf's box down into `child`: a new parent for a leaf, the perimeter growth for
    /// an internal node.
    private func descentCost(_ child: Int32, _ box: AABB) -> Double {
        let node = nodes[Int(child)]
        let combined = box.union(node.aabb).perimeter
        return node.isLeaf ? combined : combined - node.aabb.perimeter
    }

    private mutating func removeLeaf(_ leaf: Int32) {
        if leaf == root {
            root = Self.nullNode
            return
        }
        let parent = nodes[Int(leaf)].parent
        let grandParent = nodes[Int(parent)].parent
        let sibling = nodes[Int(parent)].child1 == leaf ? nodes[Int(parent)].child2 : nodes[Int(parent)].child1
        if grandParent == Self.nullNode {
            root = sibling
            nodes[Int(sibling)].parent = Self.nullNode
            freeNode(parent)
            return
        }
        if nodes[Int(grandParent)].child1 == parent {
            nodes[Int(grandParent)].child1 = sibling
        } else {
            nodes[Int(grandParent)].child2 = sibling
        }
        nodes[Int(sibling)].parent = grandParent
        freeNode(parent)
        refitAncestors(from: grandParent)
    }

    /// Rebalances and refits every node from `start` up to the root.
    private mutating func refitAncestors(from start: Int32) {
        var index = start
        while index != Self.nullNode {
            index = balance(index)
            let child1 = nodes[Int(index)].child1
            let child2 = nodes[Int(index)].child2
            nodes[Int(index)].height = 1 + max(nodes[Int(child1)].height, nodes[Int(child2)].height)
            nodes[Int(index)].aabb = nodes[Int(child1)].aabb.union(nodes[Int(child2)].aabb)
            index = nodes[Int(index)].parent
        }
    }

    /// If the subtree at `a` leans by more than one level, rotates its taller child up to take its place.
    /// Returns the subtree's new root.
    private mutating func balance(_ a: Int32) -> Int32 {
        let nodeA = nodes[Int(a)]
        if nodeA.isLeaf || nodeA.height < 2 { return a }
        let b = nodeA.child1
        let c = nodeA.child2
        let lean = nodes[Int(c)].height - nodes[Int(b)].height
        if lean > 1 { return rotateUp(c, over: a, keeping: b) }
        if lean < -1 { return rotateUp(b, over: a, keeping: c) }
        return a
    }

    /// Makes `up` (a child of `a`) the parent of `a`. `up`'s taller child stays with it; its shorter child
    /// replaces `up` under `a`, next to `kept`.
    private mutating func rotateUp(_ up: Int32, over a: Int32, keeping kept: Int32) -> Int32 {
        let f = nodes[Int(up)].child1
        let g = nodes[Int(up)].child2
        let (taller, shorter) = nodes[Int(f)].height > nodes[Int(g)].height ? (f, g) : (g, f)

        // `up` takes `a`'s place under `a`'s parent.
        let parent = nodes[Int(a)].parent
        nodes[Int(up)].parent = parent
        if parent == Self.nullNode {
            root = up
        } else if nodes[Int(parent)].child1 == a {
            nodes[Int(parent)].child1 = up
        } else {
            nodes[Int(parent)].child2 = up
        }
        nodes[Int(up)].child1 = a
        nodes[Int(up)].child2 = taller
        nodes[Int(a)].parent = up

        // The shorter grandchild replaces `up` among `a`'s children.
        if nodes[Int(a)].child1 == up {
            nodes[Int(a)].child1 = shorter
        } else {
            nodes[Int(a)].child2 = shorter
        }
        nodes[Int(shorter)].parent = a

        nodes[Int(a)].aabb = nodes[Int(kept)].aabb.union(nodes[Int(shorter)].aabb)
        nodes[Int(a)].height = 1 + max(nodes[Int(kept)].height, nodes[Int(shorter)].height)
        nodes[Int(up)].aabb = nodes[Int(a)].aabb.union(nodes[Int(taller)].aabb)
        nodes[Int(up)].height = 1 + max(nodes[Int(a)].height, nodes[Int(taller)].height)
        return up
    }
}
