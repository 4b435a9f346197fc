import Foundation

/// Swift text for Interface Builder's values: numbers, rectangles, colours, fonts and UIKit enumerations.
enum ValueText {
    /// A number as Swift reads it (IB writes `0.0`, `20`, `43.5`); nil when not a finite number.
    static func number(_ text: String?) -> String? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += "\\u{\(String(scalar.value, radix: 16))}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    /// `CGRect(x:y:width:height:)` of a `rect` element.
    static func rect(_ element: IBElement) -> String? {
        guard let x = number(element["x"]), let y = number(element["y"]), let width = number(element["width"]),
              let height = number(element["height"]) else { return nil }
        return "CGRect(x: \(x), y: \(y), width: \(width), height: \(height))"
    }

    /// `CGSize(width:height:)` of a `size` element.
    static func size(_ element: IBElement) -> String? {
        guard let width = number(element["width"]), let height = number(element["height"]) else { return nil }
        return "CGSize(width: \(width), height: \(height))"
    }

    /// The system colours IB names (`systemBackgroundColor`) and the classic ones (`cocoaTouchSystemColor`).
    static let systemColors: Set<String> = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "label", "secondaryLabel",
        "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "link", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue",
        "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown",
        "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "darkText", "lightText", "groupTableViewBackground", "black", "white", "clear", "gray",
        "darkGray", "lightGray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown",
        "tableCellGroupedBackground", "viewFlipsideBackground", "scrollViewTexturedBackground",
    ]

    /// A `color` element as a `UIColor` expression, or the reason it is not translated.
    static func color(_ element: IBElement) -> Result<String, Untranslated> {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            let renamed = ["tableCellGroupedBackground": "secondarySystemGroupedBackground",
                           "viewFlipsideBackground": "darkGray", "scrollViewTexturedBackground": "systemGroupedBackground",
                           "groupTableViewBackground": "systemGroupedBackground"][base] ?? base
            guard systemColors.contains(base) else { return .failure(Untranslated("system colour \(name)")) }
            return .success("UIColor.\(renamed)")
        }
        if let name = element["name"] {
            // A catalog colour; IB also stores its light value, used when the catalog lacks it. Without one, what
            // UIKit shows for a nil colour: black text, else nothing.
            let textKeys: Set<String> = ["textColor", "titleColor", "NSColor"]
            let fallback = components(element) ?? (textKeys.contains(element.key ?? "") ? "UIColor.black" : "UIColor.clear")
            return .success("(UIColor(named: \(literal(name))) ?? \(fallback))")
        }
        if let value = components(element) { return .success(value) }
        return .failure(Untranslated("colour in colour space \(element["colorSpace"] ?? "unknown")"))
    }

    /// The RGB or white components of a `color` element as a fixed `UIColor`.
    private static func components(_ element: IBElement) -> String? {
        let alpha = number(element["alpha"]) ?? "1"
        if let white = number(element["white"]) { return "UIColor(white: \(white), alpha: \(alpha))" }
        guard let red = number(element["red"]), let green = number(element["green"]),
              let blue = number(element["blue"]) else { return nil }
        return "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    /// A `fontDescription` element as a `UIFont` expression.
    static func font(_ element: IBElement) -> Result<String, Untranslated> {
        if let style = element["style"] {
            let names = ["UICTFontTextStyleBody": "body", "UICTFontTextStyleHeadline": "headline",
                         "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
                         "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
                         "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleTitle0": "largeTitle",
                         "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
                         "UICTFontTextStyleTitle3": "title3"]
            guard let name = names[style] else { return .failure(Untranslated("text style \(style)")) }
            return .success("UIFont.preferredFont(forTextStyle: .\(name))")
        }
        let size = number(element["pointSize"]) ?? "17"
        switch element["type"] {
        case "system":
            if let weight = element["weight"] { return .success("UIFont.systemFont(ofSize: \(size), weight: .\(weight))") }
            return .success("UIFont.systemFont(ofSize: \(size))")
        case "boldSystem": return .success("UIFont.boldSystemFont(ofSize: \(size))")
        case "italicSystem": return .success("UIFont.italicSystemFont(ofSize: \(size))")
        default:
            guard let name = element["name"] else { return .failure(Untranslated("font without a name or type")) }
            return .success("(UIFont(name: \(literal(name)), size: \(size)) ?? UIFont.systemFont(ofSize: \(size)))")
        }
    }

    /// `UIView.ContentMode` cases by IB's names.
    static let contentModes: Set<String> = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    /// `NSTextAlignment` cases by IB's names.
    static let textAlignments: Set<String> = ["left", "center", "right", "justified", "natural"]

    /// `NSLineBreakMode` cases by IB's names.
    static let lineBreakModes: [String: String] = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
        "middleTruncation": "byTruncatingMiddle",
    ]

    /// `UIControl.State` by a button `state` element's key.
    static let controlStates: [String: String] = [
        "normal": ".normal", "highlighted": ".highlighted", "selected": ".selected", "disabled": ".disabled",
    ]

    /// `UIControl.Event` by an action's `eventType`.
    static let controlEvents: [String: String] = [
        "touchUpInside": ".touchUpInside", "touchDown": ".touchDown", "touchDownRepeat": ".touchDownRepeat",
        "touchDragInside": ".touchDragInside", "touchDragOutside": ".touchDragOutside",
        "touchDragEnter": ".touchDragEnter", "touchDragExit": ".touchDragExit", "touchUpOutside": ".touchUpOutside",
        "touchCancel": ".touchCancel", "valueChanged": ".valueChanged", "primaryActionTriggered": ".primaryActionTriggered",
        "editingDidBegin": ".editingDidBegin", "editingChanged": ".editingChanged", "editingDidEnd": ".editingDidEnd",
        "editingDidEndOnExit": ".editingDidEndOnExit",
    ]

    /// `NSLayoutConstraint.Attribute` cases by IB's names.
    static let layoutAttributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// A multiplier as IB writes it: `0.5` or a ratio `16:9` or `1/3`.
    static func multiplier(_ text: String?) -> String? {
        guard let text else { return "1" }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0,
           (top / bottom).isFinite {
            return String(top / bottom)
        }
        return number(text)
    }

    /// The `autoresizingMask` element as a `UIView.AutoresizingMask` literal.
    static func autoresizingMask(_ element: IBElement) -> String {
        let flags = [("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
                     ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
                     ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin")]
        return "[" + flags.filter { element.flag($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }
}

/// A construct the compiler does not translate, described for a note.
struct Untranslated: Error {
    var what: String
    init(_ what: String) { self.what = what }
}
