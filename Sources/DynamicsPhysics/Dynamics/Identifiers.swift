/// Identifies a body of a `World`: a slot index plus the slot's generation, so an id kept after its body was
/// destroyed never reaches the slot's next occupant.
public struct BodyID: Hashable, Comparable, Sendable {
    /// The slot in the world's body storage.
    public let index: Int32
    /// Incremented each time the slot is reused.
    public let generation: UInt32
    /// Creates the value from its fields; see each property.
    @inlinable public init(index: Int32, generation: UInt32) { self.index = index; self.generation = generation }
    /// Orders by index, then generation, for deterministic sorting.
    @inlinable public static func < (a: BodyID, b: BodyID) -> Bool { (a.index, a.generation) < (b.index, b.generation) }
}

/// Identifies a shape of a `World` (index plus generation, as `BodyID`).
public struct ShapeID: Hashable, Comparable, Sendable {
    /// The slot in the world's shape storage.
    public let index: Int32
    /// Incremented each time the slot is reused.
    public let generation: UInt32
    /// Creates the value from its fields; see each property.
    @inlinable public init(index: Int32, generation: UInt32) { self.index = index; self.generation = generation }
    /// Orders by index, then generation, for deterministic sorting.
    @inlinable public static func < (a: ShapeID, b: ShapeID) -> Bool { (a.index, a.generation) < (b.index, b.generation) }
}

/// Identifies a joint of a `World` (index plus generation, as `BodyID`).
public struct JointID: Hashable, Comparable, Sendable {
    /// The slot in the world's joint storage.
    public let index: Int32
    /// Incremented each time the slot is reused.
    public let generation: UInt32
    /// Creates the value from its fields; see each property.
    @inlinable public init(index: Int32, generation: UInt32) { self.index = index; self.generation = generation }
    /// Orders by index, then generation, for deterministic sorting.
    @inlinable public static func < (a: JointID, b: JointID) -> Bool { (a.index, a.generation) < (b.index, b.generation) }
}

/// The sentinel for "no element" in the index-linked lists of the world's storage.
let nullIndex: Int32 = -1
