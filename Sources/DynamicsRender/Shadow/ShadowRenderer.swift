import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// Draws CALayer-style drop shadows: the shadow shape is drawn into an 8-bit alpha surface, blurred with
/// σ = shadowRadius / 2 (Core Animation's radius-to-Gaussian relation), and painted in the shadow colour at the
/// offset. Wide blurs are computed at a reduced resolution (σ stays ≥ 2.5 mask pixels, so the result is smooth)
/// and enlarged bilinearly, which keeps a 10-point shadow at 2× around a millisecond. The offset is rounded to whole
/// device pixels (invisible under a blur) so the mask composites on Cairo's fast unscaled path. Buffers are reused
/// between shadows and frames, and a shadow whose unblurred shape is unchanged reuses its finished mask.
@MainActor final class ShadowRenderer {
    private var buffer = ScratchBuffer<UInt8>()
    private var blur = BoxBlur()
    private var upsampler = Upsampler()
    private var masks = ShadowMaskCache()

    isolated deinit {
        buffer.deallocate()
        blur.deallocate()
        upsampler.deallocate()
    }

    /// Draws the shadow of a layer whose user space is `cr`'s current space.
    ///
    /// - Parameters:
    ///   - opacity: the presented shadow opacity (animations may change the layer's).
    ///   - extents: the shape's extent in user space (the shadow covers at most this plus the blur).
    ///   - canvas: the device rectangle that can show anything (the output image).
    ///   - drawShape: draws the shape (any colour; only coverage counts) into the given context, whose user space
    ///     is the same as `cr`'s.
    func drawShadow(of layer: CALayer, opacity: CGFloat, extents: CGRect, canvas: CGRect, on cr: OpaquePointer,
                    drawShape: (OpaquePointer) -> Void) {
        guard let color = layer.shadowColor, opacity > 0, !extents.isEmpty else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let toDevice = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        // A non-finite or absurd radius (beyond any screen) draws no shadow rather than overflowing the blur's sizes.
        let sigma = Double(max(layer.shadowRadius, 0) / 2 * deviceScale)
        guard sigma.isFinite, sigma <= 4096 else { return }
        let offset = CGPoint(
            x: (layer.shadowOffset.width * matrix.xx + layer.shadowOffset.height * matrix.xy).rounded(),
            y: (layer.shadowOffset.width * matrix.yx + layer.shadowOffset.height * matrix.yy).rounded())
        let margin = (3 * sigma).rounded(.up) + 2
        let visible = canvas.offsetBy(dx: -offset.x, dy: -offset.y)
        let region = extents.applying(toDevice).insetBy(dx: -margin, dy: -margin).intersection(visible)
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return }

        let reduction = Int(min(max((sigma / 2.5).rounded(.down), 1), 8))
        let x0 = region.minX.rounded(.down), y0 = region.minY.rounded(.down)
        let fullWidth = Int((region.maxX - x0).rounded(.up)), fullHeight = Int((region.maxY - y0).rounded(.up))
        let width = (fullWidth + reduction - 1) / reduction + 1
        let height = (fullHeight + reduction - 1) / reduction + 1
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        let pixels = buffer.reserve(stride * height)
        pixels.update(repeating: 0, count: stride * height)
        guard let shape = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride))
        else { return }
        let shapeContext = cairo_create(shape)!
        let factor = CGFloat(reduction)
        var reduced = cairo_matrix_t(
            xx: matrix.xx / factor, yx: matrix.yx / factor, xy: matrix.xy / factor, yy: matrix.yy / factor,
            x0: (matrix.x0 - x0) / factor, y0: (matrix.y0 - y0) / factor)
        cairo_set_matrix(shapeContext, &reduced)
        drawShape(shapeContext)
        cairo_destroy(shapeContext)
        cairo_surface_flush(shape)
        cairo_surface_destroy(shape)

        let enlarged = reduction > 1
        let key = ShadowMaskCache.Key(
            width: width, height: height, stride: stride, sigma: sigma, reduction: reduction,
            maskWidth: enlarged ? fullWidth : width, maskHeight: enlarged ? fullHeight : height,
            maskStride: enlarged ? Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(fullWidth))) : stride)
        let shapeBytes = UnsafeBufferPointer(start: pixels, count: stride * height)
        let entry: ShadowMaskCache.Entry
        if let cached = masks.mask(for: key, shape: shapeBytes) {
            entry = cached
        } else {
            entry = masks.store(key, shape: shapeBytes)
            blur.blur(pixels, width: width, height: height, stride: stride, sigma: sigma / Double(reduction))
            var maskPixels = UnsafePointer(pixels)
            if enlarged {
                maskPixels = UnsafePointer(upsampler.upsample(
                    pixels, width: width, height: height, stride: stride, factor: reduction,
                    targetWidth: key.maskStride, targetHeight: fullHeight))
            }
            entry.mask = ShadowRenderer.surface(copying: maskPixels, width: key.maskWidth, height: key.maskHeight,
                                                stride: key.maskStride)
        }
        guard let mask = entry.mask else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        CairoPath.setColor(color, opacity: min(max(opacity, 0), 1), on: cr)
        cairo_mask_surface(cr, mask, x0 + offset.x, y0 + offset.y)
        cairo_restore(cr)
    }

    /// A new A8 surface holding a copy of `height` rows of `pixels`; nil when Cairo cannot allocate it.
    private static func surface(copying pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let surfaceStride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            (data + row * surfaceStride).update(from: pixels + row * stride, count: width)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
