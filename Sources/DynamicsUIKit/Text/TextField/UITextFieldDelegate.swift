import Foundation

/// What a text field asks and tells its delegate while it is edited, as UIKit's `UITextFieldDelegate`. Every method
/// is optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (asked before the field becomes first responder).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is now first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (asked before the field resigns first responder).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field is no longer first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why: the field calls this one; unless a delegate implements it, it calls
    /// `textFieldDidEndEditing(_:)` (UIKit calls the reason form instead of the plain one when a delegate has it).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 units) may be replaced by `string` (empty for a deletion).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The insertion point or selection moved (after every accepted change here).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default work (sending `.editingDidEndOnExit`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Allows editing to begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Allows editing to end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Allows every change.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Allows clearing.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Allows the return key's default work.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
