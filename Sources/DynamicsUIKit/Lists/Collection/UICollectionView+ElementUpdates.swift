import Foundation
import DynamicsGeometry

/// The supplementary and decoration views of an animated update: which kept their view, which are leaving, and
/// where the update's layout pass placed the shown ones.
@MainActor struct KeptElementViews {
    /// The old key of each view that stays with its element, by new key.
    var oldKeys: [ElementKey: ElementKey] = [:]
    /// Views whose elements left (by old key), to animate away.
    var leavers: [(ElementKey, UICollectionReusableView)] = []
    /// Where the update's pass placed each shown element, by new key.
    var placed: [ElementKey: UICollectionViewLayoutAttributes] = [:]
}

extension UICollectionView {
    /// After `prepare(forCollectionViewUpdates:)`: asks the layout which supplementary and decoration views the
    /// update adds and removes (per kind it shows or showed, supplementary kinds first), hands that to the layout's
    /// running update, and keeps every visible element view whose section stays with its element, as cells stay with
    /// their items. The others are returned as leavers.
    func keepElementViews(_ changes: BatchUpdates,
                          oldAttributes: [ElementKey: UICollectionViewLayoutAttributes]) -> KeptElementViews {
        let layout = collectionViewLayout
        var update = ElementUpdate()
        update.oldAttributes = oldAttributes
        let shown = (layout.layoutAttributesForElements(in: bounds) ?? []).compactMap { ElementKey($0) }
        let keys = Set(oldAttributes.keys).union(visibleElementViews.keys).union(shown)
        for category in [ElementCategory.supplementaryView, .decorationView] {
            for kind in Set(keys.filter { $0.category == category }.map(\.kind)).sorted() {
                let supplementary = category == .supplementaryView
                let inserted = supplementary ? layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
                    : layout.indexPathsToInsertForDecorationView(ofKind: kind)
                let deleted = supplementary ? layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
                    : layout.indexPathsToDeleteForDecorationView(ofKind: kind)
                update.inserted.formUnion(inserted.map { ElementKey(category, kind, $0) })
                update.deleted.formUnion(deleted.map { ElementKey(category, kind, $0) })
            }
        }
        var kept = KeptElementViews()
        var views: [ElementKey: UICollectionReusableView] = [:]
        for (old, view) in visibleElementViews.sorted(by: { $0.key < $1.key }) {
            if let new = update.newKey(old, changes) {
                views[new] = view
                kept.oldKeys[new] = old
            } else {
                kept.leavers.append((old, view))
            }
        }
        visibleElementViews = views
        layout.runningUpdate?.elements = update
        return kept
    }

    /// Puts every shown element view at the layout's initial attributes for it and pairs it with the attributes it
    /// was placed at; pairs every leaving one with the layout's final attributes (one without any leaves at once).
    /// Returns those pairs, to animate, and the leaving views, to retire when the animation ends.
    func elementAnimations(_ kept: KeptElementViews)
        -> (moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes)],
            departing: [(ElementKey, UICollectionReusableView)]) {
        let layout = collectionViewLayout
        var moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (key, view) in visibleElementViews.sorted(by: { $0.key < $1.key }) {
            guard let end = kept.placed[key], let start = layout.initialAttributes(forElement: key) else { continue }
            UIView.performWithoutAnimation { apply(start, to: view, in: view.superview ?? self) }
            moves.append((view, end))
        }
        var departing: [(ElementKey, UICollectionReusableView)] = []
        var gone: [(ElementKey, UICollectionReusableView)] = []
        for (old, view) in kept.leavers {
            if let end = layout.finalAttributes(forElement: old) {
                moves.append((view, end))
                departing.append((old, view))
            } else {
                gone.append((old, view))
            }
        }
        retireElementViews(gone)
        return (moves, departing)
    }
}

extension UICollectionViewLayout {
    /// The layout's initial attributes for the supplementary or decoration element `key` (after the update).
    func initialAttributes(forElement key: ElementKey) -> UICollectionViewLayoutAttributes? {
        key.category == .supplementaryView
            ? initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            : initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
    }

    /// The layout's final attributes for the supplementary or decoration element `key` (before the update).
    func finalAttributes(forElement key: ElementKey) -> UICollectionViewLayoutAttributes? {
        key.category == .supplementaryView
            ? finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            : finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
    }
}
