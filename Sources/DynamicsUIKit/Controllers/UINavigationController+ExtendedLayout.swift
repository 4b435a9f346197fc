import DynamicsGeometry
import Foundation

extension UINavigationController {
    /// Whether `controller`'s view reaches up under the navigation bar: when its `edgesForExtendedLayout` has `.top`
    /// and the bar is translucent, or opaque with `extendedLayoutIncludesOpaqueBars`.
    func reachesUnderNavigationBar(_ controller: UIViewController) -> Bool {
        controller.edgesForExtendedLayout.contains(.top)
            && (navigationBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
    }

    /// Whether `controller`'s view reaches down under the toolbar, by the same rule on the bottom edge.
    func reachesUnderToolbar(_ controller: UIViewController) -> Bool {
        controller.edgesForExtendedLayout.contains(.bottom)
            && (bottomToolbar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
    }

    /// Where `controller`'s view goes in this controller's view: all of it, less the shown bars it does not reach
    /// under — down to the navigation bar's bottom edge (the status bar above it included) and up to the
    /// toolbar's top edge (the home indicator below it included), as UIKit sizes a child's view.
    func contentFrame(for controller: UIViewController) -> CGRect {
        var frame = view.bounds
        if !navigationBarHiddenState && !reachesUnderNavigationBar(controller) {
            let barBottom = (view.window?.deviceSafeAreaInsets.top ?? UINavigationBar.statusBarHeight)
                + barInset(for: controller)
            frame.origin.y += barBottom
            frame.size.height = max(frame.height - barBottom, 0)
        }
        if !toolbarHiddenState && !reachesUnderToolbar(controller) {
            frame.size.height = max(restingToolbarFrame.minY - frame.minY, 0)
        }
        return frame
    }

    /// Puts the top controller's view where `contentFrame(for:)` says, unless a push, pop or swipe is moving it.
    func placeTopContent() {
        guard let top = topViewController, let content = top.viewIfLoaded, content.superview === view,
              content.transform == .identity else { return }
        let frame = contentFrame(for: top)
        if content.frame != frame { content.frame = frame }
    }
}
