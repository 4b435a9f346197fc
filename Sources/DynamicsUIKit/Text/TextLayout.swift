import CUIKitOpenEnums
import CPango
import Foundation
import DynamicsGeometry

/// Text laid out by Pango (HarfBuzz shaping, fontconfig fallback for CJK and emoji) the way UILabel lays it out:
/// wrapped within a width, limited to a number of lines, shortened with "…" at the head, middle or tail.
///
/// `UILabel.sizeThatFits` measures one of these and the renderer draws the same object, so what is measured is
/// exactly what is drawn.
public final class TextLayout: @unchecked Sendable {
    /// One laid-out line.
    public struct Line: Sendable, Equatable {
        /// The characters shown on the line, with "…" where Pango shortened it.
        public var text: String
        /// The advance width in points.
        public var width: CGFloat
        /// The start of the baseline, relative to the layout's top-left corner.
        public var origin: CGPoint
    }

    /// The lines drawn, top to bottom.
    public let lines: [Line]
    /// The size the lines occupy: the widest line by the top of the first to the bottom of the last.
    public let size: CGSize
    /// How many characters no installed font has, drawn as hex boxes ("tofu"); 0 when fallback found them all.
    public let unknownGlyphCount: Int
    /// The characters' outline (`.strokeWidth`), if the text has one.
    public let stroke: TextStroke?
    /// The PangoLayout; only touched inside `TextEngine.withContext`.
    private let layout: OpaquePointer

    /// Lays out plain `text` in `font`; see
    /// `init(attributedText:font:maxWidth:maxHeight:numberOfLines:lineBreakMode:alignment:layoutDirection:fontScale:)`.
    public convenience init(text: String, font: UIFont, maxWidth: CGFloat = .greatestFiniteMagnitude,
                            maxHeight: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int = 1,
                            lineBreakMode: NSLineBreakMode = .byTruncatingTail, alignment: NSTextAlignment = .natural,
                            layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, fontScale: CGFloat = 1) {
        self.init(attributedText: NSAttributedString(string: text), font: font, maxWidth: maxWidth,
                  maxHeight: maxHeight, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                  alignment: alignment, layoutDirection: layoutDirection, fontScale: fontScale)
    }

    /// Lays out attributed text within `maxWidth` × `maxHeight` points (`.greatestFiniteMagnitude` for no limit).
    ///
    /// - `font` draws the characters without a `.font` attribute; `fontScale` scales every font (for
    ///   `adjustsFontSizeToFitWidth`).
    /// - `numberOfLines` 0 is unlimited; with a truncating `lineBreakMode` the last line that fits (by count or by
    ///   `maxHeight`) ends or starts with "…". One line with `.byClipping` does not wrap.
    /// - A `.paragraphStyle` attribute's alignment and line spacing win over `alignment`, as in UIKit.
    /// - `layoutDirection` is the direction of the view showing the text: `.natural` alignment (and a justified
    ///   paragraph's last line) goes to its leading side, the right one in a right-to-left interface, whatever the
    ///   script. The order of the characters within a line follows the Unicode bidirectional algorithm either way.
    public init(attributedText: NSAttributedString, font: UIFont, maxWidth: CGFloat = .greatestFiniteMagnitude,
                maxHeight: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int = 1,
                lineBreakMode: NSLineBreakMode = .byTruncatingTail, alignment: NSTextAlignment = .natural,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, fontScale: CGFloat = 1) {
        let text = attributedText.string
        let paragraph = TextAttributeList.paragraphStyle(of: attributedText)
        stroke = TextAttributeList.stroke(of: attributedText, baseFont: font, fontScale: fontScale)
        let alignment = paragraph?.alignment ?? alignment
        let side = alignment.physical(in: layoutDirection)
        let wraps = maxWidth.isFinite && maxWidth < .greatestFiniteMagnitude / 2
            && !(numberOfLines == 1 && lineBreakMode == .byClipping)
        (layout, lines, size, unknownGlyphCount) = TextEngine.withContext { context in
            let layout = pango_layout_new(context)!
            pango_layout_set_text(layout, text, -1)
            let description = font.makeDescription()
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            let attributes = TextAttributeList.make(for: attributedText, baseFont: font, fontScale: fontScale)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
            pango_layout_set_spacing(layout, Int32((paragraph?.lineSpacing ?? 0) * CGFloat(PANGO_SCALE)))
            pango_layout_set_auto_dir(layout, alignment == .natural ? 1 : 0)
            pango_layout_set_alignment(layout, TextLayout.pangoAlignment(side))
            pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
            if wraps {
                pango_layout_set_width(layout, Int32(clamping: Int((maxWidth * CGFloat(PANGO_SCALE)).rounded(.down))))
                pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            }
            let ellipsis = TextLayout.pangoEllipsis(lineBreakMode)
            if wraps, ellipsis != PANGO_ELLIPSIZE_NONE {
                if numberOfLines > 0 {
                    pango_layout_set_ellipsize(layout, ellipsis)
                    pango_layout_set_height(layout, -Int32(clamping: numberOfLines))
                } else if maxHeight.isFinite, maxHeight < .greatestFiniteMagnitude / 2 {
                    pango_layout_set_ellipsize(layout, ellipsis)
                    pango_layout_set_height(layout, Int32(clamping: Int(maxHeight * CGFloat(PANGO_SCALE))))
                }
            }
            let lines = TextLayout.readLines(of: layout, text: Array(text.utf8),
                                             limit: numberOfLines > 0 ? numberOfLines : Int.max,
                                             keepsSides: alignment == .natural && side != .center)
            let unboundedOffset = wraps ? 0 : TextLayout.offset(aligning: lines, to: side, within: maxWidth)
            let shifted = lines.map { Line(text: $0.text, width: $0.width, origin: CGPoint(x: $0.origin.x + unboundedOffset, y: $0.origin.y)) }
            return (layout, shifted, TextLayout.extent(of: layout, lineCount: lines.count),
                    Int(pango_layout_get_unknown_glyphs_count(layout)))
        }
    }

