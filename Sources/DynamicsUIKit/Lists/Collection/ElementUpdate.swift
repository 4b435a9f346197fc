import Foundation
import DynamicsGeometry

/// What an update does to the supplementary and decoration views around the visible rectangle: which ones keep
/// their view (their section stays), which arrive and which leave, and where they were before it. The layout's
/// default initial and final element attributes read it.
@MainActor struct ElementUpdate {
    /// The layout's attributes of the elements in and around the visible rectangle before the update, by old key.
    var oldAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Elements the layout said the update adds (`indexPathsToInsertFor…`), by new key.
    var inserted = Set<ElementKey>()
    /// Elements the layout said the update removes (`indexPathsToDeleteFor…`), by old key.
    var deleted = Set<ElementKey>()
    /// The attributes the update's layout pass placed each shown element at, by new key.
    var placed: [ElementKey: UICollectionViewLayoutAttributes] = [:]

    /// Where the element `old` is after the update, when it keeps its view: its section stays (reloaded sections
    /// get new views) and the layout named it in neither list. Elements follow their section; the item part of
    /// their index path is kept.
    func newKey(_ old: ElementKey, _ changes: BatchUpdates) -> ElementKey? {
        guard !deleted.contains(old), let section = old.indexPath.first, !changes.reloadedSections.contains(section),
              let newSection = changes.newSection(section) else { return nil }
        var indexPath = old.indexPath
        indexPath[0] = newSection
        let new = ElementKey(old.category, old.kind, indexPath)
        return inserted.contains(new) ? nil : new
    }

    /// The old key of each element (by new key) that keeps its view and whose old attributes are known.
    func oldKeys(_ changes: BatchUpdates) -> [ElementKey: ElementKey] {
        var result: [ElementKey: ElementKey] = [:]
        for old in oldAttributes.keys {
            if let new = newKey(old, changes) { result[new] = old }
        }
        return result
    }

    /// The element's attributes after the update: where the update's pass placed it, else the layout's answer.
    func newAttributes(_ key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        if let placed = placed[key] { return placed }
        switch key.category {
        case .supplementaryView: return layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        default: return layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }
}

extension RunningUpdate {
    /// The old attributes of an element that keeps its view; its new ones, transparent, for an arriving one.
    func initialAttributes(forElement key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        if let old = elementOldKeys[key], let attributes = elements.oldAttributes[old] {
            return Self.copy(attributes, at: key.indexPath, alpha: nil)
        }
        return elements.newAttributes(key, in: layout).map { Self.copy($0, at: key.indexPath, alpha: 0) }
    }

    /// The new attributes of an element that moved out of view; its old ones, transparent, for one that left.
    func finalAttributes(forElement key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        if let new = elements.newKey(key, changes), let attributes = elements.newAttributes(new, in: layout) {
            return Self.copy(attributes, at: key.indexPath, alpha: nil)
        }
        return elements.oldAttributes[key].map { Self.copy($0, at: key.indexPath, alpha: 0) }
    }
}
