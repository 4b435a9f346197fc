import Foundation

/// A collection view data source driven by snapshots: `apply` a snapshot of section and item identifiers and the
/// data source works out which items arrived, left and moved, and updates the collection view (animating, by
/// default). Cells come from `cellProvider`, given each item's identifier; headers and footers from
/// `supplementaryViewProvider`.
@preconcurrency @MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                                          ItemIdentifierType: Hashable & Sendable>: UICollectionViewDataSource {
    /// Makes the cell for an item (normally dequeued from the collection view and configured for the identifier).
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the supplementary view of a kind for an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var content = DiffableContent<SectionIdentifierType, ItemIdentifierType>()
    /// Makes headers, footers and other supplementary views; none are shown while it is nil.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (which it becomes the data source of) making cells with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the content the collection view shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { content.current }

    /// Shows `snapshot` through the collection view's batch updates: the differences become deletions, insertions,
    /// moves and reloads, so items that stay keep their cells (moving, when `animatingDifferences`, to their new
    /// places on the animation clock), new items' cells fade in, removed items' cells fade out, and the layout's
    /// update hooks are called as for `performBatchUpdates`. `completion` runs when the animations end.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = content.take(snapshot)
        guard let collectionView else {
            completion?()
            return
        }
        collectionView.applyUpdate(changes, animated: animatingDifferences, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the collection view's data, without working out differences or animating.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        content.current = snapshot.unmarked
        collectionView?.reloadData()
        completion?()
    }

    /// The identifier of the item at `indexPath`; nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { content.itemIdentifier(for: indexPath) }

    /// The index path of the item `itemIdentifier`; nil when it is not shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { content.indexPath(for: itemIdentifier) }

    /// The identifier of the section at `index`; nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { content.sectionIdentifier(for: index) }

    /// The index of the section `identifier`; nil when it is not shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { content.current.indexOfSection(sectionIdentifier) }

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { content.current.numberOfSections }

    /// The number of items of the section in the current snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        content.numberOfItems(inSection: section)
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
