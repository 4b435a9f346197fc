import Foundation
import DynamicsRender
import DynamicsRenderFolder

/// Turns the frames of an existing render folder into a video, as `dynamics encode` does.
public enum RenderFolderVideo {
    /// Encodes the frames listed by `folder`'s manifest, in order and at its frame rate, into `videoPath` (whose
    /// extension picks the format). Every frame must be there with the SHA-256 the manifest lists, and the frames
    /// must be one unbroken run (stills taken at scattered times would play at the wrong speed). The video appears
    /// complete or not at all. Returns the number of frames encoded.
    @discardableResult
    public static func encode(folder: String, to videoPath: String, quality: VideoQuality = VideoQuality(),
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in })
        throws(SceneRenderer.Failure) -> Int {
        guard let manifest = RenderManifest.read(fromFolder: folder) else {
            throw .invalidInput("'\(folder)' is not a render folder (no readable \(RenderManifest.fileName))")
        }
        let frames = manifest.frames.sorted { $0.index < $1.index }
        guard let first = frames.first else { throw .invalidInput("'\(folder)' lists no frames") }
        if let gap = zip(frames, frames.dropFirst()).first(where: { $1.index != $0.index + 1 }) {
            throw .invalidInput("'\(folder)' has frames \(gap.0.index) and \(gap.1.index) but none between; "
                + "encode needs an unbroken run of frames")
        }
        guard let format = VideoFormat(path: videoPath) else {
            throw .invalidOption(.videoFormat(path: videoPath))
        }
        if let problem = quality.problem(for: format) { throw .invalidOption(.videoQuality(problem)) }
        var encoder: VideoEncoder?
        do {
            for (done, frame) in frames.enumerated() {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(frame.file).path
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw Failure.failed("frame \(frame.index) is missing: \(path)")
                }
                guard frame.fileHash.matches(data) else {
                    throw Failure.failed("\(path) is not the frame the manifest lists (its \(frame.fileHash.algorithm.rawValue) differs)")
                }
                let image = try PNGReader.read(data: data, name: path)
                if encoder == nil {
                    encoder = try VideoEncoder(path: videoPath, width: image.width, height: image.height,
                                               fps: manifest.fps, transparent: manifest.transparent,
                                               quality: quality)
                }
                guard image.width == encoder?.width, image.height == encoder?.height else {
                    throw Failure.failed("\(path) is \(image.width)×\(image.height) px, unlike frame \(first.index)")
                }
                try image.bytes.withUnsafeBufferPointer { pixels in
                    try encoder?.append(premultipliedBGRA: pixels, bytesPerRow: image.stride, isOpaque: image.isOpaque)
                }
                progress(done + 1, frames.count)
            }
            try encoder?.finish()
        } catch {
            encoder?.cancel()
            switch error {
            case let failure as Failure: throw failure
            case let error as VideoEncoderError: throw .failed(error.description)
            case let error as PNGError: throw .failed("cannot read \(error.description)")
            default: throw .failed("encoding failed: \(fileErrorReason(error))")
            }
        }
        return frames.count
    }

    private typealias Failure = SceneRenderer.Failure
}
