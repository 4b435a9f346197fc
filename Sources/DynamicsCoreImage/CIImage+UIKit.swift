import DynamicsGeometry
import DynamicsRender
import DynamicsUIKit
import Foundation

extension CIImage {
    /// The image of a UIKit image, one unit per pixel (a 2× image of 50 × 50 points is 100 × 100); nil for an image
    /// with no pixels (one that does not decode). A `UIImage(ciImage:)` gives back its Core Image recipe.
    public convenience init?(image: UIImage) {
        if let recipe = (image.coreImage as? CIImage)?.recipe {
            self.init(recipe: recipe)
            return
        }
        guard let pixels = image.rasterized(),
              let bitmap = UIImage.Bitmap(width: pixels.width, height: pixels.height,
                                          bytes: CIImage.packed(pixels), isOpaque: pixels.isOpaque)
        else { return nil }
        self.init(recipe: BitmapRecipe(bitmap: bitmap), cgImage: nil)
    }

    /// The image of a UIKit image; `options` (colour space, orientation hints) change nothing here.
    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        self.init(image: image)
    }

    /// The image of a bitmap, one unit per pixel; an empty image for a bitmap that does not decode.
    public convenience init(cgImage image: CGImage) {
        let uiImage = UIImage(cgImage: image)
        if let pixels = uiImage.rasterized(),
           let bitmap = UIImage.Bitmap(width: pixels.width, height: pixels.height, bytes: CIImage.packed(pixels),
                                       isOpaque: pixels.isOpaque) {
            self.init(recipe: BitmapRecipe(bitmap: bitmap), cgImage: image)
        } else {
            self.init(recipe: EmptyRecipe(), cgImage: image)
        }
    }

    /// The image of a bitmap; `options` change nothing here.
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        self.init(cgImage: image)
    }

    /// Tightly packed rows of a rendered image.
    private static func packed(_ image: Image) -> [UInt8] {
        if image.stride == image.width * 4 { return Array(image.bytes.prefix(image.width * image.height * 4)) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(image.width * image.height * 4)
        for y in 0..<image.height {
            bytes += image.bytes[(y * image.stride)..<(y * image.stride + image.width * 4)]
        }
        return bytes
    }
}

/// Options for making a `CIImage` (accepted; none changes the pixels here).
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    /// An option by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The colour space to read the pixels in.
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    /// Whether to apply the file's orientation.
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    /// The metadata to attach.
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
}

extension UIImage {
    /// An image drawn from a Core Image recipe, one point a pixel of its extent. The recipe is evaluated, over its
    /// extent, the first time the image is drawn, and the pixels are kept; an image of infinite extent has no
    /// size and draws nothing (crop it first, as on iOS).
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1)
    }

    /// An image drawn from a Core Image recipe at `scale` pixels a point.
    public convenience init(ciImage: CIImage, scale: CGFloat) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let extent = ciImage.extent
        let region = PixelRegion(covering: extent)
        let size = region.map { CGSize(width: CGFloat($0.width) / scale, height: CGFloat($0.height) / scale) } ?? .zero
        let pixels = LazyCoreImagePixels(image: ciImage, region: region, scale: scale)
        self.init(size: size) { context in
            if let image = pixels.image { context.draw(image, in: CGRect(origin: .zero, size: size)) }
        }
        coreImage = ciImage
    }

    /// The Core Image recipe the image was made from (`init(ciImage:)`); nil for any other image, as on iOS.
    public var ciImage: CIImage? { coreImage as? CIImage }
}

/// The pixels of a `UIImage(ciImage:)`, computed on first use and kept.
private final class LazyCoreImagePixels: @unchecked Sendable {
    private let source: CIImage
    private let region: PixelRegion?
    private let scale: CGFloat
    private let lock = NSLock()
    private var computed: UIImage??

    init(image: CIImage, region: PixelRegion?, scale: CGFloat) {
        source = image
        self.region = region
        self.scale = scale
    }

    var image: UIImage? {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let bitmap = region.flatMap { CIContext.shared.bitmap(of: source, region: $0) }
        let result = bitmap.map { UIImage(bitmap: $0, scale: scale) }
        computed = .some(result)
        return result
    }
}
