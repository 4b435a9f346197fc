import Foundation

// UIKit declares these in UIWindow.h. There is no on-screen keyboard here (typing is scripted, see docs/controls.md),
// so nothing posts them: code that observes them compiles and keeps its layout for a keyboard that never shows.
extension UIResponder {
    /// Posted before the keyboard shows (never here: there is no on-screen keyboard).
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed (never here).
    public nonisolated static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides (never here).
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid (never here).
    public nonisolated static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never here).
    public nonisolated static let keyboardWillChangeFrameNotification =
        NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (never here).
    public nonisolated static let keyboardDidChangeFrameNotification =
        NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// The `userInfo` key of the keyboard's frame at the start of the change: an `NSValue` of a `CGRect` in screen
    /// coordinates.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the keyboard's frame at the end of the change: an `NSValue` of a `CGRect`.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the change's duration in seconds: an `NSNumber` of a `Double`.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the change's curve: an `NSNumber` of a `UIView.AnimationCurve` raw value.
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The `userInfo` key of whether the keyboard belongs to this app: an `NSNumber` of a `Bool`.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
