import CPango
import Foundation
import DynamicsGeometry

/// Turns UIKit's `NSAttributedString` attributes into a Pango attribute list (byte ranges of the UTF-8 text).
enum TextAttributeList {
    /// The attribute list for `text`; the caller unrefs it. Call inside `TextEngine.withContext`.
    static func make(for text: NSAttributedString, baseFont: UIFont, fontScale: CGFloat) -> OpaquePointer {
        let list = pango_attr_list_new()!
        let string = text.string
        let byteOffsets = utf8Offsets(byUTF16Offset: string)
        let whole = (start: UInt32(0), end: UInt32(byteOffsets.last ?? 0))
        if baseFont.hasMonospacedDigits { insert(pango_attr_font_features_new("tnum 1"), into: list, range: whole) }
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            let bytes = (start: UInt32(byteOffsets[range.location]), end: UInt32(byteOffsets[range.location + range.length]))
            for attribute in pangoAttributes(attributes) { insert(attribute, into: list, range: bytes) }
        }
        if fontScale != 1 { insert(pango_attr_scale_new(Double(fontScale)), into: list, range: whole) }
        return list
    }

    /// The first paragraph style in the text (Pango aligns and spaces a whole layout alike).
    static func paragraphStyle(of text: NSAttributedString) -> NSParagraphStyle? {
        var style: NSParagraphStyle?
        text.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: text.length)) { value, _, stop in
            if let value = value as? NSParagraphStyle {
                style = value
                stop.pointee = true
            }
        }
        return style
    }

    /// The outline of the first run with a non-zero `.strokeWidth`, in points of the font it is drawn in (the
    /// renderer outlines a layout's lines alike, as it aligns them alike).
    static func stroke(of text: NSAttributedString, baseFont: UIFont, fontScale: CGFloat) -> TextStroke? {
        var stroke: TextStroke?
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, _, stop in
            guard let percent = number(attributes[.strokeWidth]), percent.isFinite, percent != 0 else { return }
            let size = ((attributes[.font] as? UIFont) ?? baseFont).pointSize * fontScale
            stroke = TextStroke(color: attributes[.strokeColor] as? UIColor, width: abs(CGFloat(percent)) * size / 100,
                                fills: percent < 0)
            stop.pointee = true
        }
        return stroke
    }

    private static func pangoAttributes(_ attributes: [NSAttributedString.Key: Any]) -> [UnsafeMutablePointer<PangoAttribute>] {
        var result: [UnsafeMutablePointer<PangoAttribute>?] = []
        if let font = attributes[.font] as? UIFont {
            let description = font.makeDescription()
            result.append(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            if font.hasMonospacedDigits { result.append(pango_attr_font_features_new("tnum 1")) }
        }
        if let color = attributes[.foregroundColor] as? UIColor {
            let (r, g, b, a) = channels(color)
            result.append(pango_attr_foreground_new(r, g, b))
            result.append(pango_attr_foreground_alpha_new(a))
        }
        if let color = attributes[.backgroundColor] as? UIColor {
            let (r, g, b, a) = channels(color)
            result.append(pango_attr_background_new(r, g, b))
            result.append(pango_attr_background_alpha_new(a))
        }
        if let kern = number(attributes[.kern]), kern.isFinite {
            result.append(pango_attr_letter_spacing_new(Int32(clamping: Int((kern * Double(PANGO_SCALE)).rounded()))))
        }
        if let style = number(attributes[.underlineStyle]).map({ NSUnderlineStyle(rawValue: Int($0)) }), !style.isEmpty {
            result.append(pango_attr_underline_new(style == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
        }
        if let style = number(attributes[.strikethroughStyle]), style != 0 {
            result.append(pango_attr_strikethrough_new(1))
        }
        if let color = attributes[.underlineColor] as? UIColor {
            let (r, g, b, _) = channels(color)
            result.append(pango_attr_underline_color_new(r, g, b))
        }
        if let color = attributes[.strikethroughColor] as? UIColor {
            let (r, g, b, _) = channels(color)
            result.append(pango_attr_strikethrough_color_new(r, g, b))
        }
        if let offset = number(attributes[.baselineOffset]), offset.isFinite, offset != 0 {
            result.append(pango_attr_rise_new(Int32(clamping: Int((offset * Double(PANGO_SCALE)).rounded()))))
        }
        return result.compactMap { $0 }
    }

    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer,
                               range: (start: UInt32, end: UInt32)) {
        guard let attribute else { return }
        attribute.pointee.start_index = range.start
        attribute.pointee.end_index = range.end
        pango_attr_list_insert(list, attribute)
    }

    private static func channels(_ color: UIColor) -> (UInt16, UInt16, UInt16, UInt16) {
        func channel(_ value: CGFloat) -> UInt16 { UInt16((value * 65535).rounded()) }
        return (channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha))
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as NSNumber: value.doubleValue
        case let value as NSUnderlineStyle: Double(value.rawValue)
        default: nil
        }
    }

    /// For each UTF-16 offset (NSRange's unit) the UTF-8 byte offset (Pango's unit); the last entry is the length.
    private static func utf8Offsets(byUTF16Offset string: String) -> [Int] {
        var offsets = [0]
        var bytes = 0
        for scalar in string.unicodeScalars {
            bytes += UTF8.width(scalar)
            let units = UTF16.width(scalar)
            if units == 2 { offsets.append(bytes) }
            offsets.append(bytes)
        }
        return offsets
    }
}
