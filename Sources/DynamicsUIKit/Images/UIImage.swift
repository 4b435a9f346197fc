import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// An image: a decoded-on-demand PNG or JPEG file, or a vector picture drawn by a closure at whatever scale it is
/// shown. An `NSObject`, as in UIKit, compared by identity (UIKit defines no value equality for images).
public final class UIImage: NSObject {
    /// Where the pixels come from.
    public enum Source {
        /// The bytes of a PNG file; the renderer decodes them once.
        case png(Data)
        /// The bytes of a JPEG file; the renderer decodes them once.
        case jpeg(Data)
        /// A closure that draws the picture in a `size`-point box with origin (0, 0).
        case drawing((UIGraphicsContext) -> Void)
        /// Pixels drawn already (`UIGraphicsImageRenderer`'s images).
        case bitmap(Bitmap)
    }

    /// Pixels held in memory: premultiplied BGRA rows, Cairo's and the renderer's own layout, so an image drawn by
    /// `UIGraphicsImageRenderer` is shown without converting or losing the precision of translucent pixels.
    public struct Bitmap: Sendable {
        /// Width in pixels.
        public let width: Int
        /// Height in pixels.
        public let height: Int
        /// `width × height × 4` bytes, row after row, B, G, R, A, colour multiplied by alpha.
        public let bytes: [UInt8]
        /// Whether every pixel is opaque (an opaque renderer format's images).
        public let isOpaque: Bool

        /// Pixels from tightly packed premultiplied BGRA rows; nil when `bytes` does not hold `width × height`
        /// pixels.
        public init?(width: Int, height: Int, bytes: [UInt8], isOpaque: Bool) {
            guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
            self.width = width
            self.height = height
            self.bytes = bytes
            self.isOpaque = isOpaque
        }
    }

    /// The image size in points.
    public let size: CGSize
    /// Pixels per point of a file image (2 for an "@2x" file name).
    public let scale: CGFloat
    /// The content.
    public let source: Source
    /// The row of the renderer's table that holds the decoded form of the image, so decoding happens once. The
    /// renderer reads and writes it under that table's lock (images are drawn on any thread); a copy that shares the
    /// pixels starts with the same key.
    package var decodedImageKey = RenderCacheKey()
    /// The `CIImage` the image was made from (`UIImage(ciImage:)`, which Core Image declares here because it sits
    /// above UIKit), answered by `ciImage`.
    package var coreImage: AnyObject?
    /// Whether the image is drawn with its own colours or as a template in the tint colour.
    public internal(set) var renderingMode = RenderingMode.automatic
    /// The edges that keep their size when a resizable image is drawn larger or smaller (zero for other images).
    public internal(set) var capInsets: UIEdgeInsets = .zero
    /// How the middle parts of a resizable image fill their space (`.tile` unless the image says otherwise).
    public internal(set) var resizingMode: ResizingMode = .tile
    /// The frames of an animated image (`animatedImage(with:duration:)`); nil for a still image.
    public internal(set) var images: [UIImage]?
    /// How long an animated image takes to show all its frames once, in seconds; 0 for a still image.
    public internal(set) var duration: TimeInterval = 0

