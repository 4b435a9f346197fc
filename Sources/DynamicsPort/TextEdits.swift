import SwiftSyntax

/// Replacements of byte ranges of one file's text, applied in one pass. The rewriter works on text, not on syntax
/// trees, so every byte it does not rewrite — comments, spacing, line breaks — stays as the author wrote it.
///
/// Two edits never touch the same byte: a replacement may take in the edits inside its range that the caller read
/// with ``text(of:)`` (its text already holds them); any other overlap is refused — the edit made first keeps the
/// bytes, and the later one is kept in ``refused`` for the rewriter to report. So the result never holds a rewrite
/// twice or half of one, whatever order the syntax walk makes edits in.
struct TextEdits {
    private struct Edit {
        var start: Int
        var end: Int
        var text: String
        /// Whether a caller took this edit into a text of its own through `text(of:)`.
        var read = false

        var isInsertion: Bool { start == end }

        /// Whether the two edits claim a byte in common, or one inserts strictly inside the other's range (where
        /// it could not be placed once the range is replaced).
        func overlaps(_ other: Edit) -> Bool {
            if isInsertion && other.isInsertion { return false }
            if isInsertion { return other.start < start && start < other.end }
            if other.isInsertion { return start < other.start && other.start < end }
            return start < other.end && other.start < end
        }

        /// Whether `other` lies within this edit's range.
        func contains(_ other: Edit) -> Bool { start <= other.start && other.end <= end }
    }

    /// An edit that was not made because an earlier one holds some of its bytes.
    struct Refusal {
        /// Where the edit would have started, in UTF-8 bytes from the start of the file.
        var offset: Int
        /// The text it would have written.
        var text: String
    }

    private let bytes: [UInt8]
    private var edits: [Edit] = []
    /// The edits refused for overlapping an earlier one, in the order they were attempted.
    private(set) var refused: [Refusal] = []

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

    /// Replaces the bytes `start ..< end` (inserts at `start` when they are equal). Edits inside the range that were
    /// read with `text(of:)` give way to this one; an overlap with any other edit refuses this one.
    mutating func replace(from start: Int, to end: Int, with text: String) {
        let edit = Edit(start: start, end: end, text: text)
        let absorbed = { (other: Edit) in !edit.isInsertion && other.read && edit.contains(other) }
        guard edits.allSatisfy({ !$0.overlaps(edit) || absorbed($0) }) else {
            refused.append(Refusal(offset: start, text: text))
            return
        }
        edits.removeAll(where: absorbed)
        edits.append(edit)
    }

    /// The text of `node` without its trivia, with the edits already made inside it applied. Those edits are marked
    /// read: a replacement of a range around them, made from this text, takes their place.
    mutating func text(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        var inside: [Edit] = []
        for index in edits.indices where start <= edits[index].start && edits[index].end <= end {
            edits[index].read = true
            inside.append(edits[index])
        }
        return Self.apply(inside, to: bytes, from: start, to: end)
    }

    /// Takes out the edits inside `node` and returns their texts, for a replacement of the node that leaves out
    /// what they rewrote.
    mutating func removeEdits(inside node: some SyntaxProtocol) -> [String] {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let inside = edits.filter { start <= $0.start && $0.end <= end }
        edits.removeAll { start <= $0.start && $0.end <= end }
        return inside.map(\.text)
    }

    /// The text of `node` without its trivia, with the edits made inside it applied, leaving them as they are.
    func preview(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        return Self.apply(edits.filter { start <= $0.start && $0.end <= end }, to: bytes, from: start, to: end)
    }

    /// The whole text with every edit applied.
    func result() -> String { Self.apply(edits, to: bytes, from: 0, to: bytes.count) }

    /// `bytes[from ..< to]` with `edits` (all inside that range, none overlapping) applied, front to back in one
    /// pass; insertions at one place keep the order they were made in.
    private static func apply(_ edits: [Edit], to bytes: [UInt8], from: Int, to: Int) -> String {
        // An insertion where a replacement starts goes in front of it, whichever was made first.
        let ordered = edits.enumerated().sorted {
            ($0.element.start, $0.element.isInsertion ? 0 : 1, $0.offset) < ($1.element.start, $1.element.isInsertion ? 0 : 1, $1.offset)
        }.map(\.element)
        var output: [UInt8] = []
        output.reserveCapacity(to - from)
        var cursor = from
        for edit in ordered {
            output.append(contentsOf: bytes[cursor ..< edit.start])
            output.append(contentsOf: edit.text.utf8)
            cursor = edit.end
        }
        output.append(contentsOf: bytes[cursor ..< to])
        return String(decoding: output, as: UTF8.self)
    }
}
