import CCairo
import DynamicsUI
import Foundation

/// Draws CALayer-style drop shadows: the shadow shape is drawn into an 8-bit alpha surface in device pixels,
/// blurred with σ = shadowRadius / 2 (Core Animation's radius-to-Gaussian relation), and painted in the shadow colour
/// at the offset. Buffers are reused between shadows and frames.
final class ShadowRenderer {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var blur = BoxBlur()

    init() {
        capacity = 64 * 1024
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
        blur.deallocate()
    }

    /// Draws the shadow of a layer whose user space is `cr`'s current space.
    ///
    /// - Parameters:
    ///   - extents: the shape's extent in user space (the shadow covers at most this plus the blur).
    ///   - canvas: the device rectangle that can show anything (the output image).
    ///   - drawShape: draws the shape (any colour; only coverage counts) into the given context, which has the
    ///     same user space.
    func drawShadow(of layer: CALayer, extents: CGRect, canvas: CGRect, on cr: OpaquePointer,
                    drawShape: (OpaquePointer) -> Void) {
        guard let color = layer.shadowColor, layer.shadowOpacity > 0, !extents.isEmpty else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let toDevice = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let sigma = Double(max(layer.shadowRadius, 0) / 2 * deviceScale)
        let offset = CGPoint(
            x: layer.shadowOffset.width * matrix.xx + layer.shadowOffset.height * matrix.xy,
            y: layer.shadowOffset.width * matrix.yx + layer.shadowOffset.height * matrix.yy)
        let margin = (3 * sigma).rounded(.up) + 2
        let visible = canvas.offsetBy(dx: -offset.x, dy: -offset.y)
        let region = extents.applying(toDevice).insetBy(dx: -margin, dy: -margin).intersection(visible)
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return }
        let x0 = region.minX.rounded(.down), y0 = region.minY.rounded(.down)
        let width = Int((region.maxX - x0).rounded(.up)), height = Int((region.maxY - y0).rounded(.up))
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        ensureCapacity(stride * height)
        buffer.update(repeating: 0, count: stride * height)
        guard let mask = cairo_image_surface_create_for_data(buffer, CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride))
        else { return }
        defer { cairo_surface_destroy(mask) }

        let shapeContext = cairo_create(mask)!
        var shifted = matrix
        shifted.x0 -= x0
        shifted.y0 -= y0
        cairo_set_matrix(shapeContext, &shifted)
        drawShape(shapeContext)
        cairo_destroy(shapeContext)
        cairo_surface_flush(mask)

        blur.blur(buffer, width: width, height: height, stride: stride, sigma: sigma)
        cairo_surface_mark_dirty(mask)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        CairoPath.setColor(color, opacity: CGFloat(min(max(layer.shadowOpacity, 0), 1)), on: cr)
        cairo_mask_surface(cr, mask, x0 + offset.x, y0 + offset.y)
        cairo_restore(cr)
    }

    private func ensureCapacity(_ count: Int) {
        guard count > capacity else { return }
        buffer.deallocate()
        capacity = count
        buffer = .allocate(capacity: capacity)
    }
}
