import Foundation

/// What a controller shows in a navigation bar while it is on top: a title and text bar-button items.
@preconcurrency @MainActor open class UINavigationItem {
    /// The bar's title; nil shows the controller's `title`.
    open var title: String? { didSet { onChange?() } }
    /// The item on the left (the first of `leftBarButtonItems`); when nil, controllers below the root get a back
    /// button. Setting it replaces `leftBarButtonItems` with it alone.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The item on the right (the first of `rightBarButtonItems`, the one nearest the edge). Setting it replaces
    /// `rightBarButtonItems` with it alone.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the left, laid out from the left edge inwards, 8 points apart, as UIKit does; nil or empty for
    /// none (then a back button shows below the root).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { onChange?() } }
    /// The items on the right, the first nearest the right edge and the others to its left, 8 points apart, as
    /// UIKit does.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { onChange?() } }
    /// Whether the left items show after the back button instead of replacing it (false by default).
    open var leftItemsSupplementBackButton = false { didSet { onChange?() } }
    /// The item that the controller pushed above this one shows as its back button (only its title is used).
    open var backBarButtonItem: UIBarButtonItem? { didSet { onChange?() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { onChange?() } }
    /// How a bar that prefers large titles shows this item's title (default `.automatic`: as the item below).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { onChange?() } }
    /// The search controller whose bar the navigation bar shows under its title while this item is on top (iOS 11's
    /// search in the navigation bar); the bar grows by the 52-point search row.
    open var searchController: UISearchController? { didSet { onChange?() } }
    /// Whether the search row collapses as the content under the bar scrolls up, and opens again as it comes back to
    /// the top (true by default, as in UIKit); false keeps the row whatever the offset.
    open var hidesSearchBarWhenScrolling = true { didSet { onChange?() } }
    /// The bar's look while this item is on top, before the bar's own `standardAppearance`.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { standardAppearance = standardAppearance?.copy(); onChange?() }
    }
    /// The bar's look in a compact environment while this item is on top, before the bar's `compactAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy(); onChange?() }
    }
    /// The bar's look at the scroll edge while this item is on top, before the bar's `scrollEdgeAppearance`.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy(); onChange?() }
    }
    /// The bar's look at the scroll edge in a compact environment while this item is on top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy(); onChange?() }
    }
    /// Sets `leftBarButtonItem` (the bar shows the change at once; `animated` is accepted as UIKit's fade).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItem`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets `leftBarButtonItems`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets `rightBarButtonItems`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Tells the navigation bar to redraw.
    var onChange: (() -> Void)?

    /// An item with a title.
    public init(title: String) { self.title = title }

    /// An item without a title.
    public init() {}
}
