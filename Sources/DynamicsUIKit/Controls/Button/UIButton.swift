import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A button look: background (from `UIView`), an image and a title centred side by side, per-state titles,
/// colours and images, as UIKit's `UIButton`. System buttons draw their title in the system tint.
open class UIButton: UIControl {
    /// A single tap on it is its action, not an ancestor's tap recogniser's (UIKit's rule for default control
    /// actions, docs/controls.md).
    override var takesTapsFromAncestors: Bool { true }

    /// Drawn every frame (its content follows its own properties, each of which invalidates it on iOS); titles and
    /// images can overflow the bounds, as UIButton's subviews do.
    override package var renderHints: ViewRenderHints { ViewRenderHints(cachesDrawing: false, drawsOutsideBounds: true) }

    /// UIKit's button types that matter for the look.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ButtonType = CUIKitOpenEnums.__UIButtonType

    /// The button's type.
    public let buttonType: ButtonType
    /// The label whose font, alignment and line settings the title uses (it is not a subview here).
    public let titleLabel: UILabel? = UILabel(frame: .zero)
    /// The image view holding the image shown in the current state (it is not a subview here: the button draws its
    /// image itself). Its `contentMode` is kept and not applied: an image larger than the button always shrinks
    /// evenly to fit, as `.scaleAspectFit` shows it (iOS's default `.scaleToFill` would squeeze it to the button).
    public var imageView: UIImageView? {
        shownImageView.image = currentImage
        return shownImageView
    }
    private let shownImageView = UIImageView(frame: .zero)

    /// The iOS 15 look: when set, the button draws and sizes itself from it and ignores the per-state titles,
    /// colours and images.
    public var configuration: Configuration? {
        didSet { invalidateIntrinsicContentSize(); setNeedsUpdateConfiguration() }
    }
    /// Runs whenever the configuration should follow the button's state (set, enabled, selected, highlighted
    /// changed); it usually edits `configuration`.
    public var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// The menu a tap shows when `showsMenuAsPrimaryAction` is set.
    open var menu: UIMenu?
    /// Whether a pressed button without an image of its own for `.highlighted` draws its normal image darkened (UIKit's
    /// default, true; deprecated in iOS 15 for configurations). Kept as set: Dynamics draws a pressed button's
    /// image undarkened either way, which is what UIKit draws when this is false.
    open var adjustsImageWhenHighlighted = true
    var isUpdatingConfiguration = false

    /// Updates the configuration for the current state: runs `configurationUpdateHandler`. Override to do it in a
    /// subclass.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsUpdateConfiguration() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Space around the image and title together (iOS 2–14's way to pad a button; ignored when `configuration` is
    /// set). It grows `intrinsicContentSize` and `sizeThatFits(_:)` and insets `contentRect(forBounds:)`. Left at
    /// zero, a titled button keeps UIKit's 6 points above and below the title; any other value replaces them (hence
    /// the common `top: 0.01` to drop them).
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    /// Moves and resizes the title's rectangle after it has been sized to fit its text; the button's size does not
    /// change (`titleRect(forContentRect:)`).
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves and resizes the image's rectangle after it has been sized to fit the image; the button's size does not
    /// change (`imageRect(forContentRect:)`).
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    private var backgroundImages: [State: UIImage] = [:]

