extension UIViewController {
    /// The container UIKit's `targetViewController(forAction:sender:)` finds for `show(_:sender:)`: the nearest
    /// navigation controller above this one, through parents and then presenting controllers (a navigation
    /// controller is UIKit's only container here that overrides `show`).
    var showTarget: UINavigationController? {
        var current: UIViewController? = parent ?? presentingViewController
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }
}
