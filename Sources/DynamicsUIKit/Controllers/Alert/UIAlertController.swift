import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// An alert or action sheet, as UIKit's class of the same name: a title, a message, buttons for its actions and, in
/// an alert, text fields. Show it with `present(_:animated:completion:)`: an alert fades and shrinks in over a
/// dimmed screen, an action sheet slides up from the bottom. A tap on a button dismisses the controller and then
/// runs the action's handler, as iOS does.
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.__UIAlertControllerStyle

    /// The style given at creation (an alert for a controller made without one).
    public private(set) var preferredStyle: Style = .alert
    /// The text under the title.
    open var message: String? {
        didSet { alertViewIfLoaded?.contentChanged() }
    }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold (the Return key's, on iOS). Setting one takes the bold off the cancel action.
    open var preferredAction: UIAlertAction? {
        didSet { alertViewIfLoaded?.contentChanged() }
    }
    /// The text fields, in the order they were added; nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []
    /// Stands in for the alert controller as its own transitioning delegate (UIKit's is private too).
    private let transitioning = AlertTransitioning()

    /// An alert or action sheet with `title` and `message` and no actions yet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        setUpPresentation()
        self.title = title
        self.message = message
    }

    /// An empty alert (UIKit's designated initialiser, so subclasses inherit the convenience one above).
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        setUpPresentation()
    }

    /// There are no archives here: an empty alert.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPresentation()
    }

    /// UIKit's own presentation: a custom one with this style's transition.
    private func setUpPresentation() {
        modalPresentationStyle = .custom
        modalTransitionStyle = preferredStyle == .alert ? .crossDissolve : .coverVertical
        transitioningDelegate = transitioning
    }

    /// The title above the message.
    open override var title: String? {
        didSet { alertViewIfLoaded?.contentChanged() }
    }

    /// Adds a button for `action`. A second `.cancel` action is a programmer error, as in UIKit.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            raiseUIKitException(.internalInconsistency,
                                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.alertViewIfLoaded?.contentChanged() }
        alertViewIfLoaded?.contentChanged()
    }

    /// Adds a text field under the message, handing it to `configurationHandler` first. Only alerts have text
    /// fields: on an action sheet this is a programmer error, as in UIKit.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            raiseUIKitException(.internalInconsistency,
                                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .fieldBackground
        // iOS frames an alert's field with a hairline.
        field.layer.borderWidth = AlertMetrics.separatorWidth
        field.layer.borderColor = AlertMetrics.separatorColor
        configurationHandler?(field)
        fields.append(field)
        alertViewIfLoaded?.contentChanged()
    }

    /// The alert's own view: transparent, the size of the window, holding the panel (or the action sheet's groups).
    open override func loadView() {
        view = AlertView(controller: self)
    }

    var alertViewIfLoaded: AlertView? { viewIfLoaded as? AlertView }

    /// A tap on the button of `action`: dismiss, then run the handler.
    func tapped(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Whether `action`'s title is bold: the preferred action's, else the cancel action's.
    func isBold(_ action: UIAlertAction) -> Bool {
        guard let preferredAction, actions.contains(where: { $0 === preferredAction }) else {
            return action.style == .cancel
        }
        return action === preferredAction
    }

    /// The text fields, for the view.
    var addedFields: [UITextField] { fields }
}
