import SwiftSyntax

/// Replacements of byte ranges of one file's text, applied back to front. The rewriter works on text, not on syntax
/// trees, so every byte it does not rewrite — comments, spacing, line breaks — stays as the author wrote it.
struct TextEdits {
    private struct Edit {
        var start: Int
        var end: Int
        var text: String
    }

    private let bytes: [UInt8]
    private var edits: [Edit] = []

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Replaces `node` (without its surrounding trivia) with `text`, followed by as many line breaks as the
    /// replacement has fewer lines, so every later line keeps its number (a compiler error in the port points at
    /// the same line as in the original).
    mutating func replace(_ node: some SyntaxProtocol, with text: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let lost = bytes[start ..< end].filter { $0 == UInt8(ascii: "\n") }.count - text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        replace(from: start, to: end, with: text + String(repeating: "\n", count: max(0, lost)))
    }

    /// Inserts `text` right after `node` (before its trailing trivia).
    mutating func insert(_ text: String, after node: some SyntaxProtocol) {
        let at = node.endPositionBeforeTrailingTrivia.utf8Offset
        replace(from: at, to: at, with: text)
    }

    /// Replaces the bytes `start ..< end`. An edit inside a range already replaced is dropped (the outer one was
    /// made from `text(of:)`, which already took it in).
    mutating func replace(from start: Int, to end: Int, with text: String) {
        if edits.contains(where: { $0.start <= start && end <= $0.end && ($0.start < $0.end) }) { return }
        edits.append(Edit(start: start, end: end, text: text))
    }

    /// The text of `node` without its trivia, with the edits already made inside it applied; those edits are then
    /// taken out, as the caller replaces the whole node.
    mutating func text(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let inside = edits.filter { start <= $0.start && $0.end <= end }
        edits.removeAll { start <= $0.start && $0.end <= end }
        return Self.apply(inside, to: Array(bytes[start ..< end]), offset: start)
    }

    /// The whole text with every edit applied.
    func result() -> String { Self.apply(edits, to: bytes, offset: 0) }

    private static func apply(_ edits: [Edit], to bytes: [UInt8], offset: Int) -> String {
        var output = bytes
        // Back to front, so earlier offsets stay valid; insertions at one place keep the order they were made in.
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) > ($1.element.start, $1.offset) }
        for (_, edit) in ordered {
            output.replaceSubrange((edit.start - offset) ..< (edit.end - offset), with: Array(edit.text.utf8))
        }
        return String(decoding: output, as: UTF8.self)
    }
}
