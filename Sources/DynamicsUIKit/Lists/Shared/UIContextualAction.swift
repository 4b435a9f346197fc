import CUIKitOpenEnums
import Foundation

/// An action a swiped row offers, as UIKit's class: a button behind the row, whose `handler` runs when the button is
/// tapped or the row is swiped all the way (docs/tables.md, "Swipe actions").
///
/// The handler must call the completion it is given: `true` once the action was performed (a destructive action
/// whose row the data source deleted then covers the row as it goes), `false` to put the row back.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    /// The action's kind, which gives its default colour and what completing it does.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.__UIContextualActionStyle

    /// What runs when the action is chosen: given the action, the view that shows it (its button) and the completion
    /// to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The kind given at creation.
    public let style: Style
    /// What runs when the action is chosen.
    public let handler: Handler
    /// The button's text (white, under the image when there is one).
    open var title: String?
    /// The button's image, drawn white above the title.
    open var image: UIImage?
    /// The button's colour: the style's (`systemRed` for destructive, `systemGray` otherwise) until set; setting nil
    /// brings the style's back, as UIKit's `null_resettable` property does.
    open var backgroundColor: UIColor! {
        get { chosenBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { chosenBackgroundColor = newValue }
    }
    private var chosenBackgroundColor: UIColor?

    /// An action of `style` showing `title`, running `handler` when chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
