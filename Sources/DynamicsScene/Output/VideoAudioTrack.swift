import CFFmpeg
import DynamicsAudio
import Foundation

/// Adds a scene's sound track to a finished video file: AAC in mp4 and mov, Opus in WebM (GIFs have no sound).
///
/// The frames are encoded while the scene runs, but the sound is known only once it has run (a sound played at the
/// last tick belongs to the track too), so the track is muxed in afterwards, in this process: the video's packets
/// are copied as they are into a new file beside the encoded mix. A scene that played nothing never comes here, so
/// its video is exactly what the frames made.
enum VideoAudioTrack {
    /// libavcodec's audio encoder, its sample format and bit rate for `format`; nil when the format carries no sound.
    private static func encoder(for format: VideoFormat) -> (codec: String, sampleFormat: AVSampleFormat, bitRate: Int64)? {
        switch format {
        case .mp4, .mov: ("aac", AV_SAMPLE_FMT_FLTP, 192_000)
        case .webm: ("libopus", AV_SAMPLE_FMT_FLT, 160_000)
        case .gif: nil
        }
    }

    /// Replaces the video at `videoPath` (a temporary file named after `destination`) with the same video plus
    /// `mix` as its audio track. The file it writes on the way is a temporary name that `RenderLeftovers`
    /// recognises (`.NAME.audio.partial-PID`), removed whatever happens.
    static func add(_ mix: AudioMix, toVideoAt videoPath: String, destination: String, format: VideoFormat) throws {
        guard let audio = encoder(for: format) else { return }
        let url = URL(fileURLWithPath: destination)
        let pid = ProcessInfo.processInfo.processIdentifier
        let muxedPath = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).audio.partial-\(pid)").path
        defer { unlink(muxedPath) }
        try AudioMuxing(video: videoPath, output: muxedPath, muxer: format.rawValue, audio: audio, format: format)
            .run(mix)
        guard rename(muxedPath, videoPath) == 0 else {
            throw VideoEncoderError.encodingFailed("cannot move the video with sound into place: "
                + String(cString: strerror(errno)))
        }
    }
}

/// One run of copying a video stream and encoding a sound track beside it into a new file.
private final class AudioMuxing {
    private var input: UnsafeMutablePointer<AVFormatContext>?
    private var output: UnsafeMutablePointer<AVFormatContext>?
    private var encoder: UnsafeMutablePointer<AVCodecContext>?
    private var packet = av_packet_alloc()
    private let videoIndex: Int32
    private let videoStream: UnsafeMutablePointer<AVStream>
    private let audioStream: UnsafeMutablePointer<AVStream>
    private let sampleFormat: AVSampleFormat

    init(video: String, output path: String, muxer: String,
         audio: (codec: String, sampleFormat: AVSampleFormat, bitRate: Int64), format: VideoFormat) throws {
        sampleFormat = audio.sampleFormat
        try LibAV.check(avformat_open_input(&input, video, nil, nil), "cannot read back the video")
        guard let input else { throw VideoEncoderError.encodingFailed("cannot read back the video") }
        let streams = UnsafeBufferPointer(start: input.pointee.streams, count: Int(input.pointee.nb_streams))
        guard let index = streams.firstIndex(where: { $0?.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO }),
              let source = streams[index] else {
            throw VideoEncoderError.encodingFailed("the video it wrote has no video stream")
        }
        videoIndex = Int32(index)
        try LibAV.check(avformat_alloc_output_context2(&output, nil, muxer, path), "cannot start a \(muxer) file")
        guard let output, let videoStream = avformat_new_stream(output, nil),
              let audioStream = avformat_new_stream(output, nil) else {
            throw VideoEncoderError.encodingFailed("cannot add the streams")
        }
        self.videoStream = videoStream
        self.audioStream = audioStream
        try LibAV.check(avcodec_parameters_copy(videoStream.pointee.codecpar, source.pointee.codecpar),
                        "cannot copy the video stream")
        videoStream.pointee.codecpar.pointee.codec_tag = 0
        videoStream.pointee.time_base = source.pointee.time_base

        guard let codec = avcodec_find_encoder_by_name(audio.codec) else {
            throw VideoEncoderError.encodingFailed("this FFmpeg has no \(audio.codec) encoder")
        }
        encoder = avcodec_alloc_context3(codec)
        guard let encoder else { throw VideoEncoderError.encodingFailed("out of memory") }
        encoder.pointee.sample_rate = Int32(AudioMix.sampleRate)
        av_channel_layout_default(&encoder.pointee.ch_layout, 2)
        encoder.pointee.sample_fmt = audio.sampleFormat
        encoder.pointee.bit_rate = audio.bitRate
        encoder.pointee.time_base = AVRational(num: 1, den: Int32(AudioMix.sampleRate))
        if output.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            encoder.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        try LibAV.check(avcodec_open2(encoder, codec, nil), "cannot open the \(audio.codec) encoder")
        try LibAV.check(avcodec_parameters_from_context(audioStream.pointee.codecpar, encoder),
                        "cannot describe the sound track")
        audioStream.pointee.time_base = encoder.pointee.time_base
        try LibAV.check(avio_open(&output.pointee.pb, path, AVIO_FLAG_WRITE), "cannot create \(path)")
        var options = LibAV.dictionary(format == .mp4 ? [("movflags", "+faststart")] : [])
        try LibAV.check(avformat_write_header(output, &options), "cannot write the \(muxer) header")
        try LibAV.expectAllUsed(&options, by: "the \(muxer) muxer")
    }

