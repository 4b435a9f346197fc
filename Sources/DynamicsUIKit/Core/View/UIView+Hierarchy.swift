import Foundation
import DynamicsGeometry

extension UIView {
    /// Adds `view` on top of the subviews, removing it from its previous superview.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back), clamped to the valid range.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        var target = index
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            if current < target { target -= 1 }
            subviews.insert(view, at: min(max(target, 0), subviews.count))
            didAddSubview(view)
            return
        }
        let oldWindow = view.window, newWindow = window
        if view.superview != nil { view.removeConstraintsCrossing(subtreeOf: view) }
        view.superview?.rootView.layoutState?.engine?.needsSync = true
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        view.detach()
        subviews.insert(view, at: min(max(target, 0), subviews.count))
        view.superview = self
        view.traitsMoved()
        if oldWindow !== newWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
        rootView.layoutState?.engine?.needsSync = true
    }

    /// Calls `body` for this view and every descendant, parents first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// Takes the view out of its superview's list without the move callbacks.
    private func detach() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Inserts `view` just below `sibling`; adds it on top when `sibling` is not a subview.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Inserts `view` just above `sibling`; adds it on top when `sibling` is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        removeConstraintsCrossing(subtreeOf: self)
        parent.rootView.layoutState?.engine?.needsSync = true
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        detach()
        traitsMoved()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this view's subtree (depth first, this view first).
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: UIView {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }
}
