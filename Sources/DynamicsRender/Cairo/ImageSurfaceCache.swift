import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation
import DynamicsRenderFolder

/// A decoded PNG or JPEG (or a bitmap's copy) as a Cairo surface, kept for its `UIImage` (`DecodedImages`) so each
/// file is decoded once.
final class DecodedImage {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }

    deinit { RecordedSurfaces.release(surface) }
}

/// Decodes the file images the renderer meets, once each.
final class ImageSurfaceCache {
    /// The Cairo surface of a PNG or JPEG image, decoding it on first use; nil when the bytes do not decode (the
    /// image is then not drawn, as UIKit draws nothing for an image it cannot decode).
    func surface(for image: UIImage) -> OpaquePointer? {
        DecodedImages.shared.surface(for: image) {
            let decoded: Image?
            switch image.source {
            case .png(let data): decoded = try? PNGReader.read(data: data)
            case .jpeg(let data): decoded = try? JPEGReader.read(data: data)
            case .bitmap(let bitmap): decoded = Image(bitmap)
            case .drawing: decoded = nil
            }
            return decoded.flatMap(CairoSurface.make(from:)).map(DecodedImage.init(surface:))
        }
    }
}
