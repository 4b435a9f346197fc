import CCairo
import Foundation

/// Conversions between Cairo image surfaces and `Image`.
enum CairoSurface {
    /// A new ARGB32 surface holding a copy of `image`'s pixels; nil when Cairo cannot allocate it.
    static func make(from image: Image) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.bytes.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                (data + y * stride).update(from: source.baseAddress! + y * image.stride, count: image.width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
