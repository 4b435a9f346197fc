import Foundation
import DynamicsGeometry

extension UICollectionView {
    /// Registers the class whose instances `dequeueReusableCell(withReuseIdentifier:for:)` creates for
    /// `identifier`; nil unregisters it. The class must be `UICollectionViewCell` or a subclass.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, maker: nil)
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("UICollectionView: \(cellClass) registered for '\(identifier)' is not a UICollectionViewCell")
        }
        cellPool.register(identifier) { cellType.init(registeredClassFrame: .zero) }
    }

    /// A cell for the item at `indexPath`: one that scrolled out of view (after `prepareForReuse()`), or a new one
    /// of the registered class. An identifier never registered is a programmer error, as in UIKit.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = cellPool.takeWaiting(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cell = cellPool.makeNew(identifier) else {
            fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard'")
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Takes a cell off screen (out of the view tree, so neither drawn, hit nor traced) into its identifier's pool.
    func enqueue(_ cell: UICollectionViewCell) {
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }
}
