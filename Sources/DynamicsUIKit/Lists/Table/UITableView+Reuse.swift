import Foundation

extension UITableView {
    /// Registers the class whose instances `dequeueReusableCell(withIdentifier:for:)` creates for `identifier`
    /// (with the `.default` style); nil unregisters it. The class must be `UITableViewCell` or a subclass.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, maker: nil)
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView: \(cellClass) registered for '\(identifier)' is not a UITableViewCell")
        }
        cellPool.register(identifier) { cellType.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath`: one that scrolled out of view (after `prepareForReuse()`), or a new one
    /// of the registered class. An identifier never registered is a programmer error, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            raiseUIKitException(.internalInconsistency, "unable to dequeue a cell with identifier \(identifier) - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// A cell that scrolled out of view (after `prepareForReuse()`), else a new one of the class registered for
    /// `identifier`, else nil: the data source then makes one with `init(style:reuseIdentifier:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellPool.takeWaiting(identifier) {
            cell.prepareForReuse()
            return cell
        }
        return cellPool.makeNew(identifier)
    }
}
