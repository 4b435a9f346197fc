import Foundation
import DynamicsGeometry

/// How a text layer aligns its lines, with Core Animation's names.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A name (unknown ones align as `.natural`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// By the writing direction: left for left-to-right text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Every wrapped line but the last stretched to the width.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    var textAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}

/// Where a text layer shortens text that does not fit, with Core Animation's names.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A name (unknown ones do not truncate).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not shortened: clipped by the bounds (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// "…" at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// "…" at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// "…" in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    var lineBreakMode: NSLineBreakMode? {
        switch self {
        case .start: .byTruncatingHead
        case .end: .byTruncatingTail
        case .middle: .byTruncatingMiddle
        default: nil
        }
    }
}

/// A layer that draws a string from the top of its bounds, clipped to them, redrawn every frame from its
/// properties (the text room's Pango layout, as labels draw).
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (whose own fonts and colours win); anything else draws
    /// nothing.
    public var string: Any?
    /// The font: a `UIFont` or a font name (`String`); its size is replaced by `fontSize` for plain strings, as in
    /// Core Animation. Nil (the default) is Helvetica.
    public var font: Any?
    /// The point size of a plain string's font (default 36, Core Animation's).
    public var fontSize: CGFloat = 36
    /// The colour of a plain string (default opaque white).
    public var foregroundColor: CGColor? = .white
    /// Whether lines wrap at the bounds' width (default false: one line).
    public var isWrapped = false
    /// How text too long for the bounds is shortened (default `.none`).
    public var truncationMode: CATextLayerTruncationMode = .none
    /// How lines are aligned in the bounds (default `.natural`).
    public var alignmentMode: CATextLayerAlignmentMode = .natural

    /// The font a plain string is drawn in.
    var resolvedFont: UIFont {
        let size = fontSize > 0 && fontSize.isFinite ? fontSize : 36
        if let font = font as? UIFont { return font.withSize(size) }
        if let name = font as? String, let named = UIFont(name: name, size: size) { return named }
        return UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
    }

    /// The laid-out text for `bounds`; nil when there is none.
    package func layout(in bounds: CGRect) -> TextLayout? {
        let text: NSAttributedString
        if let attributed = string as? NSAttributedString {
            text = attributed
        } else if let plain = string as? String {
            text = NSAttributedString(string: plain)
        } else {
            return nil
        }
        guard text.length > 0, bounds.width > 0 else { return nil }
        let truncation = truncationMode.lineBreakMode
        return TextLayout(attributedText: text, font: resolvedFont, maxWidth: bounds.width,
                          maxHeight: isWrapped ? bounds.height : .greatestFiniteMagnitude,
                          numberOfLines: isWrapped ? 0 : 1,
                          lineBreakMode: truncation ?? (isWrapped ? .byWordWrapping : .byClipping),
                          alignment: alignmentMode.textAlignment)
    }

    /// The string, drawn through the drawing context and clipped to the bounds.
    override package var renderNeed: LayerRenderNeed { .graphicsContext(clippedToBounds: true) }

    override package func drawContent(_ state: LayerPresentation) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = layout(in: state.bounds) else { return }
        context.draw(layout, at: state.bounds.origin, color: foregroundColor ?? .clear)
    }
}
