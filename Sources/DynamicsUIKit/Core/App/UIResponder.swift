import Foundation

/// An object that responds to and handles events: UIKit's common superclass of views, view controllers, windows and
/// the application.
///
/// Responders form a chain through `next` (a view → its view controller when it is that controller's root view, else
/// its superview; a controller → its view's superview, else the controller presenting it, else its parent; a window →
/// the application). A touch goes to the view it landed on; whatever a responder does not handle it passes on by
/// calling the same method on `next`, which is what the default implementations do.
///
/// As in UIKit, it descends from `NSObject`, so every responder answers `isKind(of:)`, `isMember(of:)`,
/// `classForCoder`, `description`, `hash` and `isEqual(_:)` (identity), and works as a set member or dictionary key.
@preconcurrency @MainActor open class UIResponder: NSObject {
    /// A responder outside any chain.
    public override init() { super.init() }

    /// What this object was told about its accessibility (UIKit declares these on `NSObject`; here responders and
    /// bar items have them).
    var accessibilityAttributes = AccessibilityAttributes()

    /// Whether assistive technologies treat this object as one element: false by default, true for labels and the
    /// standard controls (buttons, switches, sliders, text fields, …), as in UIKit.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// What VoiceOver says for the element. A label's default is its text, a button's its current title.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes.label ?? defaultAccessibilityLabel }
        set { accessibilityAttributes.label = newValue }
    }
    /// What activating the element does, in a short phrase ("Plays the song."). Nil by default.
    open var accessibilityHint: String? {
        get { accessibilityAttributes.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// The element's value, when it has one that is not its label: a slider's percentage, a switch's "1" or "0",
    /// a text field's text.
    open var accessibilityValue: String? {
        get { accessibilityAttributes.value ?? defaultAccessibilityValue }
        set { accessibilityAttributes.value = newValue }
    }
    /// What the element is: `.button` for buttons, `.staticText` for labels, `.image` for image views, `.adjustable`
    /// for sliders and steppers, with `.notEnabled` and `.selected` following a control's state, as in UIKit.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? defaultAccessibilityTraits }
        set { accessibilityAttributes.traits = newValue }
    }
    /// The element's frame in screen coordinates, for assistive technologies. For views it is their frame on
    /// screen unless set; `.zero` otherwise.
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes.frame == .zero ? defaultAccessibilityFrame : accessibilityAttributes.frame }
        set { accessibilityAttributes.frame = newValue }
    }
    /// Whether the element and everything inside it are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes.elementsHidden }
        set { accessibilityAttributes.elementsHidden = newValue }
    }
    /// Whether VoiceOver ignores the element's siblings (as for a modal view).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes.viewIsModal }
        set { accessibilityAttributes.viewIsModal = newValue }
    }
    /// Whether VoiceOver reads the element's children as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributes.groupsChildren }
        set { accessibilityAttributes.groupsChildren = newValue }
    }
    /// The elements inside this container, in reading order; nil (the default) for the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes.elements }
        set { accessibilityAttributes.elements = newValue }
    }

    /// The next responder in the chain, or nil at its end. Subclasses override it; the base class has none.
    open var next: UIResponder? { nil }

    /// Whether this object accepts becoming the first responder (false by default, as in UIKit).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object lets go of first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Asks UIKit to make this object the first responder of its window, in UIKit's documented order: the current
    /// first responder is asked to resign (it may refuse, and the call fails), then `canBecomeFirstResponder` is
    /// consulted. A responder that is not in a window cannot become first responder. Returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if let current = window.firstResponder {
            if current === self { return true }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        guard canBecomeFirstResponder else { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; the default does so and returns true. Overrides must call super.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// One or more fingers touched down in a view; the default passes the touches on to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more fingers moved; the default passes the touches on to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted; the default passes the touches on to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recogniser took them, say); the default passes them on to
    /// `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// The window whose first responder this object can be: the window of the first view along the chain.
    var responderWindow: UIWindow? {
        var responder: UIResponder? = self
        while let current = responder {
            if let view = current as? UIView { return view.window }
            responder = current.next
        }
        return nil
    }
}
