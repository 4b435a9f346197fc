import Foundation
import DynamicsRender
import DynamicsAudio
import DynamicsRenderFolder

/// The PNG sequence: every frame as `frame_NNNNN.png` in the render folder's staging folder, encoded on worker threads
/// while the next frame is drawn, and committed with its manifest by `RenderFolder` — the earlier render in the folder
/// stays whole until then, and `discard` removes the staging folder.
///
/// Still stretches are common in UI animation: a frame with the pixels of the frame before it is not encoded again,
/// its file is a copy of that frame's (same bytes, same hashes).
@MainActor final class PNGSequenceSink: FrameSink {
    private let folder: RenderFolder
    private var manifest: RenderManifest
    private let fps: Int
    private let framesToWrite: [Int]
    private let encode: FrameWorkQueue<Image, EncodedFrame>.Job
    private let queue: FrameWorkQueue<Image, EncodedFrame>?
    // What is kept of every encoded frame until the manifest is written: 72 bytes, reserved once. Outputs are taken
    // from the queue as they finish, so nothing else per frame outlives the frame.
    private var encoded: [EncodedFrame] = []
    // The frame whose file holds the last frame's pixels, and the frames to copy from such files.
    private var previousSource: Int?
    private var repeats: [(index: Int, source: Int)] = []
    /// The manifest written by `commit`.
    private(set) var written: RenderManifest?
    /// Frames PNG-encoded.
    var framesEncoded: Int { encoded.count }
    /// Frames written as copies of an identical frame before them.
    var framesRepeated: Int { repeats.count }

    /// Writes `plan`'s frames into `folder`, whose manifest will be `header` with the frames written.
    init(folder: RenderFolder, header: RenderManifest, plan: RenderPlan) {
        self.folder = folder
        manifest = header
        fps = plan.options.fps
        framesToWrite = plan.frames
        encode = Self.pngWriter(folder: folder.stagingPath, level: plan.options.compressionLevel)
        let threads = plan.options.encoderThreads
        queue = threads > 0 ? FrameWorkQueue(name: "png", workers: threads, job: encode) : nil
        encoded.reserveCapacity(plan.frames.count)
    }

    func need(ofFrame index: Int) -> FramePixelsNeed {
        folder.resumableFrames[index] == nil ? .pixels : .alreadyWritten
    }

    func receive(_ frame: DrawnFrame) throws {
        if folder.resumableFrames[frame.index] != nil {
            // Drawn for another sink only; its file is already there.
            previousSource = nil
        } else if frame.repeatsPrevious, let source = previousSource {
            repeats.append((frame.index, source))
        } else if let queue {
            try queue.submit(index: frame.index, input: frame.image)
            encoded += try queue.takeInOrder().map(\.output)
            previousSource = frame.index
        } else {
            encoded.append(try encode(frame.index, frame.image))
            previousSource = frame.index
        }
    }

    func finish(sound: AudioMix?) throws {
        encoded += try queue?.finish().map(\.output) ?? []
        let copies = try copyRepeats()
        let reused = framesToWrite.compactMap { folder.resumableFrames[$0] }
        manifest.frames = ((encoded + copies).map { $0.manifestFrame(fps: fps) } + reused).sorted { $0.index < $1.index }
        manifest.frameCount = manifest.frames.count
    }

    func commit() throws {
        written = try folder.commit(manifest)
    }

    func discard() {
        _ = try? queue?.finish()
        if written == nil { folder.discard() }
    }

    /// Writes each repeated frame as a copy of the encoded file it repeats (same bytes, same hashes).
    private func copyRepeats() throws -> [EncodedFrame] {
        let byIndex = Dictionary(uniqueKeysWithValues: encoded.map { ($0.index, $0) })
        let staging = URL(fileURLWithPath: folder.stagingPath)
        return try repeats.map { index, source in
            guard let original = byIndex[source] else { throw CocoaError(.fileNoSuchFile) }
            let bytes = try Data(contentsOf: staging.appendingPathComponent(RenderManifest.fileName(forFrame: source)))
            try PNGWriter.write(bytes, to: staging.appendingPathComponent(RenderManifest.fileName(forFrame: index)).path)
            return EncodedFrame(index: index, file: original.file, pixels: original.pixels)
        }
    }

    /// Writes one frame as `folder/frame_NNNNN.png` and fingerprints the file.
    private static func pngWriter(folder: String, level: Int) -> FrameWorkQueue<Image, EncodedFrame>.Job {
        { index, image in
            let path = URL(fileURLWithPath: folder).appendingPathComponent(RenderManifest.fileName(forFrame: index)).path
            // Hash the encoded bytes in memory rather than reading the file back.
            let (png, pixelHash) = try PNGWriter.encodeFingerprinted(image, compressionLevel: level, name: path)
            try PNGWriter.write(png, to: path)
            return EncodedFrame(index: index, file: ContentHash.of(png), pixels: pixelHash)
        }
    }
}
