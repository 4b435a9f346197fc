import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// An action: a handler for controls and an entry of menus, as UIKit's `UIAction` (closures stand in for
/// target–action, which needs the Objective-C runtime).
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// An action's name, for finding it in a menu system.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Runs when the control sends the event or the menu entry is chosen; receives this action.
    public let handler: (UIAction) -> Void
    /// The control that sent the event (for a menu entry, the control whose menu it is), while the handler runs.
    public private(set) weak var sender: UIControl?
    /// The entry's text (settable on an action, as in UIKit).
    public override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The entry's image (settable on an action, as in UIKit).
    public override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// The action's identifier (a unique one when none was given).
    public let identifier: Identifier
    /// A longer description (shown by iPad's keyboard shortcut overlay; kept here).
    open var discoverabilityTitle: String?
    /// How the entry is drawn and whether it can be chosen.
    open var attributes: UIMenuElement.Attributes
    /// Whether the entry shows a checkmark.
    open var state: UIMenuElement.State

    /// An action running `handler`, titled and styled for menus.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void) {
        self.handler = handler
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    func perform(from control: UIControl?) {
        sender = control
        handler(self)
        sender = nil
    }
}
