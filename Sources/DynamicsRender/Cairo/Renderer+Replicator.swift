import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// The copies a `CAReplicatorLayer` draws of its sublayers.
extension Renderer {
    /// Draws `replicator`'s instances in order, later ones on top: instance *i* places the sublayers under the
    /// instance transform applied *i* times (about the anchor point), reads their animations `i × instanceDelay`
    /// seconds earlier and multiplies them by the instance colour. `drawSublayers` draws every sublayer on the context
    /// and under the extra placement it is given (nil for none).
    func drawInstances(of replicator: CAReplicatorLayer, state: LayerPresentation, sublayer: CATransform3D?,
                       on cr: OpaquePointer, drawSublayers: (OpaquePointer, CATransform3D?) -> Void) {
        let bounds = state.bounds
        let anchor = CGPoint(x: bounds.minX + state.anchorPoint.x * bounds.width,
                             y: bounds.minY + state.anchorPoint.y * bounds.height)
        let step = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), replicator.instanceTransform),
            CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        var cumulative = CATransform3DIdentity
        let savedOffset = timeOffset
        defer { timeOffset = savedOffset }
        for index in 0..<max(replicator.instanceCount, 0) {
            defer { cumulative = CATransform3DConcat(cumulative, step) }
            var placement = sublayer
            if index > 0 { placement = sublayer.map { CATransform3DConcat(cumulative, $0) } ?? cumulative }
            timeOffset = savedOffset + Double(index) * replicator.instanceDelay
            let tint = replicator.instanceTint(index)
            guard tint.alpha > 0 else { continue }
            if tint.red == 1, tint.green == 1, tint.blue == 1, tint.alpha == 1 {
                drawSublayers(cr, placement)
                continue
            }
            // The tint multiplies pixels, so the instance is drawn into an image of the device pixels it covers
            // (frames are recorded, and a recording's groups have no pixels to multiply).
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            let toDevice = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy,
                                             tx: matrix.x0, ty: matrix.y0)
            let canvas = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
            let covered = instanceCoverage(of: replicator.view, placement: placement)?.applying(toDevice) ?? canvas
            let box = covered.intersection(canvas)
            guard !box.isNull, box.width >= 1, box.height >= 1 else { continue }
            let x0 = box.minX.rounded(.down), y0 = box.minY.rounded(.down)
            let width = Int((box.maxX - x0).rounded(.up)), height = Int((box.maxY - y0).rounded(.up))
            guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                  cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { continue }
            let offscreen = cairo_create(image)!
            cairo_set_font_options(offscreen, fontOptions)
            var shifted = matrix
            shifted.x0 -= x0
            shifted.y0 -= y0
            cairo_set_matrix(offscreen, &shifted)
            drawSublayers(offscreen, placement)
            cairo_destroy(offscreen)
            Renderer.multiply(image, by: tint)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, image, x0, y0)
            cairo_paint(cr)
            cairo_restore(cr)
            // The frame being recorded reads it: parked, not destroyed (see RecordedSurfaces).
            RecordedSurfaces.release(image)
        }
    }

    /// The box, in the replicator's bounds coordinates, that its sublayers cover under `placement`; nil when unknown.
    private func instanceCoverage(of view: UIView, placement: CATransform3D?) -> CGRect? {
        var result: CGRect?
        for subview in view.subviews where !subview.isHidden {
            let subState = LayerPresentation(view: subview, timeOffset: timeOffset)
            guard let rect = Renderer.coverage(of: subview, state: subState),
                  let box = Renderer.projectedBox(of: rect, by: Renderer.placement3D(of: subState, sublayer: placement))
            else { return nil }
            result = result.map { $0.union(box) } ?? box
        }
        return result
    }

    /// Multiplies every pixel of an image surface (premultiplied BGRA) by the colour: each colour channel by its component
    /// and the alpha, the alpha by the alpha.
    private static func multiply(_ surface: OpaquePointer,
                                 by tint: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Fixed-point factors (× 65536) keep the loop cheap in debug builds.
        let blue = UInt32(tint.blue * tint.alpha * 65536), green = UInt32(tint.green * tint.alpha * 65536)
        let red = UInt32(tint.red * tint.alpha * 65536), alpha = UInt32(tint.alpha * 65536)
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let pixel = row + x * 4
                guard pixel[3] != 0 else { continue }
                pixel[0] = UInt8((UInt32(pixel[0]) * blue + 32768) >> 16)
                pixel[1] = UInt8((UInt32(pixel[1]) * green + 32768) >> 16)
                pixel[2] = UInt8((UInt32(pixel[2]) * red + 32768) >> 16)
                pixel[3] = UInt8((UInt32(pixel[3]) * alpha + 32768) >> 16)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
