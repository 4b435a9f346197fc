import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// `UIView.endEditing(_:)`, the editing notifications of text fields and text views, and
/// `textFieldDidEndEditing(_:reason:)`.
@MainActor @Suite struct EndEditingTests {
    /// Refuses to end editing, and says which end-of-editing call it got.
    final class StubbornDelegate: UITextFieldDelegate, UITextViewDelegate {
        var log: [String] = []
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return false }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("viewShouldEnd"); return false }
    }

    /// Implements only the reason form.
    final class ReasonDelegate: UITextFieldDelegate {
        var reasons: [UITextField.DidEndEditingReason] = []
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            reasons.append(reason)
        }
    }

    /// Collects the names of notifications posted about one object, until `stop()`.
    @MainActor final class Listener {
        var names: [String] = []
        /// The reasons (raw values) in the notifications' `userInfo`.
        var reasons: [Int] = []
        private var tokens: [NSObjectProtocol] = []
        init(_ names: [Notification.Name], object: AnyObject) {
            // Filtered here rather than by the centre: corelibs matches `object` by `isEqual`, which views keep.
            let watched = ObjectIdentifier(object)
            for name in names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                    guard let sender = note.object as AnyObject?, ObjectIdentifier(sender) == watched else { return }
                    let name = note.name.rawValue
                    let reason = note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? Int
                    MainActor.assumeIsolated {
                        self.names.append(name)
                        if let reason { self.reasons.append(reason) }
                    }
                })
            }
        }
        func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    /// A window (the caller keeps it: views hold their window weakly) with a form view holding a field.
    private func windowWithField() -> (UIWindow, UIView, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let form = UIView(frame: window.bounds)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        window.addSubview(form)
        form.addSubview(field)
        return (window, form, field)
    }

    @Test func endEditingResignsTheFirstResponderInsideTheView() {
        let (window, form, field) = windowWithField()
        let outside = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 34))
        window.addSubview(outside)
        #expect(form.endEditing(false), "nothing editing: nothing left to resign")
        #expect(outside.becomeFirstResponder())
        #expect(form.endEditing(true) && outside.isFirstResponder, "a first responder outside the view stays")
        #expect(field.becomeFirstResponder() && field.isEditing)
        #expect(form.endEditing(false))
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    @Test func forceSkipsTheDelegatesRefusal() {
        let (window, form, field) = windowWithField()
        defer { withExtendedLifetime(window) {} }
        let delegate = StubbornDelegate()
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        #expect(!form.endEditing(false) && field.isFirstResponder, "the delegate refuses")
        #expect(delegate.log == ["shouldEnd"])
        #expect(form.endEditing(true) && !field.isFirstResponder)
        #expect(delegate.log == ["shouldEnd", "didEnd"], "forced: not asked again, told it ended")

        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        form.addSubview(textView)
        textView.delegate = delegate
        #expect(textView.becomeFirstResponder())
        #expect(!form.endEditing(false) && form.endEditing(true) && !textView.isFirstResponder)
        #expect(delegate.log.suffix(1) == ["viewShouldEnd"])
    }

    @Test func fieldsPostTheirEditingNotificationsInOrder() {
        let (window, form, field) = windowWithField()
        defer { withExtendedLifetime(window) {} }
        let listener = Listener([UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                                 UITextField.textDidEndEditingNotification], object: field)
        let reasons = ReasonDelegate()
        field.delegate = reasons
        field.becomeFirstResponder()
        field.insertText("h")
        field.insertText("i")
        field.deleteBackward()
        form.endEditing(true)
        listener.stop()
        #expect(listener.names == ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                                   "UITextFieldTextDidChangeNotification", "UITextFieldTextDidChangeNotification",
                                   "UITextFieldTextDidEndEditingNotification"])
        #expect(listener.reasons == [0])
        #expect(reasons.reasons == [.committed])
        #expect(field.text == "h")
    }

    @Test func textViewsPostTheirEditingNotifications() {
        let (window, form, _) = windowWithField()
        defer { withExtendedLifetime(window) {} }
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        form.addSubview(textView)
        let listener = Listener([UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                                 UITextView.textDidEndEditingNotification], object: textView)
        textView.becomeFirstResponder()
        textView.insertText("a\nb")
        textView.resignFirstResponder()
        listener.stop()
        #expect(listener.names == ["UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
                                   "UITextViewTextDidEndEditingNotification"])
    }
}
