import DynamicsGeometry
import DynamicsUIKit

/// Layout attributes are dynamic items, as in UIKit: the animator moves their `center` (content coordinates) and
/// turns their `transform`, and the collection view applies both to the cell on its next layout pass.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
