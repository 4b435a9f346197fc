import Dynamics
import Foundation

/// A modern collection view on a 375×667 screen: a compositional layout fed by a diffable data source, its grid
/// items hanging on UIKit Dynamics springs as in the springy list.
///
/// Section 0, "Featured": a row of six cards (80 % of the width, 150 tall) that scrolls on its own and pages a card
/// at a time (`.groupPaging`). Section 1, "Colours": a grid of 24 squares, three a row, 8 apart, each hung on an
/// attachment spring (length 0, damping 0.8, frequency 1) from its compositional position; a scroll shifts every
/// square by the scroll delta times its distance from the finger / 1500, so far squares lag and spring back.
/// Headers come from the data source's supplementary view provider, cells from cell registrations.
/// Script: at 0.5 s a drag left on the row pages it to the second card; at 2 s a fling up scrolls the grid, whose
/// squares lag behind; at 4.5 s a new snapshot moves the last square first and removes two, animated (0.3 s):
/// cells glide to their new places, the removed fade out. Cards are traced as "card-N", squares as "square-N".
let compositionalScene = Scene(
    name: "compositional",
    summary: "Compositional layout + diffable data source: a paging row of cards over a grid of springy squares; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 7
) { context in
    context.statusBar = .dark
    let gallery = GalleryView(frame: context.view.bounds)
    context.view.addSubview(gallery)
    context.drive(gallery.springyLayout.dynamicAnimator)

    context.pan(along: [CGPoint(x: 300, y: 150), CGPoint(x: 200, y: 152)], from: 0.5, duration: 0.3)
    context.pan(along: [CGPoint(x: 190, y: 600), CGPoint(x: 190, y: 380)], from: 2, duration: 0.25)
    context.at(4.5) {
        var snapshot = gallery.gallerySource.snapshot()
        let squares = snapshot.itemIdentifiers(inSection: .grid)
        snapshot.moveItem(squares[squares.count - 1], beforeItem: squares[0])
        snapshot.deleteItems([squares[1], squares[2]])
        gallery.gallerySource.apply(snapshot)
    }
}

/// The two sections of the gallery.
enum GallerySection: Int, Sendable {
    case featured, grid
}

/// A compositional layout whose grid items hang on springs from their places, driven by a layout animator. The
/// row of cards is left to the compositional layout (its cells live in the row's own scroll view).
final class SpringyCompositionalLayout: UICollectionViewCompositionalLayout {
    /// The distance from the finger, in points, at which an item stays behind by the whole scroll delta.
    static let resistanceDistance: CGFloat = 1500

    /// The animator holding one spring per grid item, in the collection view's content coordinates.
    private(set) lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

    init() {
        super.init(sectionProvider: { index, environment in
            index == 0 ? Self.featured() : Self.grid()
        }, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    required init?(coder: NSCoder) { nil }

    /// A header 44 tall over the section.
    private static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    /// Cards 80 % of the section wide, paging one at a time.
    private static func featured() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// Three squares a row, 8 apart.
    private static func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// The grid items and content size the springs were hung for.
    private var hungFor: (items: Int, size: CGSize)?

    /// Lays out, then hangs every grid item on a spring at its place: once, and again after the data or the size
    /// changed (the animator invalidates the layout on every step; those preparations keep the springs).
    override func prepare() {
        super.prepare()
        let items = collectionView?.numberOfItems(inSection: GallerySection.grid.rawValue) ?? 0
        guard hungFor?.items != items || hungFor?.size != collectionViewContentSize else { return }
        hungFor = (items, collectionViewContentSize)
        dynamicAnimator.removeAllBehaviors()
        let everything = CGRect(origin: .zero, size: collectionViewContentSize)
        for attributes in super.layoutAttributesForElements(in: everything) ?? []
        where attributes.representedElementCategory == .cell && attributes.indexPath.section == GallerySection.grid.rawValue {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            dynamicAnimator.addBehavior(spring)
        }
    }

    /// The row's cards and the headers as laid out, the grid's squares as the springs move them.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let laidOut = (super.layoutAttributesForElements(in: rect) ?? []).filter {
            $0.representedElementCategory != .cell || $0.indexPath.section != GallerySection.grid.rawValue
        }
        let springy = dynamicAnimator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
        return laidOut + springy
    }

    /// A grid square's attributes from the animator; a card's from the layout.
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == GallerySection.grid.rawValue else { return super.layoutAttributesForItem(at: indexPath) }
        return dynamicAnimator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    /// Shifts every square by the scroll delta scaled by its distance from the finger, so far squares lag.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        dynamicAnimator.lagSprings(of: collectionView, scrollingTo: newBounds, resistanceDistance: Self.resistanceDistance)
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}

/// The gallery: a collection view with the springy compositional layout and a diffable data source of card and
/// square numbers (cards 0…5, squares 100…123).
final class GalleryView: UICollectionView {
    let springyLayout = SpringyCompositionalLayout()
    private(set) var gallerySource: UICollectionViewDiffableDataSource<GallerySection, Int>!

    init(frame: CGRect) {
        super.init(frame: frame, collectionViewLayout: springyLayout)
        backgroundColor = .systemGroupedBackground
        // The status bar is cleared by hand, so UIKit must not add the safe area on top (as on iOS 11+).
        contentInsetAdjustmentBehavior = .never
        contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        contentOffset = CGPoint(x: 0, y: -20)
        let card = CellRegistration<TileCell, Int> { cell, _, number in
            cell.show(number, name: "card-\(number)", color: Self.cardColors[number % Self.cardColors.count], corner: 14)
        }
        let square = CellRegistration<TileCell, Int> { cell, _, number in
            let index = number - 100
            cell.show(index, name: "square-\(index)",
                      color: UIColor(hue: CGFloat(index) / 24, saturation: 0.55, brightness: 0.95, alpha: 1), corner: 8)
        }
        let header = SupplementaryRegistration<HeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            view.label.text = indexPath.section == 0 ? "Featured" : "Colours"
        }
        gallerySource = UICollectionViewDiffableDataSource(collectionView: self) { view, indexPath, number in
            indexPath.section == 0 ? view.dequeueConfiguredReusableCell(using: card, for: indexPath, item: number)
                : view.dequeueConfiguredReusableCell(using: square, for: indexPath, item: number)
        }
        gallerySource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<GallerySection, Int>()
        snapshot.appendSections([.featured, .grid])
        snapshot.appendItems(Array(0..<6), toSection: .featured)
        snapshot.appendItems(Array(100..<124), toSection: .grid)
        gallerySource.apply(snapshot, animatingDifferences: false)
    }

    required init?(coder: NSCoder) { nil }

    static let cardColors: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen, .systemPurple]
}

/// A rounded coloured tile with a number in it.
final class TileCell: UICollectionViewCell {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .white
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ number: Int, name: String, color: UIColor, corner: CGFloat) {
        accessibilityIdentifier = name
        contentView.backgroundColor = color
        contentView.layer.cornerRadius = corner
        label.text = "\(number + 1)"
        label.frame = contentView.bounds
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A section title in bold.
final class HeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .label
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 20, y: 8, width: bounds.width - 40, height: 30)
    }
}
