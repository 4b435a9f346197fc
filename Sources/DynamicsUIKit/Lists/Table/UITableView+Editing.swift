import Foundation

extension UITableView {
    /// Puts `cell` in the table's editing mode when its row can be edited (`tableView(_:canEditRowAt:)`), with the
    /// control the delegate names; a row that cannot be edited stays as it is, accessory and all, as in UIKit.
    func applyEditing(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editable = editingState && dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        if editable {
            cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
            cell.tableIndentsWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath)
                ?? true
        } else {
            cell.editingStyle = .none
        }
        cell.setEditing(editable, animated: animated)
    }
}
