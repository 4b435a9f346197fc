import Foundation

/// The bitmap behind a `UIImage`, for code that hands `image.cgImage` to a layer's `contents` or back to
/// `UIImage(cgImage:)`. It wraps the image it came from, so the renderer draws it the same way.
public final class CGImage {
    /// The image this bitmap belongs to.
    let image: UIImage

    init(image: UIImage) { self.image = image }

    /// Width in pixels.
    public var width: Int { Int((image.size.width * image.scale).rounded()) }
    /// Height in pixels.
    public var height: Int { Int((image.size.height * image.scale).rounded()) }
}

extension UIImage {
    /// The image's bitmap.
    public var cgImage: CGImage? { CGImage(image: self) }

    /// The image of a bitmap.
    public convenience init(cgImage: CGImage) {
        self.init(size: cgImage.image.size, scale: cgImage.image.scale, source: cgImage.image.source)
    }
}
