import CCairo
import DynamicsGeometry
import DynamicsViews
import Foundation

/// A decoded PNG as a Cairo surface, stored on the `UIImage` so each file is decoded once.
final class DecodedImage {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }
}

/// Decodes the PNG images the renderer meets, once each.
final class ImageSurfaceCache {
    /// The Cairo surface of a PNG image, decoding it on first use; nil when the bytes do not decode.
    func surface(for image: UIImage) -> OpaquePointer? {
        if let decoded = image.rendererCache as? DecodedImage { return decoded.surface }
        guard case let .png(data) = image.source, let pixels = try? PNGReader.read(data: data) else { return nil }
        guard let surface = CairoSurface.make(from: pixels) else { return nil }
        image.rendererCache = DecodedImage(surface: surface)
        return surface
    }
}
