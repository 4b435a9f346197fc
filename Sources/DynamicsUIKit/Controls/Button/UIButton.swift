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
    public typealias ButtonType = CUIKitOpenEnums.UIButtonType

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

    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]

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

    /// The title shown in the current state.
    public var currentTitle: String? { title(for: visibleState) }
    /// The title colour in the current state.
    public var currentTitleColor: UIColor { titleColor(for: visibleState) ?? .black }
    /// The image shown in the current state.
    public var currentImage: UIImage? { image(for: visibleState) }

    /// The state whose look is shown: exact match first, then selected, disabled, highlighted, normal.
    private var visibleState: State {
        let current = state
        for candidate in [current, current.intersection(.selected), current.intersection(.disabled),
                          current.intersection(.highlighted)] where titles[candidate] != nil || images[candidate] != nil
            || titleColors[candidate] != nil {
            return candidate
        }
        return current
    }

    /// The content's size, with UIKit's 6 points above and below a title (a 15-point title makes a 30-point-tall
    /// button); an image-only button is its image's size.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return ButtonConfigurationLayout(configuration).fittingSize }
        let parts = contentSizes()
        let titlePadding: CGFloat = parts.title.height > 0 ? 12 : 0
        return CGSize(width: parts.image.width + parts.title.width,
                      height: max(parts.image.height, parts.title.height.rounded(.up) + titlePadding))
    }

    /// The image's and title's natural size side by side.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return ButtonConfigurationLayout(configuration).fittingSize }
        let parts = contentSizes()
        return CGSize(width: parts.image.width + parts.title.width,
                      height: max(parts.image.height, parts.title.height))
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

    /// Where the image and the title go in `rect`: side by side, the image on the leading side (the right one in a
    /// right-to-left interface), placed as a group by the content alignments; an image larger than `rect` shrinks
    /// to fit. The title's rectangle is its laid-out size.
    func contentFrames(in rect: CGRect) -> (image: CGRect?, title: CGRect?) {
        let parts = contentSizes()
        var imageSize = parts.image
        if imageSize.width > rect.width || imageSize.height > rect.height, imageSize.width > 0, imageSize.height > 0 {
            let shrink = min(rect.width / imageSize.width, rect.height / imageSize.height)
            imageSize = CGSize(width: imageSize.width * shrink, height: imageSize.height * shrink)
        }
        let left = contentX(width: imageSize.width + parts.title.width, in: rect)
        let contentHeight = max(imageSize.height, parts.title.height)
        let midY = contentY(height: contentHeight, in: rect) + contentHeight / 2
        let imageFirst = effectiveUserInterfaceLayoutDirection == .leftToRight
        let image = currentImage.map { _ in
            CGRect(x: imageFirst ? left : left + parts.title.width, y: midY - imageSize.height / 2,
                   width: imageSize.width, height: imageSize.height)
        }
        let title = parts.layout.map { _ in
            CGRect(x: imageFirst ? left + imageSize.width : left, y: midY - parts.title.height / 2,
                   width: parts.title.width, height: parts.title.height)
        }
        return (image, title)
    }

    /// Draws the image and the title where `contentFrames(in:)` puts them.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let configuration {
            ButtonConfigurationLayout(configuration, direction: effectiveUserInterfaceLayoutDirection)
                .draw(in: bounds, tint: tintColor, state: state, context: context)
            return
        }
        let frames = contentFrames(in: rect)
        if let image = currentImage, let place = frames.image {
            // A system button treats an image of automatic rendering mode as a template, as UIKit does.
            let template = image.renderingMode == .alwaysTemplate
                || (image.renderingMode == .automatic && buttonType != .custom)
            if template { context.draw(image, in: place, tintedWith: currentTitleColor) } else { context.draw(image, in: place) }
        }
        if let title = titleLayout(), let place = frames.title {
            context.draw(title, at: place.origin, color: currentTitleColor)
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
