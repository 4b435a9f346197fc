import Foundation
import DynamicsGeometry

/// An image: a decoded-on-demand PNG file, or a vector picture drawn by a closure at whatever scale it is shown.
public final class UIImage {
    /// Where the pixels come from.
    public enum Source {
        /// The bytes of a PNG file; the renderer decodes them once.
        case png(Data)
        /// A closure that draws the picture in a `size`-point box with origin (0, 0).
        case drawing((UIGraphicsContext) -> Void)
    }

    /// The image size in points.
    public let size: CGSize
    /// Pixels per point of a PNG image (2 for an "@2x" file name).
    public let scale: CGFloat
    /// The content.
    public let source: Source
    /// The renderer's decoded form of the image, kept with it so decoding happens once.
    package var rendererCache: AnyObject?

    /// Loads a PNG file; nil when the file is missing or is not a PNG. A name containing "@2x" or "@3x" sets the
    /// scale as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).lastPathComponent
        let scale: CGFloat = name.contains("@3x") ? 3 : name.contains("@2x") ? 2 : 1
        self.init(pngData: data, scale: scale)
    }

    /// An image from PNG bytes; nil when the bytes do not start with a valid PNG header.
    public init?(pngData data: Data, scale: CGFloat = 1) {
        guard let pixelSize = UIImage.pngPixelSize(data), scale > 0 else { return nil }
        size = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        self.scale = scale
        source = .png(data)
    }

    /// A vector image of `size` points drawn by `drawing`, which may use the given context or the UIKit-style
    /// calls (`UIColor.setFill()`, `UIBezierPath.fill()`…). The renderer calls it when it draws the image, at the
    /// output's resolution, so the picture stays sharp at every scale.
    public init(size: CGSize, drawing: @escaping (UIGraphicsContext) -> Void) {
        self.size = size
        scale = 1
        source = .drawing(drawing)
    }

    /// An image sharing another's pixels (the renderer's decoded copy is not shared; it is made again once).
    init(size: CGSize, scale: CGFloat, source: Source) {
        self.size = size
        self.scale = scale
        self.source = source
    }

    /// Width and height in pixels from a PNG's IHDR chunk.
    private static func pngPixelSize(_ data: Data) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
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
}
