/// Asked how a split view controller collapses, shows and arranges its controllers, as UIKit's protocol. Every
/// method is optional in UIKit; each default here does what UIKit does when the delegate lacks the method.
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// Told before the display mode of an expanded interface changes.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Classic interface, collapsing: return true when you dealt with `secondaryViewController` yourself (it is
    /// dropped and the primary shows alone); false (the default) lets the primary take it, a navigation controller
    /// pushing it.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Classic interface, collapsing: the controller to show alone, or nil (the default) for the primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Return true when you showed `vc` yourself; false (the default) lets the split view controller show it.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                             sender: Any?) -> Bool
    /// Return true when you showed `vc` as the detail yourself; false (the default) lets the split view controller.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool
    /// Column interface, collapsing: the column to show on top; the default keeps `proposedTopColumn`.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// Told after the interface collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController,
                                    willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Lets the primary take the secondary.
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    /// Keeps the primary.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// Lets the split view controller show it.
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    /// Lets the split view controller show it.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    /// Keeps the proposed column.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
}