    /// An animated image: an image view shows `images` in turn, each for `duration / images.count` seconds, looping on
    /// the scene clock from when the image is set. Its size, scale and pixels (drawn where it is not in an image view)
    /// are the first frame's, as UIKit's are; nil for no frames or a duration that is not a finite number ≥ 0.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first, duration.isFinite, duration >= 0 else { return nil }
        let animated = UIImage(size: first.size, scale: first.scale, source: first.source)
        animated.images = images
        animated.duration = duration
        return animated
    }

    /// The frame an animated image shows `elapsed` seconds after an image view started showing it (the image itself
    /// when it is still).
    func frame(after elapsed: TimeInterval) -> UIImage {
        guard let images, !images.isEmpty, duration > 0, elapsed.isFinite else { return self }
        let index = Int((max(elapsed, 0) / (duration / Double(images.count)) + 1e-9).rounded(.down)) % images.count
        return images[index]
    }
    /// Whether the image is drawn in nine parts (made by `resizableImage(withCapInsets:resizingMode:)`).
    package internal(set) var isResizable = false
    /// The stand-in symbol this image draws and its configuration, for `UIImage(systemName:)` images.
    var symbol: (name: String, configuration: SymbolConfiguration)?

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias RenderingMode = CUIKitOpenEnums.__UIImageRenderingMode

    /// Loads a PNG or JPEG file; nil when the file is missing or is neither. A name containing "@2x" or "@3x" sets
    /// the scale as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.declaredScale(ofFile: path))
    }

    /// The scale a file's name declares: 3 or 2 for an "@3x" or "@2x" in it, else 1.
    static func declaredScale(ofFile path: String) -> CGFloat {
        let name = (path as NSString).lastPathComponent
        return name.contains("@3x") ? 3 : name.contains("@2x") ? 2 : 1
    }

    /// An image from the bytes of a PNG or JPEG file, told apart by their signatures; nil for anything else (the
    /// size comes from the header, the pixels are decoded when the image is first drawn).
    public init?(data: Data, scale: CGFloat = 1) {
        guard scale > 0, scale.isFinite else { return nil }
        if let pixelSize = ImageHeader.pngPixelSize(data) {
            source = .png(data)
            size = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        } else if let pixelSize = ImageHeader.jpegPixelSize(data) {
            source = .jpeg(data)
            size = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        } else {
            return nil
        }
        self.scale = scale
    }

    /// An image from PNG bytes; nil when the bytes do not start with a valid PNG header.
    public convenience init?(pngData data: Data, scale: CGFloat = 1) {
        guard ImageHeader.pngPixelSize(data) != nil else { return nil }
        self.init(data: data, scale: scale)
    }

    /// A vector image of `size` points drawn by `drawing`, which may use the given context or the UIKit-style
    /// calls (`UIColor.setFill()`, `UIBezierPath.fill()`…). The renderer calls it when it draws the image, at the
    /// output's resolution, so the picture stays sharp at every scale.
    public init(size: CGSize, drawing: @escaping (UIGraphicsContext) -> Void) {
        self.size = size
        scale = 1
        source = .drawing(drawing)
    }

    /// An image of pixels drawn already, `scale` pixels per point.
    public init(bitmap: Bitmap, scale: CGFloat) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        self.scale = scale
        source = .bitmap(bitmap)
    }

    /// An image sharing another's pixels (the renderer's decoded copy is not shared; it is made again once).
    init(size: CGSize, scale: CGFloat, source: Source) {
        self.size = size
        self.scale = scale
        self.source = source
    }

}

extension UIImage {
    /// Draws the image stretched to `rect` in the current graphics context (inside `draw(_:)`).
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point` in the current graphics context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image stretched to `rect`, composited with `blendMode` at `alpha` opacity (clamped to 0…1; a
    /// non-finite alpha draws nothing).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard alpha.isFinite, let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(min(max(alpha, 0), 1))
        context.draw(self, in: rect)
        context.restoreGState()
    }

    /// Draws the image at its size with its top-left corner at `point`, composited with `blendMode` at `alpha`
    /// opacity.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}

extension UIImage {
    /// This image drawn with `mode` (the pixels are shared, and decoded once for both).
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = sharingPixels()
        copy.renderingMode = mode
        return copy
    }

    /// How the middle of a resizable image fills its space, as UIKit's `UIImage.ResizingMode`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ResizingMode = CUIKitOpenEnums.__UIImageResizingMode

    /// This image drawn in nine parts: the corners keep their size, the edges between them fill their length and
    /// the middle fills the rest, repeated (UIKit's default for this call).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// This image drawn in nine parts, the edges and middle repeated or stretched as `resizingMode` says. Insets
    /// with a negative or non-finite value give the image unchanged.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let values = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right]
        guard values.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return self }
        let copy = sharingPixels()
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.isResizable = true
        return copy
    }

    /// A copy with the same pixels, rendering mode and resizing (the decoded pixels are shared).
    private func sharingPixels() -> UIImage {
        let copy = UIImage(size: size, scale: scale, source: source)
        copy.decodedImageKey = decodedImageKey
        copy.coreImage = coreImage
        copy.renderingMode = renderingMode
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.isResizable = isResizable
        return copy
    }
}
