import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// The base of UIKit's graphics renderers: an area in points and a format.
open class UIGraphicsRenderer {
    /// The format drawn with; its `bounds` are the renderer's.
    public let format: UIGraphicsRendererFormat

    /// A renderer of `bounds` with `format` (whose `bounds` it sets).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
    }

    /// Whether the renderer can produce images (true: the only renderer here draws bitmaps).
    open var allowsImageOutput: Bool { true }
}

/// Draws pictures into bitmaps, as UIKit's `UIGraphicsImageRenderer`: each call runs the actions on a fresh
/// transparent canvas of the bounds at the format's scale, with its context current, so `UIBezierPath.fill()`,
/// `UIColor.setFill()`, `UIImage.draw(in:)` and string drawing draw into it as they do in `draw(_:)`.
///
/// Coordinates are the bounds' (y down); the canvas is `bounds.size × scale` pixels, rounded to whole pixels.
/// A renderer is not tied to the main actor (UIKit's may be used on any thread), but a `UIImage` it makes should be
/// used where it was made.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A renderer of `size` points with the default format (the main screen's scale).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of `size` points, origin (0, 0), with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` with `format`: what is drawn at `bounds.origin` lands on the image's top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    private var imageFormat: UIGraphicsImageRendererFormat { format as! UIGraphicsImageRendererFormat }

    /// Runs `actions` on a fresh canvas and returns what it drew, `format.scale` pixels per point. An empty or
    /// non-finite size, or one over the render pixel limits, gives an empty image (nothing is drawn).
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let canvas = draw(actions) else { return UIImage(size: .zero) { _ in } }
        return canvas.image()
    }

    /// Runs `actions` on a fresh canvas and returns the picture as a PNG file's bytes (empty when nothing can be
    /// drawn).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let canvas = draw(actions) else { return Data() }
        return (try? PNGWriter.encode(Image(canvas.bitmap()), compressionLevel: 6)) ?? Data()
    }

    /// Runs `actions` on a fresh canvas and returns the picture as a JPEG file's bytes at `compressionQuality`
    /// (0…1); transparent pixels come out black. Empty when nothing can be drawn.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let canvas = draw(actions) else { return Data() }
        return (try? JPEGWriter.encode(Image(canvas.bitmap()), quality: compressionQuality)) ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> BitmapCanvas? {
        let format = imageFormat
        guard let canvas = BitmapCanvas(bounds: format.bounds, scale: format.scale, opaque: format.opaque)
        else { return nil }
        let context = UIGraphicsImageRendererContext(canvas: canvas, format: format)
        UIGraphicsWithContext(canvas.graphics) { actions(context) }
        return canvas
    }
}
