import CUIKitOpenEnums
import Foundation

/// The responder `endEditing(true)` is making resign: text fields and views resign without asking their delegate.
@MainActor var forcedResignation: UIResponder?

extension UIView {
    /// Makes the first responder inside this view (the view itself included) resign, as apps dismiss the keyboard
    /// with `view.endEditing(true)`. With `force`, a text field or text view resigns without asking its delegate's
    /// `…ShouldEndEditing`; without it, the delegate may refuse. Returns whether no first responder is left inside
    /// the view (true when there was none).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window = responderWindow, let responder = window.firstResponder as? UIView,
              responder.isDescendant(of: self) else { return true }
        if force { forcedResignation = responder }
        defer { forcedResignation = nil }
        responder.resignFirstResponder()
        return window.firstResponder !== responder
    }
}

extension UITextField {
    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`, in `textFieldDidEndEditing(_:reason:)`).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias DidEndEditingReason = CUIKitOpenEnums.__UITextFieldDidEndEditingReason

    /// Posted (object: the field) when a field begins editing, after its delegate hears of it.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after every change made by editing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field; `userInfo[didEndEditingReasonUserInfoKey]` the reason's raw value) when a field
    /// ends editing, after its delegate hears of it.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The `userInfo` key of `textDidEndEditingNotification`'s reason.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}

extension UITextView {
    /// Posted (object: the text view) when it begins editing, after its delegate hears of it.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) after every change made by editing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when it ends editing, after its delegate hears of it.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
