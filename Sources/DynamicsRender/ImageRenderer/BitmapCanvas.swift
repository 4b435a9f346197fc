import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// A Cairo image surface `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContextWithOptions` draw into: `bounds`
/// in points, `scale` pixels per point, y down, and the graphics context UIKit-style calls reach while it is current.
///
/// Its pixels leave it only as copies (`bitmap()`), so the surface is never part of a recorded frame and is
/// destroyed directly with the canvas.
final class BitmapCanvas {
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: CGFloat
    let isOpaque: Bool
    let graphics: CairoGraphicsContext
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let fontOptions: OpaquePointer

    /// A canvas of `bounds` at `scale`, transparent (opaque: black, as an opaque bitmap context starts); nil when
    /// the size has no pixels, is over `PixelLimits` or Cairo cannot allocate it.
    init?(bounds: CGRect, scale: CGFloat, opaque: Bool) {
        guard bounds.minX.isFinite, bounds.minY.isFinite,
              let size = try? Renderer.pixelSize(of: bounds.size, scale: scale),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        pixelWidth = size.width
        pixelHeight = size.height
        self.scale = scale
        isOpaque = opaque
        self.surface = surface
        self.cr = cr
        if opaque {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
        }
        // The same unhinted text as the renderer's, so a string measures and draws alike in both.
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, fontOptions)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -bounds.minX, -bounds.minY)
        graphics = CairoGraphicsContext(cr: cr, images: ImageSurfaceCache())
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        cairo_font_options_destroy(fontOptions)
    }

    /// A copy of the pixels drawn so far.
    func bitmap() -> UIImage.Bitmap {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let rowBytes = pixelWidth * 4
        var bytes = [UInt8](repeating: 0, count: rowBytes * pixelHeight)
        bytes.withUnsafeMutableBufferPointer { target in
            for y in 0..<pixelHeight {
                (target.baseAddress! + y * rowBytes).update(from: data + y * stride, count: rowBytes)
            }
        }
        return UIImage.Bitmap(width: pixelWidth, height: pixelHeight, bytes: bytes, isOpaque: isOpaque)!
    }

    /// The pixels drawn so far as an image of `scale` pixels per point.
    func image() -> UIImage { UIImage(bitmap: bitmap(), scale: scale) }
}

extension Image {
    /// The renderer's form of a bitmap's pixels.
    init(_ bitmap: UIImage.Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height, stride: bitmap.width * 4, bytes: bitmap.bytes,
                  isOpaque: bitmap.isOpaque)
    }
}
