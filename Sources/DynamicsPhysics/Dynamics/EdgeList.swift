/// Links of an element (contact or joint) that joins two bodies into both bodies' doubly linked edge lists.
/// Keys are `edgeKey(element, side)`; side 0 is body A's list, side 1 body B's.
struct EdgeLinks {
    var prevA = nullIndex
    var nextA = nullIndex
    var prevB = nullIndex
    var nextB = nullIndex

    @inline(__always) func next(_ side: Int32) -> Int32 { side == 0 ? nextA : nextB }
    @inline(__always) func prev(_ side: Int32) -> Int32 { side == 0 ? prevA : prevB }
    @inline(__always) mutating func setNext(_ side: Int32, _ key: Int32) { if side == 0 { nextA = key } else { nextB = key } }
    @inline(__always) mutating func setPrev(_ side: Int32, _ key: Int32) { if side == 0 { prevA = key } else { prevB = key } }
}

/// An element stored in an array and linked into its two bodies' edge lists.
protocol EdgeLinked {
    var links: EdgeLinks { get set }
}

extension MutableCollection where Element: EdgeLinked, Index == Int {
    /// Pushes side `side` of element `index` at the front of the list whose head is `head`.
    @inline(__always) mutating func linkEdge(_ index: Int32, side: Int32, head: inout Int32) {
        let key = edgeKey(index, side)
        self[Int(index)].links.setPrev(side, nullIndex)
        self[Int(index)].links.setNext(side, head)
        if head != nullIndex { self[Int(head >> 1)].links.setPrev(head & 1, key) }
        head = key
    }

    /// Removes side `side` of element `index` from the list whose head is `head`.
    @inline(__always) mutating func unlinkEdge(_ index: Int32, side: Int32, head: inout Int32) {
        let links = self[Int(index)].links
        let prev = links.prev(side), next = links.next(side)
        if prev != nullIndex { self[Int(prev >> 1)].links.setNext(prev & 1, next) } else { head = next }
        if next != nullIndex { self[Int(next >> 1)].links.setPrev(next & 1, prev) }
    }

    /// The key after `key` in its list.
    @inline(__always) func nextEdge(_ key: Int32) -> Int32 { self[Int(key >> 1)].links.next(key & 1) }
}
