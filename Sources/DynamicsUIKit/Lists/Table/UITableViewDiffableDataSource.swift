import Foundation

/// A table view data source driven by snapshots, as `UICollectionViewDiffableDataSource` is for collection views:
/// `apply` a snapshot of section and item identifiers and the table's rows are deleted, inserted, moved and
/// reloaded to match, with `defaultRowAnimation`. Cells come from `cellProvider`, given each item's identifier.
/// Subclasses override the title methods to give sections titles, as in UIKit.
@preconcurrency @MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                                     ItemIdentifierType: Hashable & Sendable>: UITableViewDataSource {
    /// Makes the cell for an item (normally dequeued from the table view and configured for the identifier).
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var content = DiffableContent<SectionIdentifierType, ItemIdentifierType>()
    /// How rows come and go when a snapshot is applied with animation; `.automatic` (a fade) by default, as in UIKit.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (which it becomes the data source of) making cells with `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the content the table view shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { content.current }

    /// Shows `snapshot` through the table's batch updates: rows that stay keep their cells and slide to their new
    /// places, new rows come in and removed rows go out with `defaultRowAnimation` (all at once without
    /// `animatingDifferences`), reloaded and reconfigured items get their cells asked for again. `completion` runs
    /// when the animations end.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = content.take(snapshot)
        guard let tableView else {
            completion?()
            return
        }
        tableView.applyChanges(changes, with: defaultRowAnimation, animated: animatingDifferences,
                               completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the table's data, without working out differences or animating.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        content.current = snapshot.unmarked
        tableView?.reloadData()
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
    open func numberOfSections(in tableView: UITableView) -> Int { content.current.numberOfSections }

    /// The number of rows of the section in the current snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        content.numberOfItems(inSection: section)
    }

    /// The cell from `cellProvider` for the item's identifier. A provider that returns nil is a programmer error,
    /// as in UIKit.
    /// Whether the row can be edited: false, as UIKit's diffable data source answers (override to allow it).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing is committed and rows offer no swipe to delete (override to change the snapshot).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        tableView.commitRequirementMissing = true
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for \(indexPath)")
        }
        return cell
    }

    /// No header title; subclasses override it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; subclasses override it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
