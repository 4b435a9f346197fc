import Foundation
import DynamicsGeometry

extension UICollectionView {
    /// Registers the class whose instances `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// creates for `elementKind` and `identifier`; nil unregisters it. The class must be `UICollectionReusableView`
    /// or a subclass.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        elementPool.register(viewClass, queue: ElementKey.supplementaryQueue(kind: elementKind, identifier: identifier),
                             identifier: identifier)
    }

    /// A supplementary view of `elementKind` for `indexPath`: one that scrolled out of view (after
    /// `prepareForReuse()`), or a new one of the registered class. An identifier never registered for the kind is a
    /// programmer error, as in UIKit.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        elementPool.dequeue(queue: ElementKey.supplementaryQueue(kind: elementKind, identifier: identifier),
                            identifier: identifier, kind: elementKind)
    }

    /// The supplementary view on screen for the element of `elementKind` at `indexPath`; nil when it is not visible.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleElementViews.first { $0.key.category == .supplementaryView && $0.key.kind == elementKind
            && $0.key.indexPath == indexPath }?.value
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, sorted.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleElementViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }
            .map(\.indexPath).sorted()
    }

    /// The layout's attributes for the supplementary element of `kind` at `indexPath`, preparing the layout first
    /// if it is stale.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                        at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfStale()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The view shown for the supplementary or decoration element `key`, made when it arrives: a supplementary view
    /// from the data source, a decoration view of the class the layout registered for its kind. Nil when there is
    /// none to show (no data source, a data source that does not supply supplementary views, an unregistered
    /// decoration kind).
    func elementView(for key: ElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        if let shown = visibleElementViews[key] { return shown }
        let made: UICollectionReusableView?
        if key.category == .supplementaryView {
            let supplied = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            made = supplied is UnsuppliedSupplementaryView ? nil : supplied
        } else {
            made = decorationView(ofKind: key.kind)
        }
        guard let view = made else { return nil }
        visibleElementViews[key] = view
        if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                               at: key.indexPath)
        }
        return view
    }

    /// A decoration view of `kind`: a waiting one (after `prepareForReuse()`) or a new one of the class the layout
    /// registered; nil when the layout registered none.
    private func decorationView(ofKind kind: String) -> UICollectionReusableView? {
        let queue = ElementKey.decorationQueue(kind: kind)
        if let view = elementPool.takeWaiting(queue) {
            view.prepareForReuse()
            return view
        }
        guard let view = collectionViewLayout.makeDecorationView(ofKind: kind) else { return nil }
        view.poolQueue = queue
        return view
    }

    /// Takes the supplementary and decoration views whose keys `leaving` picks off screen into their pools,
    /// telling the delegate of each supplementary view, in key order.
    func removeElementViews(where leaving: (ElementKey) -> Bool) {
        retireElementViews(takeElementViews(where: leaving))
    }

    /// Takes the element views whose keys `leaving` picks out of the visible ones, in key order, leaving them in
    /// the view tree (an update animates them away first).
    func takeElementViews(where leaving: (ElementKey) -> Bool) -> [(ElementKey, UICollectionReusableView)] {
        let gone = visibleElementViews.filter { leaving($0.key) }.sorted { $0.key < $1.key }
        for (key, _) in gone { visibleElementViews[key] = nil }
        return gone.map { ($0.key, $0.value) }
    }

    /// Sends element views that are no longer shown to their pools, telling the delegate of each supplementary view
    /// (with its index path before the update that took it).
    func retireElementViews(_ views: [(ElementKey, UICollectionReusableView)]) {
        for (key, view) in views {
            elementPool.enqueue(view, identifier: view.poolQueue)
            if key.category == .supplementaryView {
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view,
                                                   forElementOfKind: key.kind, at: key.indexPath)
            }
        }
    }
}

/// What a data source that does not implement `collectionView(_:viewForSupplementaryElementOfKind:at:)` answers:
/// the collection view then shows nothing for the element (see DECISIONS.md).
final class UnsuppliedSupplementaryView: UICollectionReusableView {}
