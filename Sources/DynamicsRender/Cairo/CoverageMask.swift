import CCairo
import Foundation

/// Paints the context's source through a mask of exact per-pixel areas (`AreaCoverage`), over the device pixels a
/// set of contours reaches within the clip: how Core Graphics' fills and strokes of curves are drawn. Cairo's clip
/// applies to the mask as to any drawing, so a shape cut by a pixel-aligned clip keeps exactly the pixels inside.
struct CoverageMask {
    /// The largest region (in device pixels) painted this way: a full 3× iPad Pro 12.9″ screen.
    static let maximumPixels = 2048 * 2732

    /// The region's device pixels: its top-left corner and size.
    let x: Int, y: Int, width: Int, height: Int

    /// The whole device pixels the contours reach within the clip; nil when that is more than `maximumPixels` or
    /// not finite (Cairo draws the path then).
    init?(covering contours: [[CGPoint]], on cr: OpaquePointer) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for point in contours.joined() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
        cairo_restore(cr)
        let left = max(minX, clip.x0).rounded(.down), top = max(minY, clip.y0).rounded(.down)
        let right = min(maxX, clip.x1).rounded(.up), bottom = min(maxY, clip.y1).rounded(.up)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return nil }
        let width = max(0, right - left), height = max(0, bottom - top)
        guard width * height <= Double(Self.maximumPixels) else { return nil }
        (x, y, self.width, self.height) = (Int(left), Int(top), Int(width), Int(height))
    }

    /// The contours moved into the region's pixel coordinates.
    func local(_ contours: [[CGPoint]]) -> [[CGPoint]] {
        contours.map { $0.map { CGPoint(x: $0.x - Double(x), y: $0.y - Double(y)) } }
    }

    /// Paints the context's source through `coverage` (the region's size) by the fill rule, and clears the path.
    func paint(_ coverage: AreaCoverage, evenOdd: Bool, on cr: OpaquePointer) {
        cairo_new_path(cr)
        guard width > 0, height > 0,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let bytes = cairo_image_surface_get_data(mask)
        else { return }
        defer { cairo_surface_destroy(mask) }
        cairo_surface_flush(mask)
        coverage.alpha(evenOdd: evenOdd, into: bytes, stride: Int(cairo_image_surface_get_stride(mask)))
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask, Double(x), Double(y))
        cairo_restore(cr)
    }
}
