import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// The page curls (`.transitionCurlUp/Down`): a picture of the page is cut into bands parallel to the curl's axis
/// (`PageCurl`), and each band is drawn under the one affine map that lays it where the cylinder shows it — the
/// chord of its arc, within a quarter of a device pixel. The flat page and the cylinder's front are drawn first,
/// darkening as they turn from the viewer; the back of the page over them, washed out; a soft shadow falls on
/// what the curl reveals. docs/animation.md says where each choice comes from.
extension Renderer {
    /// The white laid over the back of the page: Core Image's page curl shows a back-side image there, and iOS a
    /// washed-out mirror image of the page.
    static let curlBackWash: CGFloat = 0.6
    /// How dark the cylinder's front gets where it is edge-on to the viewer.
    static let curlEdgeShade: CGFloat = 0.3
    /// The shadow's opacity where the curl touches what it reveals; it fades out over one radius.
    static let curlShadowOpacity: CGFloat = 0.35

    /// Draws a curl `progress` (0…1) of the way in `bounds`: a curl up lifts the old picture (`drawOld`) off the new
    /// look (`drawNew`) from the bottom edge; a curl down is its reverse, the new look rolling down over the old.
    func drawCurl(up: Bool, progress: CGFloat, in bounds: CGRect, on cr: OpaquePointer,
                  drawOld: (OpaquePointer) -> Void, drawNew: (OpaquePointer) -> Void) {
        let curlProgress = up ? progress : 1 - progress
        let drawPage = up ? drawOld : drawNew, drawBeneath = up ? drawNew : drawOld
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        defer { cairo_restore(cr) }
        if curlProgress <= 0 {
            drawPage(cr)
            return
        }
        drawBeneath(cr)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let deviceScale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        guard curlProgress < 1, bounds.width > 0, bounds.height > 0, deviceScale > 0, deviceScale.isFinite,
              let surface = offscreenSurface(source: bounds, pixelScale: deviceScale, drawBody: drawPage) else { return }
        // Parked rather than destroyed: the frame snapshot being recorded reads it.
        defer { RecordedSurfaces.release(surface) }
        let pattern = Renderer.sourcePattern(surface, source: bounds, pixelScale: deviceScale)
        defer { cairo_pattern_destroy(pattern) }
        let curl = PageCurl(page: bounds, progress: curlProgress)
        drawCurlShadow(curl, on: cr)
        let bands = curl.bands(tolerance: 0.25 / deviceScale)
        // Each band reaches a device pixel and a half into the next, which is drawn over it: the antialiased edge
        // between them then blends two pictures, never a picture and what lies beneath.
        let overlap = 1.5 / deviceScale
        for back in [false, true] {
            cairo_push_group(cr)
            for band in bands where (band.angle > .pi / 2) == back {
                drawCurlBand(band, of: curl, overlap: overlap, pattern: pattern, on: cr)
            }
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
    }

    /// Draws one band of the page under its map, shaded: the front darkening as it turns edge-on (as lit from the
    /// viewer, 1 − cos of the turn), the back washed out.
    private func drawCurlBand(_ band: PageCurl.Band, of curl: PageCurl, overlap: CGFloat, pattern: OpaquePointer,
                              on cr: OpaquePointer) {
        cairo_save(cr)
        var map = cairo_matrix_t(xx: band.transform.a, yx: band.transform.b, xy: band.transform.c,
                                 yy: band.transform.d, x0: band.transform.tx, y0: band.transform.ty)
        cairo_transform(cr, &map)
        let page = curl.page
        cairo_new_path(cr)
        cairo_rectangle(cr, page.minX, page.minY, page.width, page.height)
        cairo_clip(cr)
        // The band: the strip between the lines at its two distances past the axis, long enough to cross the page.
        let reach = hypot(page.width, page.height) + 4 * .pi * curl.radius
        let far = abs(curl.axis) + reach
        let from = max(band.from, -far), to = min(band.to + overlap, far)
        let n = curl.direction, along = CGPoint(x: -n.y, y: n.x)
        let centre = CGPoint(x: page.midX, y: page.midY)
        // The centre's foot on the axis, and the band's edges from there.
        let foot = curl.distance(of: centre)
        func corner(_ d: CGFloat, _ side: CGFloat) -> CGPoint {
            CGPoint(x: centre.x + n.x * (d - foot) + along.x * side * reach,
                    y: centre.y + n.y * (d - foot) + along.y * side * reach)
        }
        cairo_new_path(cr)
        for point in [corner(from, -1), corner(from, 1), corner(to, 1), corner(to, -1)] {
            cairo_line_to(cr, point.x, point.y)
        }
        cairo_close_path(cr)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        let front = band.angle <= .pi / 2
        let shade = front ? Renderer.curlEdgeShade * (1 - cos(band.angle)) : Renderer.curlBackWash
        if shade > 0 {
            // Only over the page's own pixels (ATOP keeps the group's coverage), so a transparent page stays so.
            cairo_set_operator(cr, CAIRO_OPERATOR_ATOP)
            let level: CGFloat = front ? 0 : 1
            cairo_set_source_rgba(cr, level, level, level, shade)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// The shadow the curl casts on what it reveals: from the cylinder's far side, fading over one radius.
    private func drawCurlShadow(_ curl: PageCurl, on cr: OpaquePointer) {
        let n = curl.direction
        let start = curl.axis + curl.radius, end = start + curl.radius
        guard let gradient = cairo_pattern_create_linear(n.x * start, n.y * start, n.x * end, n.y * end) else { return }
        defer { cairo_pattern_destroy(gradient) }
        // Nothing before the cylinder's far side (the page covers it) or past the fade.
        cairo_pattern_set_extend(gradient, CAIRO_EXTEND_NONE)
        cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, Renderer.curlShadowOpacity)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0)
        cairo_save(cr)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
