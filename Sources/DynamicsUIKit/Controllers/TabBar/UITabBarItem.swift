import Foundation

/// What a controller shows in a tab bar: a title and an image (drawn as a template in the bar's tint colours), as
/// UIKit's `UITabBarItem`. Changes redraw the bar that shows the item.
@preconcurrency @MainActor open class UITabBarItem {
    /// The title under the image.
    open var title: String? { didSet { onChange?() } }
    /// The image, drawn as a template: its alpha in the unselected (or, when selected, the selected) tint.
    open var image: UIImage? { didSet { onChange?() } }
    /// The image drawn while the item is selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// A number to tell items apart.
    open var tag: Int = 0
    /// Whether the item can be selected (disabled items are drawn faded and ignore taps).
    open var isEnabled = true { didSet { onChange?() } }
    /// Text in a red badge at the image's top-right corner; nil draws none.
    open var badgeValue: String? { didSet { onChange?() } }
    /// Tells the tab bar to redraw.
    var onChange: (() -> Void)?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and an image for the selected state.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item without title or image.
    public init() {}
}

/// Told when the user selects an item of a tab bar, as UIKit's protocol.
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
