import Foundation
import DynamicsGeometry

/// UIKit's layout built from sections of groups of items (iOS 13): each section repeats its group down the view
/// (or, with `orthogonalScrollingBehavior`, in a row across it that scrolls on its own), with insets, spacing and
/// boundary headers and footers. Sizes are absolute, fractions of the enclosing container, or estimates that
/// self-sizing cells replace with their measured size.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    /// What applies across the sections; assigning one lays the sections out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private var placed = CompositionalPlacement()
    /// Sizes self-sizing cells measured, until the data is reloaded.
    private var preferredSizes: [IndexPath: CGSize] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section (by index, with the container it goes in); a nil
    /// section is left out.
    public convenience init(sectionProvider: @escaping @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Not made from archives: a compositional layout needs its sections, which an archive here cannot supply.
    public required init?(coder: NSCoder) { nil }

    /// Lays every section out for the collection view's current counts and width.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            placed = CompositionalPlacement()
            return
        }
        let inset = collectionView.adjustedContentInset
        let environment = CompositionalEnvironment(contentSize: collectionView.bounds.size,
                                                   contentInsets: NSDirectionalEdgeInsets(inset))
        placed = CompositionalPlacement(sections: (0..<collectionView.numberOfSections).map { index in
            sectionProvider(index, environment).map { ($0, collectionView.numberOfItems(inSection: index)) }
        }, environment: environment, spacing: configuration.interSectionSpacing, measured: preferredSizes)
        // A list draws its background behind its sections: the collection view's, as the first list section gives it.
        if let list = placed.lists.keys.min().flatMap({ placed.lists[$0] }) {
            collectionView.backgroundColor = ListSectionStyle(configuration: list).backgroundColor
        }
    }

    /// The list configuration of `section`, when it is a list section.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? { placed.lists[section] }

    /// The sections' extent down the view and the view's inner width.
    open override var collectionViewContentSize: CGSize { placed.contentSize }

    /// Copies of the attributes of the cells and boundary views whose frames meet `rect`; cells of an
    /// orthogonally scrolling section where its row's scrolling moved them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let offsets = collectionView?.orthogonalOffsets ?? [:]
        return placed.all.compactMap { placed in
            let attributes = scrolled(placed, offsets: offsets)
            return attributes.frame.overlaps(rect) ? attributes : nil
        }
    }

    /// A copy of `placed`, moved left by its row's scrolling when it is a cell of an orthogonal section.
    private func scrolled(_ placed: UICollectionViewLayoutAttributes, offsets: [Int: CGFloat]) -> UICollectionViewLayoutAttributes {
        let attributes = placed.copy() as! UICollectionViewLayoutAttributes
        if attributes.representedElementCategory == .cell, let offset = offsets[attributes.indexPath.section] {
            attributes.center.x -= offset
        }
        return attributes
    }

    /// A copy of the attributes of the item at `indexPath`, where its row's scrolling moved it.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.items[indexPath].map { scrolled($0, offsets: collectionView?.orthogonalOffsets ?? [:]) }
    }

    /// A copy of the attributes of the boundary view of `elementKind` in the section of `indexPath`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                             at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.supplementary.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }?
            .copy() as? UICollectionViewLayoutAttributes
    }

    /// True when the view's size changes (fractions of it change); scrolling alone keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// True for an item with an estimated dimension whose cell measured another size.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        originalAttributes.representedElementCategory == .cell && placed.estimated.contains(originalAttributes.indexPath)
            && preferredAttributes.size != originalAttributes.size
    }

    override var sizesItemsThemselves: Bool { !placed.estimated.isEmpty }

    override func takePreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) { preferredSizes[indexPath] = size }

    override func discardPreferredSizes() { preferredSizes = [:] }

    override var orthogonalRows: [Int: OrthogonalRow] { placed.rows }
}
