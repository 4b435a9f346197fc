import Foundation
import DynamicsGeometry

/// Scrolling, editable text of many lines, as UIKit's `UITextView`: the text wraps at the width less
/// `textContainerInset` and a 5-point line-fragment padding each side, the content grows with it, and while it is
/// first responder a caret blinks at the end and the view scrolls to keep it in sight. A tap begins editing; text
/// arrives through `UIKeyInput` (scripted typing with `SceneContext.type`), "\n" starting a new line.
open class UITextView: UIScrollView, UIKeyInput {
    /// UIKit's `NSTextContainer.lineFragmentPadding` default: text starts 5 points in from the inset.
    public static let lineFragmentPadding: CGFloat = 5

    /// The text (an unset text view reads "").
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? ""; layoutText() }
    }
    private var storedText = ""
    /// The font; nil draws UIKit's default, the 12-point system font.
    open var font: UIFont? { didSet { layoutText() } }
    /// Whether `font` follows the text size when it is a preferred or `UIFontMetrics` font (default false).
    public var adjustsFontForContentSizeCategory = false
    /// The text colour; nil draws `label` (black, white in dark mode).
    open var textColor: UIColor? { didSet { content.setNeedsDisplay() } }
    /// How lines sit across the width.
    open var textAlignment: NSTextAlignment = .natural { didSet { layoutText() } }
    /// Space between the view's edges and the text container (UIKit's default: 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { layoutText() } }
    /// Whether typing changes the text (a tap does not begin editing otherwise).
    open var isEditable = true
    /// Whether the text can be selected; kept for UIKit's API (there is no selection UI here).
    open var isSelectable = true
    /// Whether the text view is first responder and taking text.
    public private(set) var isEditing = false

    let content = TextViewContent()
    private let caret = TextCaret()

    /// An empty text view on `systemBackground` (white, black in dark mode), as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// An empty text view with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        addSubview(content)
        addSubview(caret.view)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            guard let self, self.isEditable, !self.isEditing else { return }
            self.becomeFirstResponder()
        })
        layoutText()
    }

    var usedFont: UIFont { font ?? .systemFont(ofSize: 12) }
    private var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Whether there is text, as `UIKeyInput` asks.
    public var hasText: Bool { !storedText.isEmpty }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    /// The width text wraps at: the bounds less the insets and the line-fragment padding.
    private var wrapWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    /// Lays the text out at the current width, sizes the content to it and puts the caret after the last character.
    private func layoutText() {
        let layout = TextLayout(text: storedText, font: usedFont, maxWidth: wrapWidth, numberOfLines: 0,
                                lineBreakMode: .byWordWrapping, alignment: textAlignment,
                                layoutDirection: effectiveUserInterfaceLayoutDirection)
        let lineHeight = usedFont.lineHeight
        let textHeight = storedText.isEmpty ? lineHeight : layout.size.height
        let origin = CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
        content.layout = layout
        content.color = textColor ?? .label
        content.frame = CGRect(x: origin.x, y: origin.y, width: wrapWidth, height: textHeight)
        content.setNeedsDisplay()
        contentSize = CGSize(width: bounds.width, height: textHeight + textContainerInset.top + textContainerInset.bottom)
        var caretTop = origin.y, caretX = origin.x
        if let last = layout.lines.last, !storedText.isEmpty {
            caretTop = origin.y + last.origin.y - usedFont.ascender
            caretX = origin.x + last.origin.x + last.width
        }
        caret.view.frame = CGRect(x: min(caretX, bounds.width - textContainerInset.right - TextCaret.width),
                                  y: caretTop, width: TextCaret.width, height: lineHeight.rounded(.up))
        caret.view.backgroundColor = tintColor
    }

    /// Scrolls just far enough that the caret's line and the bottom inset are in view.
    private func scrollToCaret() {
        let bottom = caret.view.frame.maxY + textContainerInset.bottom
        if bottom > contentOffset.y + bounds.height {
            contentOffset = CGPoint(x: contentOffset.x, y: bottom - bounds.height)
        } else if caret.view.frame.minY < contentOffset.y {
            contentOffset = CGPoint(x: contentOffset.x, y: max(0, caret.view.frame.minY - textContainerInset.top))
        }
    }

    // MARK: Editing

    /// An editable text view that is its window's can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: `textViewShouldBeginEditing`, first responder, caret, then `textViewDidBeginEditing`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        caret.start()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: `textViewShouldEndEditing` (which may refuse, unless `endEditing(true)` forces it), resigns,
    /// hides the caret, then `textViewDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard forcedResignation === self || textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        isEditing = false
        caret.stop()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// Inserts typed text at the end ("\n" starts a new line): `textView(_:shouldChangeTextIn:replacementText:)`,
    /// then the change, `textViewDidChangeSelection` and `textViewDidChange`. Ignored unless editing.
    public func insertText(_ text: String) {
        guard isEditing, !text.isEmpty else { return }
        replaceCharacters(in: TextEditing.range(in: storedText, deletingBackward: false), with: text)
    }

    /// Deletes the last character, through the same delegate calls as typing.
    public func deleteBackward() {
        guard isEditing, hasText else { return }
        replaceCharacters(in: TextEditing.range(in: storedText, deletingBackward: true), with: "")
    }

    private func replaceCharacters(in range: NSRange, with replacement: String) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else {
            return
        }
        storedText = TextEditing.replacing(range, in: storedText, with: replacement)
        layoutText()
        caret.restartSteadyPhase()
        scrollToCaret()
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}

/// The text view's laid-out text, a subview in content coordinates so that it scrolls with the bounds origin.
final class TextViewContent: UIView {
    /// Drawn every frame from the text view's properties.
    override package var renderHints: ViewRenderHints {
        var hints = super.renderHints
        hints.cachesDrawing = false
        return hints
    }
    var layout: TextLayout?
    var color: UIColor = .black

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        guard let layout, let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(layout, at: .zero, color: color)
    }
}
