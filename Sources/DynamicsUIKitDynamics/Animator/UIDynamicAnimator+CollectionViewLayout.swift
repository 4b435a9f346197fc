import Foundation
import DynamicsGeometry
import DynamicsUIKit

extension UIDynamicAnimator {
    /// Creates an animator for a collection view layout: its items are `UICollectionViewLayoutAttributes` in the
    /// collection view's content coordinates, every step that moves them invalidates the layout, and the
    /// reference-bounds boundary of a collision behaviour is the layout's content rectangle.
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init()
        session.frame.collectionViewLayout = layout
    }

    /// The attributes, among this animator's items, of the cell at `indexPath` (as the animator moved them).
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes, among this animator's items, of the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryView(ofKind kind: String,
                                                     at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes, among this animator's items, of the decoration view of `kind` at `indexPath`.
    public func layoutAttributesForDecorationView(ofKind kind: String,
                                                  at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.decorationView, kind: kind, at: indexPath)
    }

    private func layoutAttributes(_ category: UICollectionView.ElementCategory, kind: String?,
                                  at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        for record in session.itemBodies.values {
            guard let attributes = record.item as? UICollectionViewLayoutAttributes,
                  attributes.representedElementCategory == category, attributes.representedElementKind == kind,
                  attributes.indexPath == indexPath else { continue }
            return attributes
        }
        return nil
    }
}
