import Foundation

extension UIViewController {
    /// Names the scroll view whose edges decide the bars' look and whose insets the containers adjust (iOS 15):
    /// `.top` for the navigation bar, `.bottom` for the tab bar and toolbar; aggregate edges such as `.all` set each
    /// of them, leading and trailing are ignored. Nil goes back to UIKit's search.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { contentScrollViews.top = scrollView }
        if edge.contains(.bottom) { contentScrollViews.bottom = scrollView }
        navigationController?.refreshBarAppearances()
        tabBarController?.tabBar.scrollEdgeMayHaveChanged()
    }

    /// The scroll view whose `edge` a container's bar follows: the one set or overridden for it, else, as UIKit
    /// searches, the controller's view when it is a scroll view or the view's first subview when that is one. A
    /// navigation or tab bar controller answers for the controller it shows.
    func observedScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let navigation = self as? UINavigationController {
            return navigation.topViewController?.observedScrollView(for: edge)
        }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController?.observedScrollView(for: edge) }
        if let named = contentScrollView(for: edge) { return named }
        guard let root = viewIfLoaded else { return nil }
        return root as? UIScrollView ?? root.subviews.first as? UIScrollView
    }
}

/// The scroll views a controller named for its top and bottom edges, held weakly as UIKit does.
struct ContentScrollViews {
    weak var top: UIScrollView?
    weak var bottom: UIScrollView?

    /// The one for a single edge; an aggregate edge is a programmer error, as in UIKit.
    @MainActor func scrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        switch edge {
        case .top: return top
        case .bottom: return bottom
        case .leading, .trailing: return nil
        default:
            raiseUIKitException(.invalidArgument,
                                "contentScrollViewForEdge: takes a single edge, not the aggregate \(edge.rawValue)")
        }
    }
}
