import Foundation
import DynamicsGeometry

/// What a layout's default initial and final attributes need during an update: the changes, and the attributes the
/// layout gave before the update to the items around the visible rectangle.
@MainActor struct RunningUpdate {
    let changes: BatchUpdates
    /// Attributes before the update, by old index path.
    let oldAttributes: [IndexPath: UICollectionViewLayoutAttributes]
    /// The old index path of each item (new index path) whose old attributes are known.
    let oldIndexPaths: [IndexPath: IndexPath]
    /// What happens to the supplementary and decoration views; filled in once the layout was told the changes.
    var elements = ElementUpdate() {
        didSet { elementOldKeys = elements.oldKeys(changes) }
    }
    /// The old key of each element (by new key) that keeps its view.
    private(set) var elementOldKeys: [ElementKey: ElementKey] = [:]

    init(changes: BatchUpdates, oldAttributes: [IndexPath: UICollectionViewLayoutAttributes]) {
        self.changes = changes
        self.oldAttributes = oldAttributes
        var oldIndexPaths: [IndexPath: IndexPath] = [:]
        for old in oldAttributes.keys where !changes.replacesCell(at: old) {
            if let new = changes.newIndexPath(old) { oldIndexPaths[new] = old }
        }
        self.oldIndexPaths = oldIndexPaths
    }

    /// The old attributes of an item that stays; its new ones, transparent, for an item whose cell is new.
    func initialAttributes(forItemAt indexPath: IndexPath, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        if let old = oldIndexPaths[indexPath], let attributes = oldAttributes[old] {
            return Self.copy(attributes, at: indexPath, alpha: nil)
        }
        guard let attributes = layout.layoutAttributesForItem(at: indexPath) else { return nil }
        return Self.copy(attributes, at: indexPath, alpha: 0)
    }

    /// The old attributes, transparent, of an item that left or was reloaded; the new ones of an item that moved.
    func finalAttributes(forItemAt indexPath: IndexPath, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        if !changes.replacesCell(at: indexPath), let new = changes.newIndexPath(indexPath),
           let attributes = layout.layoutAttributesForItem(at: new) {
            return Self.copy(attributes, at: indexPath, alpha: nil)
        }
        return oldAttributes[indexPath].map { Self.copy($0, at: indexPath, alpha: 0) }
    }

    static func copy(_ attributes: UICollectionViewLayoutAttributes, at indexPath: IndexPath,
                             alpha: CGFloat?) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.indexPath = indexPath
        if let alpha { copy.alpha = alpha }
        return copy
    }
}

extension BatchUpdates {
    /// Whether the item at the old index path `old` loses its cell: it or its section is deleted or reloaded.
    func replacesCell(at old: IndexPath) -> Bool {
        reloadedItems.contains(old) || reloadedSections.contains(old.section) || newIndexPath(old) == nil
    }
}
