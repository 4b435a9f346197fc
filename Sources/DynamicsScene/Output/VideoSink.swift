import Foundation
import DynamicsRender
import DynamicsAudio

/// The video: frames converted and encoded in this process (`VideoEncoder`) under a temporary name beside the
/// destination, the sound track muxed in by `finish`, renamed into place by `commit`; `discard` removes the
/// temporary file.
@MainActor final class VideoSink: FrameSink {
    private let path: String
    private let fps: Int
    private let transparent: Bool
    private let quality: VideoQuality
    private let threaded: Bool
    private var encoder: VideoEncoder?
    private var queue: FrameWorkQueue<(image: Image, repeatsPrevious: Bool), Void>?
    private var committed = false

    /// Which encoder wrote the video (`VideoEncoder.encoderDescription`); nil before the first frame.
    var encoderDescription: String? { encoder?.encoderDescription }

    /// Encodes `plan`'s frames into `path`.
    init(path: String, plan: RenderPlan) {
        self.path = path
        fps = plan.options.fps
        transparent = plan.options.transparent
        quality = plan.options.videoQuality
        threaded = plan.options.encoderThreads > 0
    }

    func need(ofFrame index: Int) -> FramePixelsNeed { .pixels }

    func receive(_ frame: DrawnFrame) throws {
        let encoder = try self.encoder ?? start(width: frame.image.width, height: frame.image.height)
        if let queue {
            try queue.submit(index: frame.index, input: (frame.image, frame.repeatsPrevious))
            _ = try queue.takeInOrder()
        } else {
            try Self.send(frame.image, repeatsPrevious: frame.repeatsPrevious, to: encoder)
        }
    }

    func finish(sound: AudioMix?) throws {
        _ = try queue?.finish()
        try encoder?.complete(audio: sound)
    }

    func commit() throws {
        try encoder?.moveIntoPlace()
        committed = true
    }

    func discard() {
        _ = try? queue?.finish()
        if !committed { encoder?.cancel() }
    }

    private func start(width: Int, height: Int) throws -> VideoEncoder {
        let encoder = try VideoEncoder(path: path, width: width, height: height, fps: fps, transparent: transparent,
                                       quality: quality)
        self.encoder = encoder
        if threaded {
            // One worker keeps the frames in order and converts them while the next frame is drawn.
            queue = FrameWorkQueue(name: "video", workers: 1, capacity: 2) { _, frame in
                try Self.send(frame.image, repeatsPrevious: frame.repeatsPrevious, to: encoder)
            }
        }
        return encoder
    }

    nonisolated private static func send(_ image: Image, repeatsPrevious: Bool, to video: VideoEncoder) throws {
        try image.bytes.withUnsafeBufferPointer { pixels in
            try video.append(premultipliedBGRA: pixels, bytesPerRow: image.stride, isOpaque: image.isOpaque,
                             repeatsPrevious: repeatsPrevious)
        }
    }
}
