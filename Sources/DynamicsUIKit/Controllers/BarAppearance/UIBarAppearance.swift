import Foundation

/// What a bar draws behind its content, as UIKit's iOS 13 `UIBarAppearance`: a blur, a colour over it, an image over
/// that, and a one-pixel shadow line along the bar's edge that faces the content. A bar holds one appearance per state
/// (standard, compact, at the scroll edge); iOS 15 and later show the scroll-edge one — by default transparent, with no
/// shadow — while the content's edge meets the bar (docs/controllers.md, "Bar appearances").
@preconcurrency @MainActor open class UIBarAppearance {
    /// The device idiom this appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur drawn first, over whatever lies under the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The colour drawn over the blur.
    open var backgroundColor: UIColor?
    /// The image drawn over the colour, placed by `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    /// How `backgroundImage` fills the bar (default `.scaleToFill`).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the shadow line; nil or clear draws none.
    open var shadowColor: UIColor?

    /// An appearance with the default background, for the current device's idiom.
    public convenience init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    /// An appearance with the default background, for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// An appearance with the background and shadow of `barAppearance` (of any bar kind); a subclass also takes the
    /// properties of its own kind when `barAppearance` has them.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
    }

    /// An independent copy of the same kind, as bars take the appearances they are given.
    public func copy() -> Self { type(of: self).init(barAppearance: self) }

    /// The translucent bar of iOS 13 and later: the system chrome blur, no colour, the hairline shadow.
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: .barHairline)
    }

    /// An opaque bar of the system background colour (white; black in dark mode) with the hairline shadow.
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: .barHairline)
    }

    /// No background and no shadow: the content shows through the bar.
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: nil, shadow: nil)
    }

    private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
    }

    /// This appearance with a transparent background and no shadow, the rest kept: what iOS 15 shows at the scroll
    /// edge when no scroll-edge appearance is set.
    func transparentCopy() -> Self {
        let copy = copy()
        copy.configureWithTransparentBackground()
        return copy
    }
}
