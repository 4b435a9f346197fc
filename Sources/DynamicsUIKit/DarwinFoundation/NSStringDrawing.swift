import Foundation
import DynamicsGeometry

/// How `boundingRect(with:options:attributes:context:)` and `draw(with:options:context:)` lay text out, as UIKit's
/// `NSStringDrawingOptions` (its raw values are UIKit's).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The option's bits.
    public let rawValue: Int
    /// The options with the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines wrapped at the size's width, with the rectangle's origin at the top-left of the
    /// first line. Without it the text is one line and the origin is on its baseline (the rectangle's `y` is minus
    /// the line's ascent).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line heights. Pango's line heights already include the fonts' line gap, so this
    /// changes nothing here.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' ink instead of their typographic bounds. Accepted and measured typographically here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// When the size's height cuts the text, end the last line that fits with "…".
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// UIKit's Swift name for `NSStringDrawingOptions`.
    public typealias DrawingOptions = NSStringDrawingOptions
}

/// What a string-drawing call reports back, as UIKit's `NSStringDrawingContext`. Text is never shrunk here, so
/// `actualScaleFactor` stays 1 whatever `minimumScaleFactor` says.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to in order to fit (UIKit's default 0: no shrinking).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the last call used: always 1, as no text is shrunk here.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last call measured or drew, in the call's coordinates.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with UIKit's defaults.
    public override init() { super.init() }
}

/// The text layout behind every string-drawing call: the one `UILabel` measures and draws with (`TextLayout`).
enum StringDrawing {
    /// The font of characters without a `.font` attribute, as in UIKit's string drawing: 12 pt.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// `text` laid out within `size` under `options`: wrapped at the width with `.usesLineFragmentOrigin` (one line
    /// otherwise), limited to the lines that fit wholly in the height (at least one), the last of them ending in
    /// "…" with `.truncatesLastVisibleLine`. A `.paragraphStyle`'s line-break mode applies as in UIKit: a truncating
    /// or clipping mode keeps the text on one line, shortened to the width.
    static func layout(_ text: NSAttributedString, in size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        guard options.contains(.usesLineFragmentOrigin) else {
            return TextLayout(attributedText: text, font: defaultFont, numberOfLines: 1, lineBreakMode: .byClipping)
        }
        let mode = TextAttributeList.paragraphStyle(of: text)?.lineBreakMode ?? .byWordWrapping
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        guard mode == .byWordWrapping || mode == .byCharWrapping else {
            return TextLayout(attributedText: text, font: defaultFont, maxWidth: width, numberOfLines: 1, lineBreakMode: mode)
        }
        let wrapping = mode
        func lines(_ count: Int, _ mode: NSLineBreakMode) -> TextLayout {
            TextLayout(attributedText: text, font: defaultFont, maxWidth: width, numberOfLines: count, lineBreakMode: mode)
        }
        let whole = lines(0, wrapping)
        let height = size.height > 0 ? size.height : .greatestFiniteMagnitude
        guard whole.size.height > height, whole.lines.count > 1 else { return whole }
        let last: NSLineBreakMode = options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : wrapping
        var count = whole.lines.count - 1
        while count > 1, lines(count, wrapping).size.height > height { count -= 1 }
        return lines(count, last)
    }

    /// The rectangle `boundingRect` reports for `layout`: at the origin with `.usesLineFragmentOrigin`, else with
    /// the first baseline at `y` = 0.
    static func bounds(of layout: TextLayout, options: NSStringDrawingOptions) -> CGRect {
        let top = options.contains(.usesLineFragmentOrigin) ? 0 : -(layout.lines.first?.origin.y ?? 0)
        return CGRect(x: 0, y: top, width: layout.size.width, height: layout.size.height)
    }

    /// Measures `text` as `boundingRect` does and reports the rectangle to `context`.
    static func boundingRect(_ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let rect = bounds(of: layout(text, in: size, options: options), options: options)
        context?.totalBounds = rect
        return rect
    }

    /// Draws `text` laid out within `rect` (wrapped, the lines that fit) into the current graphics context.
    static func draw(_ text: NSAttributedString, in rect: CGRect) {
        let laidOut = layout(text, in: rect.size, options: .usesLineFragmentOrigin)
        UIGraphicsGetCurrentContext()?.draw(laidOut, at: rect.origin, color: .black)
    }
}

extension String {
    /// The rectangle the string takes when laid out within `size` under `options`, with `attributes` (default:
    /// 12 pt system font), measured by the text stack `UILabel` uses — so with `.usesLineFragmentOrigin`, rounded up,
    /// its height is a multi-line label's `sizeThatFits` height for the same font and width. The size is not rounded,
    /// as in UIKit.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(NSAttributedString(string: self, attributes: attributes), size: size,
                                   options: options, context: context)
    }

    /// Draws the string wrapped within `rect` with `attributes` (default: 12 pt system font, black), the lines that
    /// fit in its height, into the current graphics context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(NSAttributedString(string: self, attributes: attributes), in: rect)
    }

    /// Draws the string laid out under `options` within `rect` into the current graphics context, as UIKit's
    /// `draw(with:options:attributes:context:)`; without `.usesLineFragmentOrigin` the one line's baseline is at
    /// `rect.origin`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// `String.boundingRect(with:options:attributes:context:)` for an `NSString`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// `String.size(withAttributes:)` for an `NSString`: the size of the string on one line.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// `String.draw(at:withAttributes:)` for an `NSString`: one line with its top-left at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// `String.draw(in:withAttributes:)` for an `NSString`: wrapped within `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The size of the text on one line, each run in its own `.font` (12 pt system font where there is none).
    public func size() -> CGSize {
        TextLayout(attributedText: self, font: StringDrawing.defaultFont).size
    }

    /// The rectangle the text takes when laid out within `size` under `options`; see
    /// `String.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, context: context)
    }

    /// Draws the text on one line with its top-left at `point` into the current graphics context (black where it
    /// has no `.foregroundColor`).
    public func draw(at point: CGPoint) {
        let layout = TextLayout(attributedText: self, font: StringDrawing.defaultFont)
        UIGraphicsGetCurrentContext()?.draw(layout, at: point, color: .black)
    }

    /// Draws the text wrapped within `rect`, the lines that fit in its height, into the current graphics context.
    public func draw(in rect: CGRect) {
        StringDrawing.draw(self, in: rect)
    }

    /// Draws the text laid out under `options` within `rect`, as UIKit's `draw(with:options:context:)`: with
    /// `.usesLineFragmentOrigin` wrapped from the top-left of `rect`; without it on one line whose baseline starts at
    /// `rect.origin`. Reports the drawn rectangle to `context`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let laidOut = StringDrawing.layout(self, in: rect.size, options: options)
        let bounds = StringDrawing.bounds(of: laidOut, options: options)
        context?.totalBounds = bounds
        let top = CGPoint(x: rect.origin.x, y: rect.origin.y + bounds.origin.y)
        UIGraphicsGetCurrentContext()?.draw(laidOut, at: top, color: .black)
    }
}
