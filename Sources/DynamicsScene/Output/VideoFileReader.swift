import CFFmpeg

/// Reads back what a finished video file holds, through libavformat (no decoding).
enum VideoFileReader {
    /// The number of packets (frames) of the file's first video stream, or nil when the file cannot be read.
    static func videoPacketCount(atPath path: String) -> Int? {
        var input: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_open_input(&input, path, nil, nil) >= 0, let opened = input else { return nil }
        defer { avformat_close_input(&input) }
        let streams = UnsafeBufferPointer(start: opened.pointee.streams, count: Int(opened.pointee.nb_streams))
        guard let video = streams.firstIndex(where: { $0?.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO })
        else { return nil }
        var packet = av_packet_alloc()
        defer { av_packet_free(&packet) }
        var count = 0
        while true {
            let read = av_read_frame(opened, packet)
            if read == dynamics_averror_eof() { return count }
            guard read >= 0 else { return nil }
            if packet?.pointee.stream_index == Int32(video) { count += 1 }
            av_packet_unref(packet)
        }
    }
}
