import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// An image as Core Image sees it: not pixels but a recipe for them (a source and the filters over it), evaluated
/// only when a `CIContext` renders it or a `UIImage(ciImage:)` is drawn. Coordinates have their origin at the bottom
/// left, y up, one unit a pixel.
public final class CIImage: NSObject, @unchecked Sendable {
    let recipe: ImageRecipe
    /// The bitmap this image was made from with `init(cgImage:)`, as iOS answers `cgImage`.
    private let sourceBitmap: CGImage?

    init(recipe: ImageRecipe, cgImage: CGImage? = nil) {
        self.recipe = recipe
        sourceBitmap = cgImage
    }

    /// An image of one colour everywhere (infinite extent).
    public convenience init(color: CIColor) {
        self.init(recipe: ColorRecipe(color: color))
    }

    /// An image with no pixels.
    public static func empty() -> CIImage { CIImage(recipe: EmptyRecipe()) }

    /// The image of a PNG or JPEG file's bytes; nil when they are neither.
    public convenience init?(data: Data) {
        guard let image = UIImage(data: data) else { return nil }
        self.init(image: image)
    }

    /// The image of a PNG or JPEG file; nil when it cannot be read.
    public convenience init?(contentsOf url: URL) {
        guard url.isFileURL, let image = UIImage(contentsOfFile: url.path) else { return nil }
        self.init(image: image)
    }

    /// Where the image has pixels: `.infinite` for generators and clamped images, `.null` for an empty image.
    public var extent: CGRect { recipe.extent }

    /// The bitmap the image was made from with `init(cgImage:)`; nil for filtered and generated images.
    public var cgImage: CGImage? { sourceBitmap }

    /// The image's metadata (none is read from files here).
    public var properties: [String: Any] { [:] }

    public override var description: String { "CIImage(extent: \(extent))" }
}
