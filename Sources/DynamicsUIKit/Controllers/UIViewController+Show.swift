extension UIViewController {
    /// The container UIKit's `targetViewController(forAction:sender:)` finds for `show(_:sender:)`: the nearest
    /// navigation or split view controller above this one, through parents and then presenting controllers (the
    /// containers here that override `show`).
    var showTarget: UIViewController? {
        ancestor { $0 is UINavigationController || $0 is UISplitViewController }
    }

    /// The split view controller UIKit's `targetViewController(forAction:sender:)` finds for
    /// `showDetailViewController(_:sender:)`, through parents and then presenting controllers.
    var showDetailTarget: UISplitViewController? {
        ancestor { $0 is UISplitViewController } as? UISplitViewController
    }

    /// The nearest controller above this one, through parents and then presenting controllers, that `matches`.
    private func ancestor(where matches: (UIViewController) -> Bool) -> UIViewController? {
        var current: UIViewController? = parent ?? presentingViewController
        while let controller = current {
            if matches(controller) { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }
}
