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

    /// A new ARGB32 surface of `width`×`height` pixels holding a recording's drawing, replayed once; nil when
    /// Cairo cannot allocate it. (Backing stores and rasterised layers are drawn this way: recorded, then painted
    /// into a surface nothing draws into afterwards.)
    static func replaying(_ recording: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let painter = cairo_create(surface)!
        cairo_set_source_surface(painter, recording, 0, 0)
        cairo_paint(painter)
        cairo_destroy(painter)
        cairo_surface_flush(surface)
        return surface
    }
}
