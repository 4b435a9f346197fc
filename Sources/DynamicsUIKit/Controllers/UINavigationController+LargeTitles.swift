import DynamicsGeometry
import Foundation

extension UINavigationController {
    /// Whether `controller`'s title shows large: the bar prefers large titles and the first item from `controller`
    /// down the stack that says `.always` or `.never` says `.always` (all `.automatic`: large), as UIKit resolves
    /// `largeTitleDisplayMode` — and never in a compact height (a phone held sideways), where iOS shows the title in
    /// the bar.
    func showsLargeTitle(for controller: UIViewController) -> Bool {
        guard navigationBar.prefersLargeTitles, BarMetrics.allowsLargeTitles(in: traitCollection),
              let index = viewControllers.firstIndex(where: { $0 === controller })
        else { return false }
        for below in viewControllers[...index].reversed() {
            switch below.navigationItem.largeTitleDisplayMode {
            case .always, .inline: return true
            case .never: return false
            case .automatic: continue
            @unknown default: continue
            }
        }
        return true
    }

    /// What the bar adds to `controller`'s safe area: the title row (44 pt, 32 when compact), the open large title when
    /// it has one, and the search row when its item has a search controller.
    func barInset(for controller: UIViewController) -> CGFloat {
        if searchHidesTitleRow(of: controller) { return searchRowHeight(for: controller) }
        return titleRowHeight + (showsLargeTitle(for: controller) ? LargeTitleArea.height : 0)
            + searchRowHeight(for: controller)
    }

    /// The search row's full height under `controller`'s title: 52 points with a search controller (44 more while
    /// its scope bar shows), else none.
    func searchRowHeight(for controller: UIViewController) -> CGFloat {
        controller.navigationItem.searchController?.searchBar.navigationRowExtent ?? 0
    }

    /// How tall the large title area of `controller` is now: fully open (52 pt) without a scroll view; with one, the
    /// distance from the bar's title row down to the top of the scroll view's content, less the search row, so the
    /// area shrinks as the content scrolls up under it (after a hiding search row has gone) and grows when it is
    /// pulled down.
    func largeTitleExtent(for controller: UIViewController, barTop: CGFloat) -> CGFloat {
        guard showsLargeTitle(for: controller), !searchHidesTitleRow(of: controller) else { return 0 }
        guard let below = contentDistanceBelowTitleRow(of: controller, barTop: barTop) else {
            return LargeTitleArea.height
        }
        return max(0, below - searchRowExtent(for: controller, barTop: barTop))
    }

    /// How tall the search row of `controller` is now: with `hidesSearchBarWhenScrolling` over a scroll view, what
    /// lies between an open large title (or the title row) and the content's top, from 0 to 52 pt — so the row goes
    /// first as the content scrolls up, before the large title, and comes back last as it returns to the top, as on
    /// iOS 11 and later; otherwise the whole row.
    func searchRowExtent(for controller: UIViewController, barTop: CGFloat) -> CGFloat {
        let full = searchRowHeight(for: controller)
        let search = controller.navigationItem.searchController
        guard full > 0, controller.navigationItem.hidesSearchBarWhenScrolling, search?.isActive != true,
              let below = contentDistanceBelowTitleRow(of: controller, barTop: barTop) else { return full }
        let largeTitle = showsLargeTitle(for: controller) ? LargeTitleArea.height : 0
        return min(full, max(0, below - largeTitle))
    }

    /// How far below the bar's title row the top of `controller`'s scroll view content lies now, in the navigation
    /// controller's view; nil without a scroll view to follow.
    private func contentDistanceBelowTitleRow(of controller: UIViewController, barTop: CGFloat) -> CGFloat? {
        guard let scrollView = controller.observedScrollView(for: .top), let content = scrollView.superview else {
            return nil
        }
        let contentTop = content.convert(CGPoint(x: 0, y: scrollView.frame.minY - scrollView.contentOffset.y),
                                         to: view).y
        let distance = contentTop - barTop - titleRowHeight
        return distance.isFinite ? distance : nil
    }

    /// The bar's title row as this controller's traits make it: 44 points, 32 in a compact environment.
    var titleRowHeight: CGFloat { BarMetrics.barHeight(for: traitCollection) }

    /// `prefersLargeTitles` changed: every loaded child gets its new safe area, and the bar its new look.
    func largeTitlesChanged() {
        for child in viewControllers where child.isViewLoaded {
            child.containerSafeAreaInsets = containerInsets(for: child)
        }
        refreshBar()
    }
}
