import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A single line of editable text, as UIKit's `UITextField`: text or a grey placeholder, a border style, overlay
/// views at either end, a clear button and a blinking caret while it is first responder. There is no on-screen
/// keyboard: text arrives through `UIKeyInput` (`insertText`, `deleteBackward`), which scripted typing
/// (`SceneContext.type`) uses one character at a time. Metrics are in docs/controls.md.
open class UITextField: UIControl, UIKeyInput {
    /// Drawn every frame: its content follows its own properties, each of which invalidates it on iOS.
    override package var renderHints: ViewRenderHints {
        var hints = super.renderHints
        hints.cachesDrawing = false
        return hints
    }

    /// The border styles of UIKit's `UITextField.BorderStyle`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias BorderStyle = CUIKitOpenEnums.__UITextBorderStyle

    /// When an overlay view (or the clear button) shows, as UIKit's `UITextField.ViewMode`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ViewMode = CUIKitOpenEnums.__UITextFieldViewMode

    /// The text (never nil when read, as in UIKit: an unset field reads "").
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; invalidateIntrinsicContentSize() }
    }
    var storedText = ""
    /// The grey text shown while the field is empty. Setting it replaces an `attributedPlaceholder` of other text.
    open var placeholder: String? {
        didSet {
            if storedAttributedPlaceholder?.string != placeholder { storedAttributedPlaceholder = nil }
            invalidateIntrinsicContentSize()
        }
    }
    private var storedAttributedPlaceholder: NSAttributedString?
    /// The placeholder with attributes of its own, as apps colour it
    /// (`NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.gray])`): its `.foregroundColor`
    /// and `.font` win over the placeholder grey and the field's font. Setting it sets `placeholder` to its string;
    /// set through `placeholder`, it reads as that plain string.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedPlaceholder = newValue
            placeholder = newValue?.string
        }
    }
    /// The font (UIKit's default: the 17-point system font).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// Whether `font` follows the text size when it is a preferred or `UIFontMetrics` font (default false).
    public var adjustsFontForContentSizeCategory = false
    /// Whether a text too wide for the text rectangle is drawn in a smaller font, down to `minimumFontSize`, before
    /// it is shortened (false by default, as in UIKit).
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to (0 by default; the font never goes below 1
    /// point here).
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The text colour (UIKit's default: `label`, black).
    open var textColor: UIColor? = .label
    /// How the line sits across the width.
    open var textAlignment: NSTextAlignment = .natural
    /// The border drawn round the field.
    open var borderStyle: BorderStyle = .none {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// When the clear button (a grey circle with a cross) shows.
    open var clearButtonMode: ViewMode = .never
    /// A view at the left (leading) end (an icon, a label); shown as `leftViewMode` says. A right-to-left field shows
    /// it at the right end, in `rightViewRect(forBounds:)`.
    open var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); placeOverlays() }
    }
    /// When `leftView` shows.
    open var leftViewMode: ViewMode = .never { didSet { placeOverlays() } }
    /// A view at the right (trailing) end; shown as `rightViewMode` says. A right-to-left field shows it at the left
    /// end, in `leftViewRect(forBounds:)`, where the clear button also goes.
    open var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); placeOverlays() }
    }
    /// When `rightView` shows.
    open var rightViewMode: ViewMode = .never { didSet { placeOverlays() } }
    /// Whether beginning to edit empties the field (through the same path as the clear button, without asking).
    open var clearsOnBeginEditing = false
    /// The field's delegate (weak, as in UIKit).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is first responder and taking text.
    public internal(set) var isEditing = false

    let caret = TextCaret()

    /// An empty field with no border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(caret.view)
    }

    /// An empty field with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(caret.view)
    }

    /// Whether there is text, as `UIKeyInput` asks.
    public var hasText: Bool { !storedText.isEmpty }

    var usedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    // MARK: Editing (the work is in UITextField+Editing.swift; overrides must live in the class)

    /// A field that is enabled can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate `textFieldShouldBeginEditing`, becomes first responder, then tells the
    /// delegate `textFieldDidBeginEditing` and sends `.editingDidBegin`. Returns whether it did.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder,
              delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Ends editing: asks the delegate `textFieldShouldEndEditing` (which may refuse, unless `endEditing(true)`
    /// forces it), resigns, then tells the delegate `textFieldDidEndEditing` and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard forcedResignation === self || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        endEditing()
        return true
    }

    /// A tap on the clear button clears the field; elsewhere it begins editing. Then `.touchUpInside`.
    override func handleTap(at point: CGPoint) {
        guard isEnabled else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            clearTapped()
        } else if !isEditing {
            becomeFirstResponder()
        }
        super.handleTap(at: point)
    }

    // MARK: Geometry (UIKit's override points)

    /// How far the text sits in from the sides for the border style (ours, measured from iOS screenshots).
    var textInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        @unknown default: 0
        }
    }

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in when not editing: the bounds less the border's inset and the overlays
    /// shown at either end.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + textInset, right = bounds.maxX - textInset
        let rightToLeft = isRightToLeft
        if overlay(onRight: false).shows { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if overlay(onRight: true).shows { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton {
            let clear = clearButtonRect(forBounds: bounds)
            if rightToLeft { left = max(left, clear.maxX) } else { right = min(right, clear.minX) }
        }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// The rectangle the placeholder is drawn in: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the text is drawn in while editing: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's 19 × 19 square, 5 points in from the trailing end (ours): the right end, or the left end
    /// in a right-to-left field. Centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let x = isRightToLeft ? bounds.minX + 5 : bounds.maxX - 5 - 19
        return CGRect(x: x, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The frame of the overlay at the left end: its own size, centred vertically. That overlay is `leftView`, or
    /// `rightView` in a right-to-left field; the rectangle stays at the left end either way, as UIKit's does.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlay(onRight: false).view?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The frame of the overlay at the right end: its own size, centred vertically. That overlay is `rightView`, or
    /// `leftView` in a right-to-left field.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlay(onRight: true).view?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether the field lays out right to left, which swaps its overlays' ends.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The overlay view at the right or left end and whether it shows now: `leftView` is the leading one and
    /// `rightView` the trailing one, so a right-to-left field swaps them.
    private func overlay(onRight: Bool) -> (view: UIView?, shows: Bool) {
        let leading = onRight == isRightToLeft
        let (view, mode) = leading ? (leftView, leftViewMode) : (rightView, rightViewMode)
        return (view, view != nil && shows(mode))
    }

    /// Whether the clear button shows now: its mode says so, there is text, and no right view takes its place.
    var showsClearButton: Bool {
        (rightView == nil || !shows(rightViewMode)) && shows(clearButtonMode, needsText: true)
    }

    /// Whether something with `mode` shows now; the clear button also needs text.
    func shows(_ mode: ViewMode, needsText: Bool = false) -> Bool {
        if needsText && storedText.isEmpty { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        @unknown default: return false
        }
    }

    /// The line's height plus the border's padding: 34 points for a rounded field in the 17-point system font, as
    /// iOS sizes it; the width of the text (or placeholder) and the insets.
    open override var intrinsicContentSize: CGSize {
        let lineHeight = usedFont.lineHeight.rounded(.up)
        let padding: CGFloat = switch borderStyle {
        case .none: 0
        case .line, .bezel: 6
        case .roundedRect: 13
        @unknown default: 0
        }
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        let width = shown.isEmpty ? 0 : TextLayout(text: shown, font: usedFont).size.width.rounded(.up)
        return CGSize(width: width + 2 * textInset, height: lineHeight + padding)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The line's baseline, which is centred vertically with the text: half the height plus the baseline's
    /// distance from the line's middle, so `firstBaselineAnchor` lines the text up with a label's.
    override func baselineOffset(last: Bool) -> (scale: CGFloat, offset: CGFloat) {
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        let layout = TextLayout(text: shown.isEmpty ? " " : shown, font: usedFont)
        guard let line = layout.lines.first else { return (0.5, usedFont.ascender) }
        return (0.5, line.origin.y - layout.size.height / 2)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeOverlays()
    }

    /// Adds or removes the overlay views for the current state and places them and the caret.
    func placeOverlays() {
        for (onRight, rect) in [(false, leftViewRect(forBounds: bounds)), (true, rightViewRect(forBounds: bounds))] {
            let (view, shown) = overlay(onRight: onRight)
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else {
                view.removeFromSuperview()
            }
        }
        placeCaret()
    }

    // MARK: Drawing

    /// The side the text goes to: `textAlignment` with `.natural` (and `.justified`) resolved by the field's
    /// layout direction, right in a right-to-left interface.
    private var textSide: NSTextAlignment { textAlignment.physical(in: effectiveUserInterfaceLayoutDirection) }

    /// The line drawn in `rect` and where it starts: while editing, a line wider than the rectangle slides left so
    /// its end (and the caret) stays in view; otherwise it is shortened with "…" at the tail.
    func textPlacement(in rect: CGRect) -> (layout: TextLayout, origin: CGPoint)? {
        guard !storedText.isEmpty else { return nil }
        let font = fittedFont(width: rect.width)
        let natural = TextLayout(text: storedText, font: font)
        let layout = isEditing || natural.size.width <= rect.width
            ? natural
            : TextLayout(text: storedText, font: font, maxWidth: rect.width, lineBreakMode: .byTruncatingTail)
        let width = layout.size.width
        var x: CGFloat
        switch textSide {
        case .center: x = rect.midX - width / 2
        case .right: x = rect.maxX - width
        default: x = rect.minX
        }
        if isEditing, width + TextCaret.width > rect.width { x = rect.maxX - TextCaret.width - width }
        return (layout, CGPoint(x: x, y: rect.midY - layout.size.height / 2))
    }

    /// The font the text is drawn in: `usedFont`, or with `adjustsFontSizeToFitWidth` the largest size down to
    /// `minimumFontSize` (in half-point steps) at which the text fits `width`.
    func fittedFont(width: CGFloat) -> UIFont {
        let font = usedFont
        guard adjustsFontSizeToFitWidth, width > 0,
              TextLayout(text: storedText, font: font).size.width > width else { return font }
        let floor = max(minimumFontSize, 1)
        var size = font.pointSize
        while size - 0.5 >= floor {
            size -= 0.5
            if TextLayout(text: storedText, font: font.withSize(size)).size.width <= width { break }
        }
        return font.withSize(max(size, min(floor, font.pointSize)))
    }

    /// Puts the caret just after the last character (the insertion point is always at the end here).
    func placeCaret() {
        let rect = editingRect(forBounds: bounds)
        let height = usedFont.lineHeight.rounded(.up)
        var x = rect.minX
        if let placement = textPlacement(in: rect) {
            x = placement.origin.x + placement.layout.size.width
        } else if textSide == .center {
            x = rect.midX
        } else if textSide == .right {
            x = rect.maxX - TextCaret.width
        }
        caret.view.frame = CGRect(x: min(x, rect.maxX - TextCaret.width), y: rect.midY - height / 2,
                                  width: TextCaret.width, height: height)
        caret.view.backgroundColor = tintColor
    }

    /// Draws the border, then the text (or the placeholder in `placeholderText` grey), then the clear button.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextFieldBorder.draw(borderStyle, in: borderRect(forBounds: bounds), context: context)
        drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        if storedText.isEmpty, let placeholder, !placeholder.isEmpty {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if showsClearButton {
            TextFieldBorder.drawClearButton(in: clearButtonRect(forBounds: bounds), context: context)
        }
    }

    /// Draws the text, clipped to `rect` (UIKit's override point).
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let placement = textPlacement(in: rect) else { return }
        context.saveGState()
        context.clip(to: UIBezierPath(rect: rect))
        context.draw(placement.layout, at: placement.origin, color: textColor ?? .label)
        context.restoreGState()
    }

    /// Draws the placeholder in `placeholderText` grey (#3C3C43 at 30 %) where `attributedPlaceholder` sets no colour,
    /// shortened with "…" to fit.
    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let attributedPlaceholder else { return }
        let layout = TextLayout(attributedText: attributedPlaceholder, font: usedFont, maxWidth: rect.width,
                                lineBreakMode: .byTruncatingTail)
        let x: CGFloat = switch textSide {
        case .center: rect.midX - layout.size.width / 2
        case .right: rect.maxX - layout.size.width
        default: rect.minX
        }
        context.draw(layout, at: CGPoint(x: x, y: rect.midY - layout.size.height / 2), color: .placeholderText)
    }
}
