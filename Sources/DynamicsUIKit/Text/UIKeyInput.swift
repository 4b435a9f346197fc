import Foundation

/// What a keyboard talks to, as UIKit's `UIKeyInput`: a responder that takes typed text and backspaces.
/// `UITextField` and `UITextView` adopt it; the scene's scripted typing (`SceneContext.type`) goes through it, one
/// character at a time, exactly as a keyboard key would.
@preconcurrency @MainActor public protocol UIKeyInput: AnyObject {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, as a key press does ("\n" is the return key).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, as the delete key does.
    func deleteBackward()
}
