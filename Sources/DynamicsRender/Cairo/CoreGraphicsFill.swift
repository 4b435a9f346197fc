import CCairo
import Foundation

/// Fills a curved path as Core Graphics does: its curves cut into Core Graphics' chords (`CoreGraphicsFlattening`),
/// each pixel's alpha the exact area the polygon covers (`AreaCoverage`), painted through that mask. A path of
/// straight edges, an unantialiased context, or a path larger than `maximumPixels` is left to Cairo's fill, which
/// draws straight pixel-aligned edges identically and is faster.
enum CoreGraphicsFill {
    /// The largest region (in device pixels) filled this way: a full 3× iPad Pro 12.9″ screen.
    static let maximumPixels = 2048 * 2732

    /// Fills and clears the context's current path with its source, by `evenOdd` or the non-zero rule.
    static func fill(on cr: OpaquePointer, evenOdd: Bool) {
        guard cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE else { return cairo_fill(cr) }
        let (contours, hasCurves) = CoreGraphicsFlattening.deviceContours(ofCurrentPathOn: cr)
        guard hasCurves, let region = region(of: contours, on: cr) else { return cairo_fill(cr) }
        cairo_new_path(cr)
        guard region.width > 0, region.height > 0 else { return }
        var coverage = AreaCoverage(width: region.width, height: region.height)
        let origin = CGPoint(x: region.x, y: region.y)
        for contour in contours {
            for (index, point) in contour.enumerated() {
                let next = contour[(index + 1) % contour.count]
                coverage.addEdge(from: CGPoint(x: point.x - origin.x, y: point.y - origin.y),
                                 to: CGPoint(x: next.x - origin.x, y: next.y - origin.y))
            }
        }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(region.width), Int32(region.height)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let bytes = cairo_image_surface_get_data(mask)
        else { return }
        defer { cairo_surface_destroy(mask) }
        cairo_surface_flush(mask)
        coverage.alpha(evenOdd: evenOdd, into: bytes, stride: Int(cairo_image_surface_get_stride(mask)))
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask, Double(region.x), Double(region.y))
        cairo_restore(cr)
    }

    /// The whole device pixels the contours reach within the clip; nil when that is more than `maximumPixels` or
    /// not finite (Cairo fills it then).
    private static func region(of contours: [[CGPoint]], on cr: OpaquePointer)
        -> (x: Int, y: Int, width: Int, height: Int)? {
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
        guard width * height <= Double(maximumPixels) else { return nil }
        return (Int(left), Int(top), Int(width), Int(height))
    }
}
