import Foundation
import DynamicsGeometry

extension UICollectionView {
    /// Puts the item context menus' interaction on the collection view (iOS 13): a press held on an item asks the
    /// delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (by default the single-item method),
    /// and the menu sits beside the item's cell.
    func addItemContextMenus() {
        addInteraction(ItemContextMenuInteraction(.init(
            configuration: { [unowned self] point in
                guard let indexPath = indexPathForItem(at: point) else { return nil }
                return collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath],
                                                          point: point)
            },
            cell: { [unowned self] point in indexPathForItem(at: point).flatMap(cellForItem(at:)) },
            willDisplay: { [unowned self] configuration, animator in
                collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [unowned self] configuration, animator in
                collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration,
                                                   animator: animator)
            },
            willPerformPreviewAction: { [unowned self] configuration, animator in
                collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration,
                                                   animator: animator)
            })))
    }
}
