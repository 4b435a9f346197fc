import Foundation
import DynamicsGeometry

/// A view that draws text, with UILabel's properties and layout (text centred vertically, laid out by Pango).
open class UILabel: UIView {
    /// Drawn every frame: its content follows its own properties, each of which invalidates it on iOS.
    override package var renderHints: ViewRenderHints {
        var hints = super.renderHints
        hints.cachesDrawing = false
        return hints
    }

    /// The text; nil or empty draws nothing. Setting it replaces `attributedText` with plain text.
    public var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    /// Styled text: its `.font`, `.foregroundColor`, `.backgroundColor`, `.kern`, `.underlineStyle`,
    /// `.strikethroughStyle`, their colours and `.paragraphStyle` attributes win over the label's own
    /// settings.
    public var attributedText: NSAttributedString? { didSet { invalidateIntrinsicContentSize() } }
    /// The font (UIKit's default: 17 pt system font). Implicitly unwrapped as the SDK imports its `null_resettable`
    /// property: assigning nil puts the default back, so reading it never gives nil.
    public var font: UIFont! = UILabel.defaultFont {
        didSet {
            if font == nil { font = UILabel.defaultFont }
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether `font` follows the text size when it is a preferred or `UIFontMetrics` font (default false).
    public var adjustsFontForContentSizeCategory = false
    /// The text colour (UIKit's default since iOS 13: `.label`, black in light appearance and white in dark mode).
    /// Implicitly unwrapped as the SDK's `null_resettable` property: assigning nil puts `.label` back.
    public var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label } }
    }
    /// What `font` is before it is set and after nil is assigned to it.
    private static var defaultFont: UIFont { .systemFont(ofSize: UIFont.systemFontSize) }
    /// The text colour while `isHighlighted` is true (nil, the default, keeps `textColor`), as a table cell's labels
    /// turn white on a selected row.
    public var highlightedTextColor: UIColor?
    /// Whether the label draws in `highlightedTextColor` (default false).
    public var isHighlighted = false
    /// The colour of the text's shadow, drawn under the text at `shadowOffset` with no blur; nil (the default) for
    /// none.
    public var shadowColor: UIColor?
    /// Where the text's shadow falls, in points (UIKit's default: 0 right, 1 up, `CGSize(width: 0, height: -1)`).
    public var shadowOffset = CGSize(width: 0, height: -1)
    /// Horizontal alignment of each line (`.natural`, the default, is the leading side of the label's
    /// `effectiveUserInterfaceLayoutDirection`: right in a right-to-left interface).
    public var textAlignment: NSTextAlignment = .natural
    /// Maximum number of lines; 0 means as many as needed. UIKit's default is 1.
    public var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// How lines that do not fit are wrapped or shortened.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateIntrinsicContentSize() } }
    /// The width a multi-line label wraps at when Auto Layout asks for its intrinsic size (0: unlimited).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Shrinks the font (down to `minimumScaleFactor`) until a single line fits the width.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may shrink to (0 = UIKit's default, which
    /// shrinks as far as needed).
    public var minimumScaleFactor: CGFloat = 0

    /// A label with the given frame and no background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An empty label with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// What a layout depends on; recent layouts are reused while these stay the same (labels are redrawn every
    /// frame and their text rarely changes).
    private struct LayoutInput: Equatable {
        var text: NSAttributedString
        var font: UIFont
        var size: CGSize
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
        var alignment: NSTextAlignment
        var direction: UIUserInterfaceLayoutDirection
        var fontScale: CGFloat
    }

    /// The two latest layouts, newest first: a label that is measured (`sizeThatFits`, in a table cell's or stack's
    /// layout pass) and then drawn at its frame's size needs both every frame, and one entry would make each evict the
    /// other.
    private var recentLayouts: [(input: LayoutInput, layout: TextLayout)] = []

    /// The layout the label draws within a size (height `.greatestFiniteMagnitude` to measure).
    public func layout(in size: CGSize) -> TextLayout {
        layout(in: size, fontScale: 1, numberOfLines: numberOfLines)
    }

    private func layout(in size: CGSize, fontScale: CGFloat, numberOfLines: Int) -> TextLayout {
        let input = LayoutInput(text: attributedText ?? NSAttributedString(string: ""), font: font, size: size,
                                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: textAlignment,
                                direction: effectiveUserInterfaceLayoutDirection, fontScale: fontScale)
        if let hit = recentLayouts.firstIndex(where: { $0.input == input }) {
            if hit > 0 { recentLayouts.swapAt(0, hit) }
            return recentLayouts[0].layout
        }
        let layout = TextLayout(attributedText: input.text, font: font, maxWidth: size.width, maxHeight: size.height,
                                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: textAlignment,
                                layoutDirection: input.direction, fontScale: fontScale)
        recentLayouts.insert((input, layout), at: 0)
        if recentLayouts.count > 2 { recentLayouts.removeLast() }
        return layout
    }

    /// The layout drawn in `rect`: with `adjustsFontSizeToFitWidth` on one line, the font shrinks by the factor
    /// that makes the natural width fit, but no further than `minimumScaleFactor`.
    private func drawnLayout(in rect: CGRect) -> TextLayout {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1 else { return layout(in: rect.size) }
        let natural = layout(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: rect.height)).size.width
        guard natural > rect.width, natural > 0 else { return layout(in: rect.size) }
        let scale = max(min(1, rect.width / natural), minimumScaleFactor)
        return layout(in: rect.size, fontScale: scale, numberOfLines: numberOfLines)
    }

    /// The size of the laid-out text within `size.width`, rounded up to whole points as UIKit does. A one-line label
    /// reports its whole single line, wider than `size.width` if need be, as UIKit's does. It asks
    /// `textRect(forBounds:limitedToNumberOfLines:)`, as UIKit's does, so a subclass that insets the text there is
    /// measured with its insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text takes within `bounds` with at most `numberOfLines` lines (0: no limit): at the bounds'
    /// origin, its size rounded up to whole points; zero-sized without text. UILabel's override point for insets:
    /// `sizeThatFits` and the intrinsic size ask it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let attributedText, attributedText.length > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let laidOut = layout(in: CGSize(width: max(0, bounds.width), height: max(0, bounds.height)), fontScale: 1,
                             numberOfLines: numberOfLines)
        return CGRect(origin: bounds.origin,
                      size: CGSize(width: laidOut.size.width.rounded(.up), height: laidOut.size.height.rounded(.up)))
    }

    /// The text's size: one line as wide as it is, or several wrapped at `preferredMaxLayoutWidth`.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    /// A label of several lines without `preferredMaxLayoutWidth` wraps at the width layout gives it.
    override var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The text's size wrapped at `width`; the width is the widest line's, as UIKit reports it.
    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        sizeThatFits(CGSize(width: width > 0 ? width : 0, height: 0))
    }

    /// The first or last baseline of the text, which is centred vertically: half the height plus the baseline's
    /// distance from the text's middle.
    override func baselineOffset(last: Bool) -> (scale: CGFloat, offset: CGFloat) {
        let width = preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        let laidOut = layout(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        guard let line = last ? laidOut.lines.last : laidOut.lines.first else { return (0.5, font.ascender) }
        return (0.5, line.origin.y - laidOut.size.height / 2)
    }

    /// Draws the text centred vertically in `rect`.
    open override func draw(_ rect: CGRect) {
        drawText(in: rect)
    }

    /// Draws the text into `rect` (UILabel's override point).
    open func drawText(in rect: CGRect) {
        guard let attributedText, attributedText.length > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let laidOut = drawnLayout(in: rect)
        let top = rect.minY + (rect.height - laidOut.size.height) / 2
        if let shadowColor {
            // The same glyphs in the shadow colour, offset, under the text. Runs whose attributes set their own
            // foreground colour keep it in the shadow (UIKit paints the whole shadow in `shadowColor`).
            context.draw(laidOut, at: CGPoint(x: rect.minX + shadowOffset.width, y: top + shadowOffset.height), color: shadowColor)
        }
        let color: UIColor = isHighlighted ? highlightedTextColor ?? textColor : textColor
        context.draw(laidOut, at: CGPoint(x: rect.minX, y: top), color: color)
    }
}
