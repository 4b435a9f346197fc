import DynamicsGeometry
import DynamicsUIKit
/// An ordered list of dynamic items compared by identity, as UIKit's behaviours keep them.
struct ItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem] = []) {
        for item in items { add(item) }
    }

    /// Adds `item` unless it is already present; returns whether it was added.
    @discardableResult
    mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    /// Removes `item` if present; returns whether it was removed.
    @discardableResult
    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }

    func contains(_ item: any UIDynamicItem) -> Bool {
        items.contains { $0 === item }
    }
}
