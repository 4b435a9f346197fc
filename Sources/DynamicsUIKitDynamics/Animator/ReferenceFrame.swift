import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// The animator's coordinate system: its reference view (views are converted to and from it) or the collection-view
/// layout whose content coordinates its attributes use, and the rectangle reference-bounds boundaries follow.
@MainActor final class ReferenceFrame {
    /// The view whose coordinates the animator uses; nil for an animator made with `init()`.
    weak var view: UIView?
    /// Whether the animator was made with a reference view (it must then supply reference bounds).
    let usesView: Bool
    /// The layout of an animator made with `init(collectionViewLayout:)`.
    weak var collectionViewLayout: UICollectionViewLayout?

    init(view: UIView?) {
        self.view = view
        usesView = view != nil
    }

    /// The rectangle reference-bounds boundaries follow: the layout's content (origin zero,
    /// `collectionViewContentSize`) for a layout animator, the reference view's (presented) bounds for a view
    /// animator, nil for an animator without either.
    var bounds: CGRect? {
        if let collectionViewLayout {
            return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        }
        guard let view else { return nil }
        return view.layer.presentation()?.bounds ?? view.bounds
    }

    /// The item's centre in the animator's coordinates (views are converted from their superview's).
    func center(of item: any UIDynamicItem) -> CGPoint {
        guard let itemView = item as? UIView, let superview = itemView.superview, let view,
              superview !== view else { return item.center }
        return superview.convert(itemView.center, to: view)
    }

    /// Writes a centre given in the animator's coordinates to the item.
    func setCenter(_ center: CGPoint, of item: any UIDynamicItem) {
        guard let itemView = item as? UIView, let superview = itemView.superview, let view,
              superview !== view else {
            item.center = center
            return
        }
        itemView.center = view.convert(center, to: superview)
    }
}
