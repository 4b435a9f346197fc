import Foundation
import DynamicsGeometry

extension UICollectionView {
    /// Registers the class whose instances `dequeueReusableCell(withReuseIdentifier:for:)` creates for
    /// `identifier`; nil unregisters it. The class must be `UICollectionViewCell` or a subclass.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(cellClass, queue: identifier, identifier: identifier)
    }

    /// A cell for the item at `indexPath`: one that scrolled out of view (after `prepareForReuse()`), or a new one
    /// of the registered class, which updates its configurations for its state before it shows. An identifier never
    /// registered is a programmer error, as in UIKit.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = cellPool.dequeue(queue: identifier, identifier: identifier, kind: "UICollectionElementKindCell")
        cell.setNeedsUpdateConfiguration()
        return cell
    }

    /// Takes a cell off screen (out of the view tree, so neither drawn, hit nor traced) into its identifier's pool.
    func enqueue(_ cell: UICollectionViewCell) {
        cellPool.enqueue(cell, identifier: cell.poolQueue)
    }
}
