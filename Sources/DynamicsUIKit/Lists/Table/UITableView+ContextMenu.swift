import Foundation
import DynamicsGeometry

extension UITableView {
    /// Puts the row context menus' interaction on the table (iOS 13): a press held on a row asks the delegate's
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, and the menu sits beside the row's cell.
    func addRowContextMenus() {
        addInteraction(ItemContextMenuInteraction(.init(
            configuration: { [unowned self] point in
                guard let indexPath = indexPathForRow(at: point) else { return nil }
                return tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
            },
            cell: { [unowned self] point in indexPathForRow(at: point).flatMap(cellForRow(at:)) },
            willDisplay: { [unowned self] configuration, animator in
                tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [unowned self] configuration, animator in
                tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willPerformPreviewAction: { [unowned self] configuration, animator in
                tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            })))
    }
}
