import DynamicsGeometry
import Foundation

extension UINavigationController {
    /// Whether `controller`'s title shows large: the bar prefers large titles and the first item from `controller`
    /// down the stack that says `.always` or `.never` says `.always` (all `.automatic`: large), as UIKit resolves
    /// `largeTitleDisplayMode`.
    func showsLargeTitle(for controller: UIViewController) -> Bool {
        guard navigationBar.prefersLargeTitles, let index = viewControllers.firstIndex(where: { $0 === controller })
        else { return false }
        for below in viewControllers[...index].reversed() {
            switch below.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// What the bar adds to `controller`'s safe area: the 44 pt row, the open large title when it has one, and the
    /// search row when its item has a search controller.
    func barInset(for controller: UIViewController) -> CGFloat {
        UINavigationBar.barHeight + (showsLargeTitle(for: controller) ? LargeTitleArea.height : 0)
            + searchRowHeight(for: controller)
    }

    /// The search row's height under `controller`'s title: 52 points with a search controller, else none.
    func searchRowHeight(for controller: UIViewController) -> CGFloat {
        controller.navigationItem.searchController == nil ? 0 : UISearchBar.navigationRowHeight
    }

    /// How tall the large title area of `controller` is now: fully open (52 pt) without a scroll view; with one, the
    /// distance from the bar's 44 pt row down to the top of the scroll view's content, so the area shrinks as the
    /// content scrolls up under it and grows when it is pulled down.
    func largeTitleExtent(for controller: UIViewController, barTop: CGFloat) -> CGFloat {
        guard showsLargeTitle(for: controller) else { return 0 }
        guard let scrollView = trackedScrollView(of: controller), let content = scrollView.superview else {
            return LargeTitleArea.height
        }
        let contentTop = content.convert(CGPoint(x: 0, y: scrollView.frame.minY - scrollView.contentOffset.y),
                                         to: view).y
        let extent = contentTop - barTop - UINavigationBar.barHeight - searchRowHeight(for: controller)
        return extent.isFinite ? max(0, extent) : LargeTitleArea.height
    }

    /// The scroll view a large title follows: the controller's view, or its first subview, as UIKit picks the scroll
    /// view whose insets a navigation controller adjusts.
    func trackedScrollView(of controller: UIViewController) -> UIScrollView? {
        guard let root = controller.viewIfLoaded else { return nil }
        return root as? UIScrollView ?? root.subviews.first as? UIScrollView
    }

    /// `prefersLargeTitles` changed: every loaded child gets its new safe area, and the bar its new look.
    func largeTitlesChanged() {
        for child in viewControllers where child.isViewLoaded {
            child.containerSafeAreaInsets = containerInsets(for: child)
        }
        refreshBar()
    }
}
