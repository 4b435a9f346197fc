import Foundation

/// What a controller shows in a navigation bar while it is on top: a title and text bar-button items.
@preconcurrency @MainActor open class UINavigationItem {
    /// The bar's title; nil shows the controller's `title`.
    open var title: String? { didSet { onChange?() } }
    /// The item on the left; when nil, controllers below the root get a back button.
    open var leftBarButtonItem: UIBarButtonItem? { didSet { onChange?() } }
    /// The item on the right.
    open var rightBarButtonItem: UIBarButtonItem? { didSet { onChange?() } }
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
    /// Tells the navigation bar to redraw.
    var onChange: (() -> Void)?

    /// An item with a title.
    public init(title: String) { self.title = title }

    /// An item without a title.
    public init() {}
}
