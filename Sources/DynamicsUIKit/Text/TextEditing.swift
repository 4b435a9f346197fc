import Foundation

/// The string arithmetic shared by the text controls: UIKit speaks of edits as `NSRange`s in UTF-16 units.
enum TextEditing {
    /// The range a key press replaces in `text` with the insertion point at its end: empty at the end for a typed
    /// character, the last character (all its UTF-16 units) for a backspace.
    static func range(in text: String, deletingBackward: Bool) -> NSRange {
        let length = text.utf16.count
        guard deletingBackward, let last = text.last else { return NSRange(location: length, length: 0) }
        let width = String(last).utf16.count
        return NSRange(location: length - width, length: width)
    }

    /// `text` with `range` replaced by `replacement`; `text` unchanged when the range is outside it.
    static func replacing(_ range: NSRange, in text: String, with replacement: String) -> String {
        guard let swiftRange = Range(range, in: text) else { return text }
        return text.replacingCharacters(in: swiftRange, with: replacement)
    }
}
