import Foundation

extension BatchUpdates {
    /// The changes that turn `old` into `new`: sections and items that left are deleted, those that arrived are
    /// inserted, those whose place is not where the deletions and insertions alone put them are moved, and the
    /// marked ones are reloaded. An item whose old section left or whose new section arrived is deleted and
    /// inserted rather than moved (UIKit refuses moves out of deleted or into inserted sections).
    init<Section: Hashable, Item: Hashable>(from old: NSDiffableDataSourceSnapshot<Section, Item>,
                                            to new: NSDiffableDataSourceSnapshot<Section, Item>,
                                            reloading reloadedItems: [Item], reloadingSections reloadedSections: [Section]) {
        let oldSections = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        let newSections = Dictionary(uniqueKeysWithValues: new.sectionIdentifiers.enumerated().map { ($1, $0) })
        for (section, index) in oldSections where newSections[section] == nil { deletedSections.insert(index) }
        for (section, index) in newSections where oldSections[section] == nil { insertedSections.insert(index) }
        var sectionMoves: [Int: Int] = [:]
        for (section, index) in oldSections {
            guard let target = newSections[section], newSection(index) != target else { continue }
            sectionMoves[index] = target
        }
        movedSections = sectionMoves
        let oldPaths = Self.indexPaths(of: old)
        let newPaths = Self.indexPaths(of: new)
        var candidates: [(IndexPath, IndexPath)] = []
        for (item, path) in oldPaths {
            guard let target = newPaths[item] else {
                if !deletedSections.contains(path.section) { deletedItems.insert(path) }
                continue
            }
            if deletedSections.contains(path.section) || insertedSections.contains(target.section) {
                deletedItems.insert(path)
                if !insertedSections.contains(target.section) { insertedItems.insert(target) }
            } else {
                candidates.append((path, target))
            }
        }
        for (item, path) in newPaths where oldPaths[item] == nil && !insertedSections.contains(path.section) {
            insertedItems.insert(path)
        }
        // Decided against the mapping without moves: an item that lands elsewhere is moved.
        var moves: [IndexPath: IndexPath] = [:]
        for (path, target) in candidates where newIndexPath(path) != target { moves[path] = target }
        movedItems = moves
        for item in reloadedItems {
            guard let path = oldPaths[item], movedItems[path] == nil, newIndexPath(path) != nil else { continue }
            self.reloadedItems.insert(path)
        }
        for section in reloadedSections {
            if let index = oldSections[section], newSections[section] != nil { self.reloadedSections.insert(index) }
        }
    }

    private static func indexPaths<Section: Hashable, Item: Hashable>(
        of snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> [Item: IndexPath] {
        var paths: [Item: IndexPath] = [:]
        for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
            for (itemIndex, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
                paths[item] = IndexPath(item: itemIndex, section: sectionIndex)
            }
        }
        return paths
    }
}
