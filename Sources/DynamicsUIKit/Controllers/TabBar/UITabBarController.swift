import DynamicsGeometry
import Foundation

/// Tabs of controllers over a tab bar, as UIKit's `UITabBarController`: every controller is a child, the selected
/// one's view fills the controller's view with the bar over its bottom 49 points (added to the child's safe area, as
/// UIKit does), only the selected one gets appearance calls, and tapping an item switches tabs.
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar at the bottom.
    public let tabBar = UITabBar(frame: .zero)
    /// Asked before and told after the user switches tabs.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The controllers, one per tab, left to right.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The index of the selected tab (`NSNotFound` when there are none).
    open var selectedIndex: Int {
        get { selected.flatMap { tab in tabs.firstIndex { $0 === tab } } ?? NSNotFound }
        set { if tabs.indices.contains(newValue) { select(tabs[newValue]) } }
    }
    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { selected }
        set { if let newValue, tabs.contains(where: { $0 === newValue }) { select(newValue) } }
    }

    private var tabs: [UIViewController] = []
    private var selected: UIViewController?

    /// Replaces the tabs; the first becomes selected (or the one at the old index, when it is still there).
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let previousIndex = selectedIndex
        let shown = isViewLoaded && isAppearedOrAppearing
        if let old = selected, shown { old.beginDisappearance(animated: false) }
        selected?.viewIfLoaded?.removeFromSuperview()
        if let old = selected, shown { old.endDisappearance(animated: false) }
        for tab in tabs {
            tab.willLeaveParent()
            tab.removeFromParent()
        }
        tabs = controllers ?? []
        selected = nil
        for tab in tabs {
            addChild(tab)
            tab.didMove(toParent: self)
        }
        tabBar.items = tabs.map(\.tabBarItem)
        guard !tabs.isEmpty else { return }
        select(tabs[tabs.indices.contains(previousIndex) ? previousIndex : 0])
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.delegate = self
        tabBar.scrollEdgeSource = { [weak self] in self?.observedScrollView(for: .bottom) }
        view.addSubview(tabBar)
        if let selected { install(selected) }
        placeBar()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        placeBar()
    }

    override var appearanceChildren: [UIViewController] { selected.map { [$0] } ?? [] }

    /// A tap on an item: asks the delegate, switches, tells the delegate.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let tab = tabs.first(where: { $0.tabBarItem === item }) else { return }
        if delegate?.tabBarController(self, shouldSelect: tab) == false {
            tabBar.selectedItem = selected?.tabBarItem
            return
        }
        select(tab)
        delegate?.tabBarController(self, didSelect: tab)
    }

    /// Shows `tab`: the old tab's view leaves, the new one's fills the view under the bar, with appearance calls
    /// when the tab bar controller is on screen.
    private func select(_ tab: UIViewController) {
        tabBar.selectedItem = tab.tabBarItem
        guard tab !== selected else { return }
        let old = selected
        selected = tab
        guard isViewLoaded else { return }
        tab.loadViewIfNeeded()   // viewDidLoad comes before the appearance calls, as in UIKit
        let shown = isAppearedOrAppearing
        if shown {
            old?.beginDisappearance(animated: false)
            tab.beginAppearance(animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        install(tab)
        // The new tab is laid out before it hears viewDidAppear, as in UIKit's run-loop turn (set-up done there sees
        // final frames).
        view.layoutIfNeeded()
        if shown {
            old?.endDisappearance(animated: false)
            tab.endAppearance(animated: false)
        }
    }

    private func install(_ tab: UIViewController) {
        tab.containerSafeAreaInsets = insets(for: tab)
        let content: UIView = tab.view
        content.frame = contentFrame(for: tab)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tab.viewFrameHolder = view
        view.insertSubview(content, belowSubview: tabBar)
        tabBar.scrollEdgeMayHaveChanged()
    }

    /// What the bar adds to `tab`'s safe area: its height above the bottom safe area (49 points, 32 when compact),
    /// when the tab's view reaches under it.
    private func insets(for tab: UIViewController) -> UIEdgeInsets {
        let bottom = reachesUnderTabBar(tab) ? BarMetrics.tabBarHeight(for: traitCollection) : 0
        return UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
    }

    /// Whether `tab`'s view reaches down under the bar: when its `edgesForExtendedLayout` has `.bottom` and the bar
    /// is translucent, or opaque with `extendedLayoutIncludesOpaqueBars`.
    private func reachesUnderTabBar(_ tab: UIViewController) -> Bool {
        tab.edgesForExtendedLayout.contains(.bottom) && (tabBar.isTranslucent || tab.extendedLayoutIncludesOpaqueBars)
    }

    /// Where `tab`'s view goes: all of this controller's view, or down to the bar's top edge when it does not reach
    /// under the bar.
    private func contentFrame(for tab: UIViewController) -> CGRect {
        guard !reachesUnderTabBar(tab) else { return view.bounds }
        let bottom = view.window?.deviceSafeAreaInsets.bottom ?? 0
        var frame = view.bounds
        frame.size.height = max(frame.height - bottom - BarMetrics.tabBarHeight(for: traitCollection), 0)
        return frame
    }

    private func placeBar() {
        // Above the bottom safe area (the home indicator's, on devices that have one), as UIKit places the bar; a
        // turn to or from a compact height changes its height and the shown tab's safe area with it.
        let bottom = view.window?.deviceSafeAreaInsets.bottom ?? 0
        let height = BarMetrics.tabBarHeight(for: traitCollection)
        if let selected {
            selected.containerSafeAreaInsets = insets(for: selected)
            if let content = selected.viewIfLoaded, content.superview === view, content.transform == .identity {
                content.frame = contentFrame(for: selected)
            }
        }
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - bottom - height, width: view.bounds.width,
                              height: height + bottom)
    }
}

/// Asked and told about tab switches the user makes, as UIKit's protocol.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may switch to `viewController` (default true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user switched to `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows every switch.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? { nearestParent(UITabBarController.self) }
}
