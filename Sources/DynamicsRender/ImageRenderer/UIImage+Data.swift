import DynamicsGeometry
import DynamicsUIKit
import Foundation

extension UIImage {
    /// The image as a PNG file's bytes, `scale` pixels per point (nil for an image with no pixels or one that does
    /// not decode), as UIKit's `pngData()`.
    public func pngData() -> Data? {
        guard let pixels = rasterized() else { return nil }
        return try? PNGWriter.encode(pixels, compressionLevel: 6)
    }

    /// The image as a JPEG file's bytes at `compressionQuality` (0…1, clamped), as UIKit's
    /// `jpegData(compressionQuality:)`; transparent pixels come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let pixels = rasterized() else { return nil }
        return try? JPEGWriter.encode(pixels, quality: compressionQuality)
    }

    /// The image's pixels: a bitmap's own, a file's decoded, a drawing drawn at the image's scale (Core Image reads
    /// a `UIImage` through it).
    package func rasterized() -> Image? {
        if case .bitmap(let bitmap) = source { return Image(bitmap) }
        guard let canvas = BitmapCanvas(bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: false)
        else { return nil }
        UIGraphicsWithContext(canvas.graphics) { canvas.graphics.draw(self, in: CGRect(origin: .zero, size: size)) }
        return Image(canvas.bitmap())
    }
}
