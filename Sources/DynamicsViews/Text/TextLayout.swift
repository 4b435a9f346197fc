import Foundation
import DynamicsGeometry

/// How text is aligned inside its box, with UIKit's cases.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
    /// Flush left (no justification is done).
    case justified
    /// Left, for left-to-right text.
    case natural
}

/// How a label breaks or shortens lines that do not fit, with UIKit's cases.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Cut the line at the box edge.
    case byClipping
    /// Replace the start with "…".
    case byTruncatingHead
    /// Replace the end with "…" (UILabel's default).
    case byTruncatingTail
    /// Replace the middle with "…".
    case byTruncatingMiddle
}

/// Text broken into lines the way UILabel does it: explicit newlines, word wrapping within a width, a line limit and
/// tail truncation with "…". Used by `UILabel.sizeThatFits` and by the renderer, so both agree.
public struct TextLayout: Sendable {
    /// One laid-out line: its text and its advance width in points.
    public struct Line: Sendable, Equatable {
        /// The characters drawn on this line.
        public var text: String
        /// The advance width in points.
        public var width: CGFloat
    }

    /// The lines, top to bottom.
    public private(set) var lines: [Line] = []
    /// The size the lines occupy: the widest line by the number of lines × the font's line height.
    public let size: CGSize

    /// Lays out `text` in `font` within `maxWidth` points (`.greatestFiniteMagnitude` for no limit), keeping at most
    /// `numberOfLines` lines (0 = unlimited). Every truncating mode shortens the last line's tail.
    public init(text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode) {
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let wraps = numberOfLines != 1
        var result: [Line] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let pieces = wraps
                ? TextLayout.wrap(paragraph, font: font, maxWidth: maxWidth, byCharacter: lineBreakMode == .byCharWrapping)
                : [paragraph]
            for piece in pieces {
                if result.count == limit {
                    truncated = true
                    break paragraphs
                }
                result.append(Line(text: String(piece), width: font.width(of: piece)))
            }
        }
        let truncates = [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle].contains(lineBreakMode)
        if truncates, let last = result.last, truncated || last.width > maxWidth {
            result[result.count - 1] = TextLayout.truncateTail(last.text, font: font, maxWidth: maxWidth)
        }
        lines = result
        let widest = result.map(\.width).max() ?? 0
        size = CGSize(width: min(widest, maxWidth), height: CGFloat(result.count) * font.lineHeight)
    }

    /// Splits one paragraph into lines no wider than `maxWidth`, breaking after spaces (or anywhere when a word alone
    /// is too wide or `byCharacter` is set).
    private static func wrap(_ paragraph: Substring, font: UIFont, maxWidth: CGFloat, byCharacter: Bool) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = paragraph.startIndex
        var lastBreak: String.Index? = nil
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let next = paragraph.index(after: index)
            let candidate = paragraph[lineStart..<next]
            if font.width(of: candidate.trimmingTrailingSpaces) > maxWidth, index > lineStart {
                let cut = byCharacter ? index : (lastBreak ?? index)
                lines.append(paragraph[lineStart..<cut].trimmingTrailingSpaces)
                lineStart = cut
                while lineStart < paragraph.endIndex, paragraph[lineStart] == " " { lineStart = paragraph.index(after: lineStart) }
                lastBreak = nil
                index = lineStart
                continue
            }
            if paragraph[index] == " " { lastBreak = next }
            index = next
        }
        lines.append(paragraph[lineStart...].trimmingTrailingSpaces)
        return lines
    }

    /// The longest prefix of `text` that fits `maxWidth` together with a trailing "…".
    private static func truncateTail(_ text: String, font: UIFont, maxWidth: CGFloat) -> Line {
        let ellipsis = "…"
        let ellipsisWidth = font.width(of: Substring(ellipsis))
        var prefix = Substring(text)
        while !prefix.isEmpty, font.width(of: prefix) + ellipsisWidth > maxWidth { prefix = prefix.dropLast() }
        let shortened = String(prefix.trimmingTrailingSpaces) + ellipsis
        return Line(text: shortened, width: font.width(of: Substring(shortened)))
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
