import Foundation
import DynamicsGeometry

extension UIView {
    /// The Auto Layout half of a layout pass, run on a tree's root: the update-constraints pass, then the engine
    /// (made the first time the tree has a constraint or a view that does not translate its mask) catches up with
    /// what changed.
    func prepareAutoLayout() {
        runUpdateConstraintsPass()
        if layoutState?.engine == nil {
            guard subtreeUsesAutoLayout() else { return }
            ensuredLayoutState.engine = LayoutEngine(root: self)
        }
        layoutState?.engine?.syncIfNeeded()
    }

    /// The engine of this view's tree, if it has one.
    var layoutEngine: LayoutEngine? { rootView.layoutState?.engine }

    /// Solves this view's subtree on its own with its size free, pulled towards `target` at the given priorities.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            reportInvalidLayoutValue("fitting target size", .nan)
            return bounds.size
        }
        runUpdateConstraintsPass()
        let engine = LayoutEngine(root: self, sizing: .fitting(target: target, horizontal: horizontal,
                                                                vertical: vertical))
        engine.syncIfNeeded()
        return engine.solvedRootSize()
    }
}