    deinit {
        avformat_close_input(&input)
        if let output {
            if output.pointee.pb != nil { avio_closep(&output.pointee.pb) }
            avformat_free_context(output)
        }
        avcodec_free_context(&encoder)
        av_packet_free(&packet)
    }

    /// Encodes `mix` (interleaved stereo floats) frame by frame, copies the video's packets, and closes the file.
    func run(_ mix: AudioMix) throws {
        guard let encoder else { return }
        let frameSize = max(1, Int(encoder.pointee.frame_size))
        var frame = av_frame_alloc()
        defer { av_frame_free(&frame) }
        guard let frame else { throw VideoEncoderError.encodingFailed("out of memory") }
        var start = 0
        while start < mix.frameCount {
            // The last frame may be shorter: both encoders take a short last frame.
            let count = min(frameSize, mix.frameCount - start)
            frame.pointee.nb_samples = Int32(count)
            frame.pointee.format = sampleFormat.rawValue
            frame.pointee.sample_rate = encoder.pointee.sample_rate
            try LibAV.check(av_channel_layout_copy(&frame.pointee.ch_layout, &encoder.pointee.ch_layout),
                            "cannot describe the sound")
            try LibAV.check(av_frame_get_buffer(frame, 0), "out of memory for the sound")
            mix.samples.withUnsafeBufferPointer { samples in
                let interleaved = samples.baseAddress! + start * 2
                if sampleFormat == AV_SAMPLE_FMT_FLTP {
                    let left = UnsafeMutableRawPointer(frame.pointee.data.0!).assumingMemoryBound(to: Float.self)
                    let right = UnsafeMutableRawPointer(frame.pointee.data.1!).assumingMemoryBound(to: Float.self)
                    for index in 0..<count {
                        left[index] = interleaved[2 * index]
                        right[index] = interleaved[2 * index + 1]
                    }
                } else {
                    UnsafeMutableRawPointer(frame.pointee.data.0!)
                        .copyMemory(from: interleaved, byteCount: count * 2 * MemoryLayout<Float>.size)
                }
            }
            frame.pointee.pts = Int64(start)
            try encode(frame)
            av_frame_unref(frame)
            start += count
        }
        try encode(nil)
        while true {
            let read = av_read_frame(input, packet)
            if read == dynamics_averror_eof() { break }
            try LibAV.check(read, "cannot read back the video")
            guard packet?.pointee.stream_index == videoIndex, let stream = input?.pointee.streams[Int(videoIndex)] else {
                av_packet_unref(packet)
                continue
            }
            av_packet_rescale_ts(packet, stream.pointee.time_base, videoStream.pointee.time_base)
            packet?.pointee.stream_index = videoStream.pointee.index
            packet?.pointee.pos = -1
            try LibAV.check(av_interleaved_write_frame(output, packet), "cannot write the video with sound")
        }
        try LibAV.check(av_write_trailer(output), "cannot finish the video with sound")
        try LibAV.check(avio_closep(&output!.pointee.pb), "cannot finish the video with sound")
    }

    /// Sends `frame` (nil: flush) to the audio encoder and muxes the packets it gives back.
    private func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        try LibAV.check(avcodec_send_frame(encoder, frame), "the sound encoder refused a frame")
        while true {
            let received = avcodec_receive_packet(encoder, packet)
            if received == dynamics_averror_eagain() || received == dynamics_averror_eof() { return }
            try LibAV.check(received, "encoding the sound failed")
            av_packet_rescale_ts(packet, encoder!.pointee.time_base, audioStream.pointee.time_base)
            packet?.pointee.stream_index = audioStream.pointee.index
            try LibAV.check(av_interleaved_write_frame(output, packet), "cannot write the sound")
        }
    }
}
