import DynamicsGeometry
import Foundation

/// How long a navigation controller takes to show or hide its bars, in seconds (UIKit's
/// `UINavigationControllerHideShowBarDuration`).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

extension UIViewController {
    /// Sets `toolbarItems`; when this controller is on top of a navigation stack its toolbar shows them, fading the
    /// new ones in when `animated`.
    public func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = items
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.bottomToolbar.setItems(items, animated: animated)
    }
}

extension UINavigationController {
    /// Shows or hides the toolbar; `animated` slides it up from, or down past, the bottom edge over
    /// `UINavigationControllerHideShowBarDuration`. The top controller's safe area grows or shrinks by the bar's
    /// height (44 points, 32 when compact) at once, as in UIKit.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenState else { return }
        toolbarHiddenState = hidden
        for child in viewControllers where child.isViewLoaded {
            child.containerSafeAreaInsets = containerInsets(for: child)
        }
        guard isViewLoaded else { return }
        let toolbar: UIToolbar = bottomToolbar
        if hidden {
            guard animated else { return placeToolbar() }
            UIView.animate(withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), animations: {
                toolbar.frame.origin.y = self.view.bounds.height
            }, completion: { _ in self.placeToolbar() })
        } else {
            toolbar.isHidden = false
            toolbar.frame = restingToolbarFrame
            guard animated else { return }
            toolbar.frame.origin.y = view.bounds.height
            UIView.animate(withDuration: TimeInterval(UINavigationControllerHideShowBarDuration)) {
                toolbar.frame = self.restingToolbarFrame
            }
        }
    }

    /// What the bars add to `controller`'s safe area: the navigation bar above (with an open large title) and the
    /// toolbar below, when shown and the view reaches under them (`edgesForExtendedLayout`).
    func containerInsets(for controller: UIViewController) -> UIEdgeInsets {
        let top = navigationBarHiddenState || !reachesUnderNavigationBar(controller) ? 0 : barInset(for: controller)
        let bottom = toolbarHiddenState || !reachesUnderToolbar(controller)
            ? 0 : BarMetrics.barHeight(for: traitCollection)
        return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// The toolbar's frame when shown: 44 points tall (32 when compact), just above the window's bottom safe-area inset
    /// (the home indicator), its background reaching down behind the inset.
    var restingToolbarFrame: CGRect {
        let bottom = view.window?.deviceSafeAreaInsets.bottom ?? 0
        let height = BarMetrics.barHeight(for: traitCollection)
        return CGRect(x: 0, y: view.bounds.height - bottom - height, width: view.bounds.width, height: height)
    }

    /// Shows `controller`'s toolbar items, unless the toolbar already shows those very items.
    func showToolbarItems(of controller: UIViewController) {
        let shown = bottomToolbar.items ?? [], wanted = controller.toolbarItems ?? []
        guard !shown.elementsEqual(wanted, by: ===) || (bottomToolbar.items == nil) != (controller.toolbarItems == nil)
        else { return }
        bottomToolbar.setItems(controller.toolbarItems, animated: false)
    }

    /// Puts the toolbar where it rests, or hides it.
    func placeToolbar() {
        bottomToolbar.backgroundExtension = view.window?.deviceSafeAreaInsets.bottom ?? 0
        bottomToolbar.isHidden = toolbarHiddenState
        bottomToolbar.frame = restingToolbarFrame
    }
}
