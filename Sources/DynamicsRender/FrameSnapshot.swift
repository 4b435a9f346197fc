import CCairo
import Foundation

/// One frame as it was on screen, recorded on the main actor and turned into pixels later on any thread: the
/// render tree's drawing commands (geometry, paths, gradients, text glyphs, backing stores and images) with nothing
/// left pointing at the views, the way iOS hands a committed layer tree to its render server.
///
/// Made by `Renderer.record(_:scale:transparent:background:)`. Rasterising is deterministic: the same snapshot gives
/// the same bytes on every thread and every run, and the same bytes as `Renderer.render` of that frame.
public final class FrameSnapshot: @unchecked Sendable {
    /// Width of the frame in pixels.
    public let width: Int
    /// Height of the frame in pixels.
    public let height: Int
    /// Whether the frame was recorded on an opaque canvas (false for a transparent render).
    public let isOpaque: Bool
    /// The finished recording surface; only read after `init` (Cairo's replay does not change it).
    private let recording: OpaquePointer
    private let id: UInt64

    init(recording: OpaquePointer, id: UInt64, width: Int, height: Int, isOpaque: Bool) {
        self.recording = recording
        self.id = id
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
    }

    deinit {
        // Destroyed by the recording thread's next drain, never here: see `RecordedSurfaces`.
        RecordedSurfaces.finishSnapshot(id, surface: recording)
    }

    /// The frame's pixels: premultiplied BGRA as `Renderer.render` returns them.
    public func rasterize() throws(RenderError) -> Image {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        var failure: RenderError?
        let bytes = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, initializedCount in
            guard let surface = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_ARGB32,
                                                                    Int32(width), Int32(height), Int32(stride)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                failure = RenderError(description: "cannot allocate a \(width)×\(height) px surface")
                return
            }
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            // SOURCE writes every byte, transparent ones included, so the uninitialised storage needs no clear.
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, recording, 0, 0)
            cairo_paint(cr)
            let status = cairo_status(cr)
            if status != CAIRO_STATUS_SUCCESS {
                failure = RenderError(description: "drawing failed: \(String(cString: cairo_status_to_string(status)))")
            }
            cairo_surface_flush(surface)
            initializedCount = stride * height
        }
        if let failure { throw failure }
        return Image(width: width, height: height, stride: stride, bytes: bytes, isOpaque: isOpaque)
    }
}
