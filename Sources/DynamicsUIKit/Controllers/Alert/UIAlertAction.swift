import CUIKitOpenEnums
import Foundation

/// A button of an alert or action sheet, as UIKit's class of the same name: a title, a style and the handler that
/// runs after the alert was dismissed by a tap on it.
@preconcurrency @MainActor open class UIAlertAction {
    /// How an action's button looks and where it goes.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.__UIAlertActionStyle

    /// The button's text.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button takes taps; a disabled button is drawn grey.
    open var isEnabled = true {
        didSet { onChange?() }
    }
    /// Runs after the alert controller was dismissed by a tap on the button.
    let handler: ((UIAlertAction) -> Void)?
    /// Tells the alert's view to redraw the button.
    var onChange: (() -> Void)?

    /// An action with `title`, `style` and `handler`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
