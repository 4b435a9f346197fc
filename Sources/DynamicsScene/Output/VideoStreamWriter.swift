import CFFmpeg

/// One video stream encoded by libavcodec and muxed by libavformat into a file, with the encoder set up as the
/// ffmpeg program sets it up for the same options (its thread count included), so the same frames give the same
/// stream.
///
/// Not thread-safe: one thread sends the frames and finishes.
final class VideoStreamWriter {
    /// The open encoder: its time base is the frames' `pts` unit.
    let encoder: UnsafeMutablePointer<AVCodecContext>
    /// Packets muxed so far.
    private(set) var packetsWritten = 0
    private var output: UnsafeMutablePointer<AVFormatContext>?
    private let stream: UnsafeMutablePointer<AVStream>
    private var packet: UnsafeMutablePointer<AVPacket>?

    /// Opens `path` for writing and starts the stream: frames of `width` × `height` pixels whose `pts` count
    /// `timeBase`s, at `frameRate`.
    init(path: String, settings: VideoCodecSettings, width: Int, height: Int, timeBase: AVRational,
         frameRate: AVRational) throws {
        LibAV.silenced
        guard let codec = avcodec_find_encoder_by_name(settings.codec) else {
            throw VideoEncoderError.encodingFailed("this FFmpeg has no \(settings.codec) encoder")
        }
        guard let encoder = avcodec_alloc_context3(codec), let packet = av_packet_alloc() else {
            throw VideoEncoderError.encodingFailed("out of memory")
        }
        self.encoder = encoder
        self.packet = packet
        try LibAV.check(avformat_alloc_output_context2(&output, nil, settings.muxer, path),
                        "cannot start a \(settings.muxer) file")
        guard let output, let stream = avformat_new_stream(output, nil) else {
            throw VideoEncoderError.encodingFailed("cannot add a video stream")
        }
        self.stream = stream
        encoder.pointee.width = Int32(width)
        encoder.pointee.height = Int32(height)
        encoder.pointee.pix_fmt = try LibAV.pixelFormat(settings.pixelFormat)
        encoder.pointee.time_base = timeBase
        encoder.pointee.framerate = frameRate
        if output.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            encoder.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        // The ffmpeg program's default: as many threads as the encoder picks for this machine.
        var options = LibAV.dictionary([("threads", "auto")] + settings.codecOptions)
        try LibAV.check(avcodec_open2(encoder, codec, &options), "cannot open the \(settings.codec) encoder")
        try LibAV.expectAllUsed(&options, by: settings.codec)
        stream.pointee.time_base = timeBase
        try LibAV.check(avcodec_parameters_from_context(stream.pointee.codecpar, encoder), "cannot describe the stream")
        try LibAV.check(avio_open(&output.pointee.pb, path, AVIO_FLAG_WRITE), "cannot create \(path)")
        var muxerOptions = LibAV.dictionary(settings.muxerOptions)
        try LibAV.check(avformat_write_header(output, &muxerOptions), "cannot write the \(settings.muxer) header")
        try LibAV.expectAllUsed(&muxerOptions, by: "the \(settings.muxer) muxer")
    }

    deinit {
        if let output {
            if output.pointee.pb != nil { avio_closep(&output.pointee.pb) }
            avformat_free_context(output)
        }
        var encoder: UnsafeMutablePointer<AVCodecContext>? = encoder
        avcodec_free_context(&encoder)
        av_packet_free(&packet)
    }

    /// Encodes `frame` (nil: no more frames, flush the encoder) and muxes the packets it gives back.
    func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        try LibAV.check(avcodec_send_frame(encoder, frame), "the encoder refused a frame")
        while true {
            let received = avcodec_receive_packet(encoder, packet)
            if received == dynamics_averror_eagain() || received == dynamics_averror_eof() { return }
            try LibAV.check(received, "encoding failed")
            // Every frame lasts one time-base unit (the time base is one over the frame rate), as the ffmpeg program
            // says of a constant-rate stream; without it the mp4 muxer ends the edit list at the last frame's start
            // and players drop that frame.
            packet?.pointee.duration = 1
            av_packet_rescale_ts(packet, encoder.pointee.time_base, stream.pointee.time_base)
            packet?.pointee.stream_index = stream.pointee.index
            try LibAV.check(av_interleaved_write_frame(output, packet), "cannot write the video")
            packetsWritten += 1
        }
    }

    /// Flushes the encoder, writes the file's trailer and closes it. A full disk fails here, not silently.
    func finish() throws {
        try encode(nil)
        guard let output else { return }
        try LibAV.check(av_write_trailer(output), "cannot finish the video")
        try LibAV.check(avio_closep(&output.pointee.pb), "cannot finish the video")
    }
}
