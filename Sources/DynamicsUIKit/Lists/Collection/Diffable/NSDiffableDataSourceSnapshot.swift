import Foundation

/// The state of a diffable data source's content: sections and their items, named by identifiers that stay with
/// them as they move. Build one, then `apply` it to a diffable data source, which works out what changed. Every
/// identifier appears once; a duplicate, or a reference to an identifier that is not there, is a programmer error
/// as in UIKit.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked for reloading since the snapshot was taken.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring since the snapshot was taken.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading since the snapshot was taken.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The items of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        precondition(items[identifier] != nil, "Invalid section identifier \(identifier): it is not in the snapshot")
        return items[identifier] ?? []
    }

    /// The section holding `identifier`; nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among all the snapshot's items; nil when it is not there.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// The position of `identifier` among the sections; nil when it is not there.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`'s section, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            preconditionFailure("There are currently no sections in the data source. Please add a section first.")
        }
        requireSection(section)
        add(identifiers, to: section)
        items[section, default: []].append(contentsOf: identifiers)
    }

    /// Adds `identifiers` just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let (section, index) = position(of: beforeIdentifier)
        add(identifiers, to: section)
        items[section]!.insert(contentsOf: identifiers, at: index)
    }

    /// Adds `identifiers` just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let (section, index) = position(of: afterIdentifier)
        add(identifiers, to: section)
        items[section]!.insert(contentsOf: identifiers, at: index + 1)
    }

    /// Removes `identifiers` (those that are there) from their sections.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            items[section]?.removeAll { $0 == identifier }
        }
    }

    /// Removes every item; the sections stay.
    public mutating func deleteAllItems() {
        for section in sections { items[section] = [] }
        sectionOfItem = [:]
    }

    /// Moves `identifier` to just before `toIdentifier`, in that item's section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "Cannot move item \(identifier) before itself")
        remove(identifier)
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves `identifier` to just after `toIdentifier`, in that item's section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "Cannot move item \(identifier) after itself")
        remove(identifier)
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks `identifiers` for reloading: their cells are asked for again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { requireItem(identifier) }
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    /// Marks `identifiers` for reconfiguring: their cells are configured again, in place, when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { requireItem(identifier) }
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Sections

    /// Adds empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        addSections(identifiers)
        sections.append(contentsOf: identifiers)
    }

    /// Adds empty sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let index = sectionIndex(toIdentifier)
        addSections(identifiers)
        sections.insert(contentsOf: identifiers, at: index)
    }

    /// Adds empty sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let index = sectionIndex(toIdentifier)
        addSections(identifiers)
        sections.insert(contentsOf: identifiers, at: index + 1)
    }

    /// Removes the sections (those that are there) with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let removed = items.removeValue(forKey: identifier) else { continue }
            for item in removed { sectionOfItem[item] = nil }
            sections.removeAll { $0 == identifier }
        }
    }

    /// Moves a section (with its items) to just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _ = sectionIndex(identifier)
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: sectionIndex(toIdentifier))
    }

    /// Moves a section (with its items) to just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _ = sectionIndex(identifier)
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: sectionIndex(toIdentifier) + 1)
    }

    /// Marks sections for reloading: their items' cells are asked for again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionIndex(identifier) }
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Checks

    /// The same content without the reload and reconfigure marks (what a data source keeps once it applied it).
    var unmarked: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    private mutating func add(_ identifiers: [ItemIdentifierType], to section: SectionIdentifierType) {
        for identifier in identifiers {
            precondition(sectionOfItem[identifier] == nil,
                         "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
            sectionOfItem[identifier] = section
        }
    }

    private mutating func addSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            precondition(items[identifier] == nil,
                         "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
            items[identifier] = []
        }
    }

    private mutating func remove(_ identifier: ItemIdentifierType) {
        let (section, index) = position(of: identifier)
        items[section]!.remove(at: index)
        sectionOfItem[identifier] = nil
    }

    private func position(of identifier: ItemIdentifierType) -> (SectionIdentifierType, Int) {
        guard let section = sectionOfItem[identifier], let index = items[section]?.firstIndex(of: identifier) else {
            preconditionFailure("Invalid item identifier specified: \(identifier)")
        }
        return (section, index)
    }

    private func requireItem(_ identifier: ItemIdentifierType) {
        precondition(sectionOfItem[identifier] != nil, "Invalid item identifier specified: \(identifier)")
    }

    private func requireSection(_ identifier: SectionIdentifierType) {
        precondition(items[identifier] != nil, "Invalid section identifier specified: \(identifier)")
    }

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
        guard let index = sections.firstIndex(of: identifier) else {
            preconditionFailure("Invalid section identifier specified: \(identifier)")
        }
        return index
    }
}
