import Foundation

/// Typing into a text field: the keyboard's path (`UIKeyInput`), the return key and the clear button, with UIKit's
/// order of delegate calls and control events.
extension UITextField {
    /// Inserts a typed character at the end (the insertion point): the delegate may refuse it
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`); an accepted change is followed by
    /// `textFieldDidChangeSelection` and `.editingChanged`. "\n" is the return key instead: see `textFieldShouldReturn`.
    /// Ignored unless the field is editing, as there is no keyboard then.
    public func insertText(_ text: String) {
        guard isEditing, !text.isEmpty else { return }
        if text == "\n" {
            pressReturn()
        } else {
            // A single-line field keeps no line breaks (a pasted one becomes a space, as in UIKit).
            replaceCharacters(in: TextEditing.range(in: storedText, deletingBackward: false),
                              with: text.replacingOccurrences(of: "\n", with: " "))
        }
    }

    /// Deletes the last character, through the same delegate question and events as typing.
    public func deleteBackward() {
        guard isEditing, hasText else { return }
        replaceCharacters(in: TextEditing.range(in: storedText, deletingBackward: true), with: "")
    }

    /// Replaces `range` with `string` if the delegate agrees, then reports the change.
    private func replaceCharacters(in range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return
        }
        storedText = TextEditing.replacing(range, in: storedText, with: string)
        textDidChange()
    }

    /// The text changed by editing: the caret moves and lights up, then the delegate and the actions hear of it.
    private func textDidChange() {
        invalidateIntrinsicContentSize()
        caret.restartSteadyPhase()
        placeOverlays()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The return key: if the delegate's `textFieldShouldReturn` allows it, sends `.editingDidEndOnExit` (and
    /// `.primaryActionTriggered`, iOS 14's primary action) and, when an action listens for `.editingDidEndOnExit`,
    /// resigns first responder, as UIKit does.
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = hasActions(for: .editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if resigns { resignFirstResponder() }
    }

    /// The clear button: if `textFieldShouldClear` allows it, empties the field (reported as an edit) and begins
    /// editing if it was not.
    func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        storedText = ""
        textDidChange()
    }

    /// Now first responder: shows the caret, then tells the delegate and sends `.editingDidBegin`.
    func beginEditing() {
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        caret.start()
        placeOverlays()
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        sendActions(for: .editingDidBegin)
    }

    /// No longer first responder: hides the caret, then tells the delegate (`textFieldDidEndEditing(_:reason:)`,
    /// which calls the plain form unless the delegate implements it) and sends `.editingDidEnd`.
    func endEditing() {
        isEditing = false
        caret.stop()
        placeOverlays()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
        sendActions(for: .editingDidEnd)
    }
}
