import Foundation

/// A collection view data source driven by snapshots: `apply` a snapshot of section and item identifiers and the
/// data source works out which items arrived, left and moved, and updates the collection view (animating, by
/// default). Cells come from `cellProvider`, given each item's identifier; headers and footers from
/// `supplementaryViewProvider`.
@MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                                          ItemIdentifierType: Hashable & Sendable>: UICollectionViewDataSource {
    /// Makes the cell for an item (normally dequeued from the collection view and configured for the identifier).
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the supplementary view of a kind for an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes headers, footers and other supplementary views; none are shown while it is nil.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (which it becomes the data source of) making cells with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the content the collection view shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: items that stay keep their cells (moving, when `animatingDifferences`, to their new places
    /// on the animation clock), new items get cells that fade in, removed items' cells fade out; reloaded and
    /// reconfigured items get their cells asked for again. `completion` runs when the animations end.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.unmarked
        guard let collectionView else {
            completion?()
            return
        }
        let newPaths = Dictionary(uniqueKeysWithValues: current.itemIdentifiers.map { ($0, indexPath(for: $0)!) })
        let oldItems = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
        let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
        var reloaded = Set((snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers).compactMap { newPaths[$0] })
        for (item, path) in newPaths where current.sectionIdentifier(containingItem: item).map(reloadedSections.contains) == true {
            reloaded.insert(path)
        }
        collectionView.applyUpdate(newIndexPath: { old in
            guard oldItems.indices.contains(old.section), oldItems[old.section].indices.contains(old.item) else { return nil }
            return newPaths[oldItems[old.section][old.item]]
        }, reloaded: reloaded, animated: animatingDifferences, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the collection view's data, without working out differences or animating.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        collectionView?.reloadData()
        completion?()
    }

    /// The identifier of the item at `indexPath`; nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of the item `itemIdentifier`; nil when it is not shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let sectionIndex = current.indexOfSection(section),
              let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The identifier of the section at `index`; nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of the section `identifier`; nil when it is not shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items of the section in the current snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell from `cellProvider` for the item's identifier. A provider that returns nil is a programmer error,
    /// as in UIKit.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath)")
        }
        return cell
    }

    /// The view from `supplementaryViewProvider`; nothing is shown without one or when it returns nil.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UnsuppliedSupplementaryView(frame: .zero)
    }
}