    /// How far the first line's ink rises above its baseline.
    var inkHeightAboveBaseline: CGFloat {
        TextEngine.withContext { _ in
            guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
            var ink = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, nil)
            return -CGFloat(ink.y) / CGFloat(PANGO_SCALE)
        }
    }

    deinit {
        TextEngine.withContext { _ in g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Calls `body` with each drawn Pango line and its baseline origin, holding the text engine (the renderer draws
    /// them with `pango_cairo_show_layout_line`).
    package func withPangoLines(_ body: (_ line: UnsafeMutablePointer<PangoLayoutLine>, _ origin: CGPoint) -> Void) {
        TextEngine.withContext { _ in
            for (index, line) in lines.enumerated() {
                guard let pangoLine = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
                body(pangoLine, line.origin)
            }
        }
    }

    private static func pangoAlignment(_ alignment: NSTextAlignment) -> PangoAlignment {
        switch alignment {
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        case .left, .justified, .natural: PANGO_ALIGN_LEFT
        @unknown default: PANGO_ALIGN_LEFT
        }
    }

    private static func pangoEllipsis(_ mode: NSLineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
        @unknown default: PANGO_ELLIPSIZE_NONE
        }
    }

    /// Where an unwrapped line starts so it sits aligned in a box `width` wide (Pango aligns only wrapped text).
    private static func offset(aligning lines: [Line], to alignment: NSTextAlignment, within width: CGFloat) -> CGFloat {
        guard let line = lines.first, width.isFinite, width < .greatestFiniteMagnitude / 2 else { return 0 }
        switch alignment {
        case .center: return (width - line.width) / 2
        case .right: return width - line.width
        case .left, .justified, .natural: return 0
        @unknown default: return 0
        }
    }

    /// The first `limit` lines: their visible text (runs Pango replaced by an ellipsis read "…"), width and origin.
    ///
    /// With `keepsSides`, a line whose script runs right to left (Pango's automatic direction, which natural
    /// alignment turns on so the bidirectional algorithm orders each paragraph by its first strong character) is
    /// mirrored back: Pango swaps left and right alignment for such a paragraph, where UIKit keeps the side the
    /// view's direction gives.
    private static func readLines(of layout: OpaquePointer, text: [UInt8], limit: Int, keepsSides: Bool) -> [Line] {
        var lines: [Line] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard lines.count < limit, let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var inLayout = PangoRectangle()
            var inLine = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &inLayout)
            pango_layout_line_get_extents(line, nil, &inLine)
            let scale = CGFloat(PANGO_SCALE)
            var left = inLayout.x
            if keepsSides, line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue {
                left = layoutWidth(layout) - inLayout.x - inLine.width
            }
            let origin = CGPoint(x: CGFloat(left - inLine.x) / scale,
                                 y: CGFloat(pango_layout_iter_get_baseline(iterator)) / scale)
            lines.append(Line(text: visibleText(of: line, text: text), width: CGFloat(inLine.width) / scale,
                              origin: origin))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The width Pango aligns lines within: the set width of a wrapping layout, else its widest line's.
    private static func layoutWidth(_ layout: OpaquePointer) -> Int32 {
        let width = pango_layout_get_width(layout)
        if width >= 0 { return width }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical.width
    }

    private static func visibleText(of line: UnsafeMutablePointer<PangoLayoutLine>, text: [UInt8]) -> String {
        var result = ""
        var node = line.pointee.runs
        while let current = node {
            defer { node = current.pointee.next }
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = run.pointee.item else { continue }
            if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                result += "…"
            } else {
                let start = Int(item.pointee.offset)
                let end = min(text.count, start + Int(item.pointee.length))
                result += String(decoding: text[start..<end], as: UTF8.self)
            }
        }
        return result
    }

    /// The widest line by the span from the first line's top to the last drawn line's bottom.
    private static func extent(of layout: OpaquePointer, lineCount: Int) -> CGSize {
        guard lineCount > 0 else { return .zero }
        var width: Int32 = 0
        var bottom: Int32 = 0
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var inLayout = PangoRectangle()
            var inLine = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &inLayout)
            pango_layout_line_get_extents(line, nil, &inLine)
            width = max(width, inLine.width)
            bottom = inLayout.y + inLayout.height
            index += 1
        } while index < lineCount && pango_layout_iter_next_line(iterator) != 0
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(width) / scale, height: CGFloat(bottom) / scale)
    }
}

/// The outline `NSAttributedString.Key.strokeWidth` asks for.
public struct TextStroke: Sendable, Equatable {
    /// The outline's colour; nil for the text's colour.
    public var color: UIColor?
    /// The outline's line width in points.
    public var width: CGFloat
    /// Whether the characters are filled too (a negative `strokeWidth`).
    public var fills: Bool
}
