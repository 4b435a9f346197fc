import Foundation

/// The snapshot a diffable data source shows and the questions both diffable data sources (table and collection)
/// answer about it.
struct DiffableContent<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Takes `snapshot` (without its reload marks) and returns the changes from the previous one.
    mutating func take(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> BatchUpdates {
        let old = current
        current = snapshot.unmarked
        return BatchUpdates(from: old, to: current,
                            reloading: snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers,
                            reloadingSections: snapshot.reloadedSectionIdentifiers)
    }

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let sectionIndex = current.indexOfSection(section),
              let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    func numberOfItems(inSection index: Int) -> Int {
        sectionIdentifier(for: index).map { current.numberOfItems(inSection: $0) } ?? 0
    }
}
