import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A button for navigation bars and toolbars: a title, an image, one of UIKit's system items, a custom view, or a
/// flexible or fixed space that spreads a toolbar's items. Closures stand in for target–action (`#selector` needs
/// Objective-C).
@preconcurrency @MainActor open class UIBarButtonItem {
    /// UIKit's item styles: `.done` draws its title semibold.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.__UIBarButtonItemStyle

    /// The button's text; a change reaches the buttons bars already show for the item, as on iOS.
    open var title: String? {
        didSet { for made in buttons { made.button?.setTitle(title, for: .normal) } }
    }
    /// What the item was told about its accessibility (UIKit's `UIBarItem` has it from `NSObject`).
    var accessibilityAttributes = AccessibilityAttributes()
    /// Whether assistive technologies see the item: true, as for UIKit's bar items.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? true }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// What VoiceOver says for the item: its title unless set.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes.label ?? title }
        set { accessibilityAttributes.label = newValue }
    }
    /// What tapping the item does, in a short phrase; nil by default.
    open var accessibilityHint: String? {
        get { accessibilityAttributes.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// The item's value; nil by default.
    open var accessibilityValue: String? {
        get { accessibilityAttributes.value }
        set { accessibilityAttributes.value = newValue }
    }
    /// `.button`, with `.notEnabled` while the item is disabled, unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { accessibilityAttributes.traits = newValue }
    }
    /// A string that identifies the item to UI tests (nil by default).
    open var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
    /// The image (drawn instead of a title when set).
    open var image: UIImage?
    /// The style; a change reaches the buttons bars already show for the item.
    open var style: Style = .plain {
        didSet { for made in buttons { made.button?.titleLabel?.font = titleFont } }
    }
    /// Runs when the button is tapped.
    open var primaryAction: UIAction?
    /// The title colour; nil uses the bar's tint (system blue).
    open var tintColor: UIColor?
    /// Whether the button reacts to taps (disabled buttons are greyed); a change reaches the buttons bars already
    /// show for the item, as on iOS (an app enabling its Reset button after an action, say).
    open var isEnabled = true {
        didSet { for made in buttons { made.button?.isEnabled = isEnabled } }
    }
    /// The buttons bars made for the item (`makeButton`), held weakly: they go away with their bars.
    private var buttons: [WeakButton] = []
    /// The item's width in a toolbar, in points: a fixed space's width; for a button, 0 (the default) sizes it to
    /// its title or image.
    open var width: CGFloat = 0
    /// A view shown in the bar instead of a button, at its own size.
    open var customView: UIView?
    /// The system item this was made as, if any (spaces included).
    let systemItem: SystemItem?

    /// An item with a title and/or image whose tap runs `primaryAction` (iOS 14's initializer).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        systemItem = nil
    }

    /// An item with a title in a style.
    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init(title: title, primaryAction: primaryAction)
        self.style = style
    }

    /// An item with an image in a style.
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.init(image: image, primaryAction: primaryAction)
        self.style = style
    }

    /// One of UIKit's system items (a word such as "Done" or a symbol such as the trash can, or a space) whose tap
    /// runs `primaryAction` (iOS 14's initializer).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        switch systemItem.look {
        case .word(let word, let bold):
            title = word
            if bold { style = .done }
        case .symbol(let name):
            image = UIImage(systemName: name)
        case .space:
            break
        }
    }

    /// One of UIKit's system items whose tap runs `primaryAction` (the pre-iOS 14 name, without target–action).
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
    }

    /// An item that shows `customView` in the bar.
    public init(customView: UIView) {
        self.customView = customView
        systemItem = nil
    }

    /// A space that takes an equal share of a toolbar's spare width. (UIKit returns `Self`; a plain item here
    /// spares subclasses a required initializer, and reads the same at every call site.)
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space `width` points wide (a non-finite or negative width is 0).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width.isFinite ? max(width, 0) : 0
        return item
    }
}

extension UIBarButtonItem {
    /// Whether the item is a space rather than something drawn.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The system button a bar draws for the item: its title (semibold for `.done`) or image in the tint colour,
    /// greyed when disabled, running `primaryAction` when tapped.
    func makeButton(alignment: UIControl.ContentHorizontalAlignment) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(image, for: .normal)
        if let tintColor { button.setTitleColor(tintColor, for: .normal) }
        button.titleLabel?.font = titleFont
        button.contentHorizontalAlignment = alignment
        button.isEnabled = isEnabled
        if let primaryAction { button.addAction(primaryAction, for: .touchUpInside) }
        buttons.removeAll { $0.button == nil }
        buttons.append(WeakButton(button: button))
        return button
    }

    /// The title's font in a bar: 17 pt, semibold for `.done`.
    private var titleFont: UIFont { .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular) }

    /// A button a bar made for the item, which may go away.
    struct WeakButton {
        weak var button: UIButton?
    }
}
