import Foundation
import DynamicsGeometry

extension UICollectionView {
    /// Asks a newly shown cell of a self-sizing layout for its preferred attributes, once per item until the data
    /// is reloaded. When the layout takes a different size it is invalidated and the pass runs again, as UIKit
    /// re-lays out after `preferredLayoutAttributesFitting(_:)` answers.
    func measureIfSelfSizing(_ cell: UICollectionViewCell, attributes: UICollectionViewLayoutAttributes) {
        guard collectionViewLayout.sizesItemsThemselves, measuredItems.insert(attributes.indexPath).inserted else { return }
        let original = attributes.copy() as! UICollectionViewLayoutAttributes
        let preferred = cell.preferredLayoutAttributesFitting(original.copy() as! UICollectionViewLayoutAttributes)
        // A size that is not a finite, non-negative number is not taken (the estimate stays).
        guard preferred.size.width.isFinite, preferred.size.height.isFinite,
              preferred.size.width >= 0, preferred.size.height >= 0 else { return }
        guard collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred,
                                                          withOriginalAttributes: original) else { return }
        collectionViewLayout.takePreferredSize(preferred.size, forItemAt: attributes.indexPath)
        selfSizingChangedLayout()
    }
}
