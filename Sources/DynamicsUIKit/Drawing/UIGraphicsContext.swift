import Foundation
import DynamicsGeometry

/// The drawing surface `draw(_:)` overrides and programmatic images draw into; the renderer implements it.
///
/// Coordinates are the view's bounds coordinates (or the image's, for `UIImage(size:drawing:)`), y pointing down.
public protocol UIGraphicsContext: CGContextPathDrawing {
    /// Sets the colour `fill` and `fill(_:)` use.
    func setFillColor(_ color: UIColor)
    /// Sets the colour `stroke` uses.
    func setStrokeColor(_ color: UIColor)
    /// Fills a path with the fill colour, using the path's fill rule.
    func fill(_ path: UIBezierPath)
    /// Strokes a path with the stroke colour and the path's width, caps, joins and miter limit.
    func stroke(_ path: UIBezierPath)
    /// Fills a rectangle with the fill colour.
    func fill(_ rect: CGRect)
    /// Draws laid-out text with the top-left of its first line at `point`, in `color` where its attributes set none.
    func draw(_ layout: TextLayout, at point: CGPoint, color: UIColor)
    /// Draws an image stretched to `rect`.
    func draw(_ image: UIImage, in rect: CGRect)
    /// Draws `image` stretched to `rect` as a template: `color` wherever the image is opaque, by its alpha.
    func draw(_ image: UIImage, in rect: CGRect, tintedWith color: UIColor)
    /// Pushes a copy of the current state (colours, transform, clip).
    func saveGState()
    /// Pops the state pushed by the matching `saveGState()`.
    func restoreGState()
    /// Applies `transform` to later drawing.
    func concatenate(_ transform: CGAffineTransform)
    /// Intersects the clip with a path (using the path's fill rule).
    func clip(to path: UIBezierPath)
    /// Sets how later drawing combines with what is there (saved and restored with the state).
    func setBlendMode(_ mode: CGBlendMode)
    /// Sets the opacity everything drawn next is composited at (0…1; saved and restored with the state), as Core
    /// Graphics' `setAlpha`.
    func setAlpha(_ alpha: CGFloat)
    /// A picture of `view` as it looks now, subviews included, at `scale` pixels per point, for
    /// `drawHierarchy(in:afterScreenUpdates:)` and `CALayer.render(in:)`; nil when this context cannot take one
    /// (the default).
    @MainActor func picture(of view: UIView, scale: CGFloat) -> UIImage?
}

extension UIGraphicsContext {
    /// No picture: a context that cannot draw views says so.
    @MainActor public func picture(of view: UIView, scale: CGFloat) -> UIImage? { nil }
}

/// The installed context, boxed in a class so reading it back needs no dynamic cast to the protocol.
private final class CurrentGraphicsContext {
    let context: UIGraphicsContext
    /// For a context installed by `UIGraphicsPushContext`, the one it covers, reinstalled by the matching pop.
    let covered: CurrentGraphicsContext?
    let isPushed: Bool
    init(_ context: UIGraphicsContext, covering covered: CurrentGraphicsContext? = nil, isPushed: Bool = false) {
        self.context = context
        self.covered = covered
        self.isPushed = isPushed
    }
}

private let currentContextSlot = ThreadScoped<CurrentGraphicsContext>()

/// The context `draw(_:)` should draw into; nil outside drawing.
public func UIGraphicsGetCurrentContext() -> UIGraphicsContext? {
    currentContextSlot.value?.context
}

/// Runs `body` with `context` as the current graphics context on this thread (the renderer calls this around
/// `draw(_:)`), then restores the previous one.
public func UIGraphicsWithContext<Result>(_ context: UIGraphicsContext, _ body: () throws -> Result) rethrows -> Result {
    try currentContextSlot.withValue(CurrentGraphicsContext(context), body)
}

/// Makes `context` the current graphics context until the matching `UIGraphicsPopContext()`, as UIKit's function
/// does (what `UIGraphicsBeginImageContextWithOptions` builds on).
public func UIGraphicsPushContext(_ context: CGContext) {
    currentContextSlot.pushRetained(CurrentGraphicsContext(context, covering: currentContextSlot.value, isPushed: true))
}

/// Removes the context the last `UIGraphicsPushContext(_:)` installed, making the one before it current again; does
/// nothing when the current context was not pushed (UIKit ignores an unbalanced pop too).
public func UIGraphicsPopContext() {
    guard let top = currentContextSlot.value, top.isPushed else { return }
    currentContextSlot.popRetained(restoring: top.covered)
}

/// Fills a rectangle with the current fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

extension UIColor {
    /// Makes this the current fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the current fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }

    /// Makes this the current stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
}

extension UIBezierPath {
    /// Fills the path in the current context with the current fill colour.
    public func fill() { UIGraphicsGetCurrentContext()?.fill(self) }

    /// Strokes the path in the current context with the current stroke colour and this path's line style.
    public func stroke() { UIGraphicsGetCurrentContext()?.stroke(self) }

    /// Intersects the current context's clip with the path.
    public func addClip() { UIGraphicsGetCurrentContext()?.clip(to: self) }
}

extension String {
    /// Draws the string on one line with its top-left at `point` in the current context, using its attributes
    /// (default: 12 pt system font, black), as UIKit's NSString drawing does.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let layout = TextLayout(attributedText: NSAttributedString(string: self, attributes: attributes),
                                font: .systemFont(ofSize: 12))
        UIGraphicsGetCurrentContext()?.draw(layout, at: point, color: .black)
    }

    /// The size of the string drawn on one line with its attributes (default 12 pt system font).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout(attributedText: NSAttributedString(string: self, attributes: attributes),
                   font: .systemFont(ofSize: 12)).size
    }
}
