import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation
import DynamicsRenderFolder

/// `UIVisualEffectView`'s blur: what the frame holds under the view, blurred, saturated and tinted.
extension Renderer {
    /// Draws the blur material under `bounds` (the effect view's presented bounds, in its bounds space), clipped to
    /// its rounded corners: the part of the frame recorded so far that lies under the view and 3σ around it,
    /// replayed into an image (edge pixels of the frame repeated beyond it), blurred, saturated, then the tint over
    /// it. Where `cr` does not draw into the frame (an offscreen surface), only the tint is drawn.
    func drawBackdrop(_ material: BlurMaterial, in bounds: CGRect, radius: CGFloat, curve: CALayerCornerCurve,
                      on cr: OpaquePointer) {
        cairo_save(cr)
        CairoPath.setRoundedRect(bounds, radius: radius, curve: curve, on: cr)
        cairo_clip(cr)
        if let frame = frameRecording, cairo_get_target(cr) == frame {
            paintBlurredBackdrop(of: frame, under: bounds, material: material, on: cr)
        }
        cairo_set_source_rgba(cr, material.tintWhite, material.tintWhite, material.tintWhite, material.tintAlpha)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func paintBlurredBackdrop(of frame: OpaquePointer, under bounds: CGRect, material: BlurMaterial,
                                      on cr: OpaquePointer) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let deviceScale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        let sigma = material.radius * deviceScale
        guard sigma.isFinite, deviceScale > 0 else { return }
        var xs: [Double] = [], ys: [Double] = []
        for corner in [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)] {
            var x = Double(corner.x), y = Double(corner.y)
            cairo_user_to_device(cr, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        let pad = (3 * sigma).rounded(.up)
        let minX = (xs.min()! - pad).rounded(.down), minY = (ys.min()! - pad).rounded(.down)
        let width = (xs.max()! + pad).rounded(.up) - minX, height = (ys.max()! + pad).rounded(.up) - minY
        guard width >= 1, height >= 1, width.isFinite, height.isFinite, PixelLimits.allows(width: width, height: height),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        // Parked rather than destroyed: the frame being recorded reads it.
        defer { RecordedSurfaces.release(surface) }
        let capture = cairo_create(surface)!
        cairo_set_source_surface(capture, frame, -minX, -minY)
        cairo_pattern_set_extend(cairo_get_source(capture), CAIRO_EXTEND_PAD)
        cairo_paint(capture)
        cairo_destroy(capture)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            backdropBlur.apply(data, width: Int(width), height: Int(height),
                               stride: Int(cairo_image_surface_get_stride(surface)), sigma: Double(sigma),
                               saturation: Double(material.saturation))
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, minX, minY)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
