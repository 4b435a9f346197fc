import Foundation
import DynamicsGeometry

/// A view that shows an image laid out by its `contentMode` (default `.scaleToFill`).
open class UIImageView: UIView {
    /// Drawn every frame (its content follows its own properties, each of which invalidates it on iOS); aspect-fill
    /// and unscaled modes can overflow the bounds.
    override package var renderHints: ViewRenderHints {
        ViewRenderHints(cachesDrawing: false, drawsOutsideBounds: contentMode != .scaleToFill
                            && contentMode != .scaleAspectFit && contentMode != .redraw)
    }

    /// The image shown; nil shows only the background. An animated image plays from when it is set.
    public var image: UIImage? {
        didSet {
            imageSetAt = AnimationClock.current?.now ?? 0
            invalidateIntrinsicContentSize()
        }
    }
    /// The scene time the image was set at, where an animated image's first frame starts.
    private var imageSetAt: TimeInterval = 0
    /// The image shown instead of `image` while `isHighlighted` (nil: `image` then too).
    public var highlightedImage: UIImage? {
        didSet { if isHighlighted { imageSetAt = AnimationClock.current?.now ?? 0 } }
    }
    /// Whether the view shows `highlightedImage`; an image view is not highlighted by touches of its own.
    open var isHighlighted = false {
        didSet { imageSetAt = AnimationClock.current?.now ?? 0 }
    }

    /// An image view sized to the image, at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An empty image view with a frame; it ignores touches, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An empty image view with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Draws the image where the content mode places it; a template image (`.alwaysTemplate`) in `tintColor`.
    open override func draw(_ rect: CGRect) {
        guard let shown = (isHighlighted ? highlightedImage : nil) ?? image,
              let context = UIGraphicsGetCurrentContext() else { return }
        let image = shown.frame(after: (AnimationClock.current?.now ?? imageSetAt) - imageSetAt)
        let place = UIImageView.placement(of: image.size, in: bounds, mode: contentMode)
        if image.renderingMode == .alwaysTemplate {
            context.draw(image, in: place, tintedWith: tintColor)
        } else {
            context.draw(image, in: place)
        }
    }

    /// Where content of `size` goes inside `box` for a content mode.
    public static func placement(of size: CGSize, in box: CGRect, mode: ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return box }
        var placed = CGRect(origin: .zero, size: size)
        switch mode {
        case .scaleToFill, .redraw:
            return box
        case .scaleAspectFit, .scaleAspectFill:
            let scaleX = box.width / size.width, scaleY = box.height / size.height
            let scale = mode == .scaleAspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            placed.size = CGSize(width: size.width * scale, height: size.height * scale)
            placed.origin = CGPoint(x: box.midX - placed.width / 2, y: box.midY - placed.height / 2)
        case .center:
            placed.origin = CGPoint(x: box.midX - size.width / 2, y: box.midY - size.height / 2)
        case .top:
            placed.origin = CGPoint(x: box.midX - size.width / 2, y: box.minY)
        case .bottom:
            placed.origin = CGPoint(x: box.midX - size.width / 2, y: box.maxY - size.height)
        case .left:
            placed.origin = CGPoint(x: box.minX, y: box.midY - size.height / 2)
        case .right:
            placed.origin = CGPoint(x: box.maxX - size.width, y: box.midY - size.height / 2)
        case .topLeft:
            placed.origin = box.origin
        case .topRight:
            placed.origin = CGPoint(x: box.maxX - size.width, y: box.minY)
        case .bottomLeft:
            placed.origin = CGPoint(x: box.minX, y: box.maxY - size.height)
        case .bottomRight:
            placed.origin = CGPoint(x: box.maxX - size.width, y: box.maxY - size.height)
        @unknown default:
            return box      // a mode of a later system: stretched, as `.scaleToFill`
        }
        return placed
    }
}
