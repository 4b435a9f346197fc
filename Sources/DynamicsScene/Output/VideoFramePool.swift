import CFFmpeg

/// Frames of one pixel format and size whose pixels live in buffers reused from a pool: a buffer goes back to the
/// pool when the last frame referring to it is freed (the encoder's copy included), so a long video touches a few
/// frames' worth of memory instead of fresh zeroed pages for every frame.
final class VideoFramePool {
    /// Pixel format, width and height of every frame.
    let format: AVPixelFormat, width: Int, height: Int
    /// Row alignment of the planes, in bytes (1: planes packed with no padding).
    private let alignment: Int32
    private var pool: OpaquePointer?

    init(format: AVPixelFormat, width: Int, height: Int, alignment: Int32) throws {
        self.format = format
        self.width = width
        self.height = height
        self.alignment = alignment
        let size = try LibAV.check(av_image_get_buffer_size(format, Int32(width), Int32(height), alignment),
                                   "frames of \(width)×\(height) pixels are too large")
        // Over-allocated by 64 bytes: SIMD code may read one vector past the last pixel.
        pool = av_buffer_pool_init(Int(size) + 64, nil)
        guard pool != nil else { throw VideoEncoderError.encodingFailed("out of memory") }
    }

    deinit {
        // Buffers still held by frames stay valid; the pool goes once they return.
        av_buffer_pool_uninit(&pool)
    }

    /// A frame whose planes are in a buffer from the pool, holding whatever pixels were there before. The caller
    /// frees it with `av_frame_free`.
    func makeFrame() throws -> UnsafeMutablePointer<AVFrame> {
        guard let frame = av_frame_alloc() else { throw VideoEncoderError.encodingFailed("out of memory") }
        guard let buffer = av_buffer_pool_get(pool) else {
            var failed: UnsafeMutablePointer<AVFrame>? = frame
            av_frame_free(&failed)
            throw VideoEncoderError.encodingFailed("out of memory")
        }
        frame.pointee.format = format.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.buf.0 = buffer
        withUnsafeMutablePointer(to: &frame.pointee.data) { data in
            withUnsafeMutablePointer(to: &frame.pointee.linesize) { linesize in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                    linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                        _ = av_image_fill_arrays(planes, strides, buffer.pointee.data, format, Int32(width),
                                                 Int32(height), alignment)
                    }
                }
            }
        }
        return frame
    }
}
