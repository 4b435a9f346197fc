import Foundation

/// What a controller shows in a navigation bar while it is on top: a title and text bar-button items.
@MainActor open class UINavigationItem {
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
    /// Tells the navigation bar to redraw.
    var onChange: (() -> Void)?

    /// An item with a title.
    public init(title: String) { self.title = title }

    /// An item without a title.
    public init() {}
}

/// A text button for navigation bars. Closures stand in for target–action (`#selector` needs Objective-C).
@MainActor open class UIBarButtonItem {
    /// UIKit's item styles: `.done` draws its title semibold.
    public enum Style: Int, Sendable {
        /// The plain style.
        case plain
        /// A bordered button (drawn as plain since iOS 7).
        case bordered
        /// The confirming style: semibold title.
        case done
    }

    /// The button's text.
    open var title: String?
    /// The image (drawn instead of a title when set).
    open var image: UIImage?
    /// The style.
    open var style: Style = .plain
    /// Runs when the button is tapped.
    open var primaryAction: UIAction?
    /// The title colour; nil uses the bar's tint (system blue).
    open var tintColor: UIColor?
    /// Whether the button reacts to taps (disabled buttons are greyed).
    open var isEnabled = true

    /// An item with a title and/or image whose tap runs `primaryAction` (iOS 14's initializer).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// An item with a title in a style.
    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init(title: title, primaryAction: primaryAction)
        self.style = style
    }
}
