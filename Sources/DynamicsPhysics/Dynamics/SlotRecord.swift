/// A record stored in one of the world's slot arrays (bodies, shapes, joints). Freed slots are reused; the slot's
/// generation, bumped on every release, tells a stale id from the slot's current occupant.
protocol SlotRecord {
    init()
    var generation: UInt32 { get set }
    var isAlive: Bool { get set }
}

extension Array where Element: SlotRecord {
    /// Takes a freed slot, or appends a new one, and returns its index with a blank live record that carries the
    /// slot's generation. The caller fills the record in and stores it at the index.
    mutating func claimSlot(reusing free: inout [Int32]) -> (index: Int32, record: Element) {
        let index: Int32
        if let reused = free.popLast() { index = reused } else {
            index = Int32(count)
            append(Element())
        }
        var record = Element()
        record.generation = self[Int(index)].generation
        record.isAlive = true
        return (index, record)
    }

    /// Resets slot `index` to a blank record of the next generation and hands it back to `free`.
    mutating func releaseSlot(_ index: Int32, to free: inout [Int32]) {
        let generation = self[Int(index)].generation &+ 1
        self[Int(index)] = Element()
        self[Int(index)].generation = generation
        free.append(index)
    }
}
