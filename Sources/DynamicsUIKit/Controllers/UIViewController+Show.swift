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

    /// The nearest of this controller's parents, grandparents and so on that is a `T`.
    func nearestParent<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
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