    /// A button of a type with a zero frame.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        styleTitleLabel()
        if let name = type.symbolName, let image = UIImage.buttonSymbol(named: name) {
            // iOS makes these buttons at their symbol's size (24.33 × 23.67 points since iOS 13).
            setImage(image, for: .normal)
            frame.size = image.size
        }
    }

    /// A custom button with a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        styleTitleLabel()
    }

    /// A custom button with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        styleTitleLabel()
    }

    private func styleTitleLabel() {
        titleLabel?.font = .systemFont(ofSize: 15)
        titleLabel?.textAlignment = .center
    }

    /// Sets the title for a state (nil removes it).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        invalidateIntrinsicContentSize()
    }
    /// The title set for a state.
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    /// Sets the title colour for a state.
    public func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state] = color }
    /// The title colour for a state: the one set, else the normal one, else the type's default.
    public func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state] ?? titleColors[.normal] { return color }
        switch buttonType {
        case .custom: return .white
        case .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd:
            return state.contains(.disabled) ? UIColor(white: 0.5, alpha: 0.5) : tintColor
        @unknown default: return .white
        }
    }
    /// Sets the image for a state.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        invalidateIntrinsicContentSize()
    }
    /// The image for a state, falling back to the normal one.
    public func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }
    /// Sets the background image for a state: drawn stretched to `backgroundRect(forBounds:)` under the image and
    /// title (in nine parts when it is resizable, never tinted), and at least its size is the button's intrinsic size.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        invalidateIntrinsicContentSize()
    }
    /// The background image for a state, falling back to the normal one.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// The title shown in the current state.
    public var currentTitle: String? { title(for: visibleState) }
    /// The title colour in the current state.
    public var currentTitleColor: UIColor { titleColor(for: visibleState) ?? .black }
    /// The image shown in the current state.
    public var currentImage: UIImage? { image(for: visibleState) }
    /// The background image shown in the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: visibleState) }

    /// The state whose look is shown: exact match first, then selected, disabled, highlighted, normal.
    private var visibleState: State {
        let current = state
        for candidate in [current, current.intersection(.selected), current.intersection(.disabled),
                          current.intersection(.highlighted)] where titles[candidate] != nil || images[candidate] != nil
            || titleColors[candidate] != nil || backgroundImages[candidate] != nil {
            return candidate
        }
        return current
    }

    /// The content's size plus `contentEdgeInsets`; with zero insets, UIKit's 6 points above and below a title (a
    /// 15-point title makes a 30-point-tall button). An image-only button is its image's size. A background image
    /// makes it at least that image's size on each axis.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return ButtonConfigurationLayout(configuration).fittingSize }
        let parts = contentSizes()
        let titlePadding: CGFloat = parts.title.height > 0 && contentEdgeInsets == .zero ? 12 : 0
        return coveringBackground(CGSize(
            width: parts.image.width + parts.title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(parts.image.height, parts.title.height.rounded(.up) + titlePadding)
                + contentEdgeInsets.top + contentEdgeInsets.bottom))
    }

    /// The image's and title's natural size side by side, plus `contentEdgeInsets`, and at least the background
    /// image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return ButtonConfigurationLayout(configuration).fittingSize }
        let parts = contentSizes()
        return coveringBackground(CGSize(
            width: parts.image.width + parts.title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(parts.image.height, parts.title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom))
    }

    /// `contentSize` grown on each axis to the current background image's size, as UIKit sizes a button to fit both.
    private func coveringBackground(_ contentSize: CGSize) -> CGSize {
        guard let background = currentBackgroundImage?.size else { return contentSize }
        return CGSize(width: max(contentSize.width, background.width), height: max(contentSize.height, background.height))
    }

    /// The rectangle the background image is stretched over: the whole of `bounds`. Override it to draw the
    /// background elsewhere; drawing asks for it.
    @available(iOS, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the image and title are placed in: `bounds` inset by `contentEdgeInsets`. Override it to move
    /// the content; drawing asks for it.
    @available(iOS, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: after the image, the two centred together by default (the content
    /// alignments), moved by `titleEdgeInsets`. Override it to put the title elsewhere; drawing asks for it.
    @available(iOS, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).titleRect(in: contentRect, insets: titleEdgeInsets)
    }

    /// Where the image goes in `contentRect`: before the title, in the rectangle inset by `imageEdgeInsets`, shrunk
    /// evenly when larger than that and stretched by the `.fill` alignments. Override it to put the image elsewhere; drawing asks for it.
    @available(iOS, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).imageRect(in: contentRect, insets: imageEdgeInsets)
    }

    /// Puts `titleLabel` and `imageView` at the title's and image's rectangles, so code that reads their frames
    /// (to compute edge insets, say) sees where they are drawn.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard configuration == nil else { return }
        let content = contentRect(forBounds: bounds)
        titleLabel?.frame = titleRect(forContentRect: content)
        shownImageView.frame = imageRect(forContentRect: content)
    }

    /// The current image's and title's sizes, placed by the content alignments.
    private func contentLayout(in contentRect: CGRect) -> ButtonContentLayout {
        let parts = contentSizes()
        return ButtonContentLayout(imageSize: parts.image, titleSize: parts.title,
                                   horizontal: effectiveContentHorizontalAlignment, vertical: contentVerticalAlignment,
                                   rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
                                   scale: UIScreen.main.scale)
    }

    /// The last title layout, reused while the title and font stay the same (buttons are redrawn every frame).
    private var lastTitleLayout: (title: String, font: UIFont, layout: TextLayout)?

    /// The title laid out on one line by the same engine labels use; nil without a title.
    private func titleLayout() -> TextLayout? {
        guard let title = currentTitle, !title.isEmpty else { return nil }
        let font = titleLabel?.font ?? .systemFont(ofSize: 15)
        if let lastTitleLayout, lastTitleLayout.title == title, lastTitleLayout.font == font {
            return lastTitleLayout.layout
        }
        let layout = TextLayout(text: title, font: font)
        lastTitleLayout = (title, font, layout)
        return layout
    }

    private func contentSizes() -> (image: CGSize, title: CGSize, layout: TextLayout?) {
        let layout = titleLayout()
        return (currentImage?.size ?? .zero, layout?.size ?? .zero, layout)
    }

    /// A tap is a button's primary action: `.touchUpInside` and `.primaryActionTriggered` together, so an action
    /// added for either runs once.
    /// With `showsMenuAsPrimaryAction` and a `menu`, the tap shows the menu instead, as iOS 14 does.
    override func handleTap(at point: CGPoint) {
        if showsMenuAsPrimaryAction, let menu, isEnabled {
            MenuOverlay.show(menu, from: self)
            return
        }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Draws the background image over `backgroundRect(forBounds:)`, then the image and the title at `imageRect(forContentRect:)` and `titleRect(forContentRect:)` of
    /// `contentRect(forBounds:)`, so subclasses that override those move what is drawn.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let configuration {
            ButtonConfigurationLayout(configuration, direction: effectiveUserInterfaceLayoutDirection)
                .draw(in: bounds, tint: tintColor, state: state, context: context)
            return
        }
        if let background = currentBackgroundImage {
            context.draw(background, in: backgroundRect(forBounds: bounds))
        }
        let content = contentRect(forBounds: bounds)
        if let image = currentImage {
            // A system button treats an image of automatic rendering mode as a template, as UIKit does.
            let template = image.renderingMode == .alwaysTemplate
                || (image.renderingMode == .automatic && buttonType != .custom)
            let place = imageRect(forContentRect: content)
            if template { context.draw(image, in: place, tintedWith: currentTitleColor) } else { context.draw(image, in: place) }
        }
        if let title = titleLayout() {
            context.draw(title, at: titleRect(forContentRect: content).origin, color: currentTitleColor)
        }
    }
}

extension UIButton.ButtonType {
    /// The symbol a symbol type draws, and nil for the others (a type of a later iOS draws as `.custom`).
    var symbolName: String? {
        switch self {
        case .custom, .system: nil
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .contactAdd: "plus.circle"
        @unknown default: nil
        }
    }
}
