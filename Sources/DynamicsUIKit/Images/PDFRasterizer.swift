import CPoppler
import Foundation

/// A PDF's first page drawn into pixels by Poppler through Cairo: what Xcode's asset compiler does with a vector
/// image set at build time, drawing the page at each screen scale (the page's size in PDF units is the image's
/// size in points, as in UIKit).
enum PDFRasterizer {
    /// The largest side drawn, in pixels, so a page of absurd size cannot exhaust memory.
    static let maximumSide = 8192

    /// The first page of the PDF in `data` drawn at `scale` pixels per point; nil when the data is not a PDF with a
    /// page of finite, positive size.
    static func bitmap(of data: Data, scale: CGFloat) -> (bitmap: UIImage.Bitmap, size: CGSize)? {
        guard scale > 0, scale.isFinite, !data.isEmpty else { return nil }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        let pixelWidth = Int((width * Double(scale)).rounded()), pixelHeight = Int((height * Double(scale)).rounded())
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= maximumSide, pixelHeight <= maximumSide else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else { return nil }
        cairo_scale(context, Double(pixelWidth) / width, Double(pixelHeight) / height)
        poppler_page_render(page, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        // Cairo's ARGB32 is premultiplied and native-endian: B, G, R, A in memory, the bitmap's own layout.
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        var packed = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        packed.withUnsafeMutableBytes { target in
            for row in 0..<pixelHeight {
                memcpy(target.baseAddress! + row * pixelWidth * 4, pixels + row * stride, pixelWidth * 4)
            }
        }
        guard let bitmap = UIImage.Bitmap(width: pixelWidth, height: pixelHeight, bytes: packed, isOpaque: false) else { return nil }
        return (bitmap, CGSize(width: width, height: height))
    }
}
