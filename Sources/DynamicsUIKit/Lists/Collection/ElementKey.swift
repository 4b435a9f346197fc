import Foundation

/// Names one supplementary or decoration element of a collection view: its category, kind and index path. Cells are
/// named by their index path alone.
struct ElementKey: Hashable, Comparable {
    let category: UICollectionView.ElementCategory
    let kind: String
    let indexPath: IndexPath

    /// The key of the `category` element of `kind` at `indexPath`.
    init(_ category: UICollectionView.ElementCategory, _ kind: String, _ indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The key of the element `attributes` describe; nil for a cell.
    @MainActor init?(_ attributes: UICollectionViewLayoutAttributes) {
        guard attributes.representedElementCategory != .cell else { return nil }
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
    }

    /// The reuse-pool queue of a supplementary view of `kind` with `identifier`: identifiers are per kind in UIKit.
    static func supplementaryQueue(kind: String, identifier: String) -> String { "supplementary\u{1F}\(kind)\u{1F}\(identifier)" }

    /// The reuse-pool queue of the decoration views of `kind` (decoration views have no identifier of their own).
    static func decorationQueue(kind: String) -> String { "decoration\u{1F}\(kind)" }

    /// Index-path order, then kind, then category: the order views are visited in, so runs are deterministic.
    static func < (a: ElementKey, b: ElementKey) -> Bool {
        (a.indexPath, a.kind, a.category.rawValue) < (b.indexPath, b.kind, b.category.rawValue)
    }
}
