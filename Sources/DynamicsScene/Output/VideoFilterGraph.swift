import CFFmpeg

/// A libavfilter graph with one input of drawn frames and one output for the encoder, as the ffmpeg program builds
/// it for `-filter_complex` over a raw video input: the GIF's retiming and palette.
///
/// Not thread-safe: one thread adds frames and takes them out.
final class VideoFilterGraph {
    private var graph: UnsafeMutablePointer<AVFilterGraph>?
    private var source: UnsafeMutablePointer<AVFilterContext>?
    private var sink: UnsafeMutablePointer<AVFilterContext>?

    /// The graph `description` (libavfilter's syntax) fed frames of `width` × `height` pixels in `pixelFormat`,
    /// `fps` a second (their `pts` count 1/fps seconds).
    init(_ description: String, width: Int, height: Int, pixelFormat: AVPixelFormat, fps: Int) throws {
        graph = avfilter_graph_alloc()
        guard let graph else { throw VideoEncoderError.encodingFailed("out of memory") }
        let input = "video_size=\(width)x\(height):pix_fmt=\(pixelFormat.rawValue):time_base=1/\(fps)"
            + ":pixel_aspect=0/1:frame_rate=\(fps)/1"
        try LibAV.check(avfilter_graph_create_filter(&source, avfilter_get_by_name("buffer"), "in", input, nil, graph),
                        "cannot start the filter graph")
        try LibAV.check(avfilter_graph_create_filter(&sink, avfilter_get_by_name("buffersink"), "out", nil, nil, graph),
                        "cannot start the filter graph")
        // The graph's open input is fed by the source and its open output feeds the sink.
        var outputs = avfilter_inout_alloc(), inputs = avfilter_inout_alloc()
        defer {
            avfilter_inout_free(&outputs)
            avfilter_inout_free(&inputs)
        }
        guard let open = outputs, let close = inputs else { throw VideoEncoderError.encodingFailed("out of memory") }
        open.pointee.name = av_strdup("in")
        open.pointee.filter_ctx = source
        close.pointee.name = av_strdup("out")
        close.pointee.filter_ctx = sink
        // Takes over what it links into the graph, leaving the rest to the frees above.
        try LibAV.check(avfilter_graph_parse_ptr(graph, description, &inputs, &outputs, nil),
                        "bad filter graph '\(description)'")
        try LibAV.check(avfilter_graph_config(graph, nil), "cannot set up the filter graph '\(description)'")
    }

    deinit {
        avfilter_graph_free(&graph)
    }

    /// Time base of the `pts` of the frames the graph gives.
    var outputTimeBase: AVRational { av_buffersink_get_time_base(sink) }
    /// Frame rate of the frames the graph gives.
    var outputFrameRate: AVRational { av_buffersink_get_frame_rate(sink) }

    /// Feeds `frame`, keeping the caller's reference.
    func add(_ frame: UnsafeMutablePointer<AVFrame>) throws {
        try LibAV.check(av_buffersrc_add_frame_flags(source, frame, Int32(AV_BUFFERSRC_FLAG_KEEP_REF)),
                        "the filter graph refused a frame")
    }

    /// Ends the input at `endTime` (in the input's 1/fps units: where the last frame ends, as the ffmpeg program
    /// says it), so the retiming knows how long the last frame lasts.
    func close(at endTime: Int64) throws {
        try LibAV.check(av_buffersrc_close(source, endTime, UInt32(AV_BUFFERSRC_FLAG_PUSH)), "cannot end the filter graph")
    }

    /// Hands every frame the graph has ready to `body`, in order.
    func drain(_ body: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws {
        var frame = av_frame_alloc()
        defer { av_frame_free(&frame) }
        guard let frame else { throw VideoEncoderError.encodingFailed("out of memory") }
        while true {
            let received = av_buffersink_get_frame(sink, frame)
            if received == dynamics_averror_eagain() || received == dynamics_averror_eof() { return }
            try LibAV.check(received, "filtering failed")
            defer { av_frame_unref(frame) }
            try body(frame)
        }
    }
}
