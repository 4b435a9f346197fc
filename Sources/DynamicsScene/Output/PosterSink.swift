import Foundation
import DynamicsRender
import DynamicsAudio

/// The poster: one frame as a PNG file, written under a temporary name beside its place by `finish` and renamed by
/// `commit`.
@MainActor final class PosterSink: FrameSink {
    private let path: String
    private let frame: Int
    private let compressionLevel: Int
    private var png: Data?
    private var staged: StagedFile?
    private var committed = false

    /// Writes frame `frame` of the render to `path`.
    init(path: String, frame: Int, compressionLevel: Int) {
        self.path = path
        self.frame = frame
        self.compressionLevel = compressionLevel
    }

    func need(ofFrame index: Int) -> FramePixelsNeed { index == frame ? .pixels : .nothing }

    func receive(_ drawn: DrawnFrame) throws {
        guard drawn.index == frame else { return }
        png = try PNGWriter.encode(drawn.image, compressionLevel: compressionLevel, name: path)
    }

    func finish(sound: AudioMix?) throws {
        // A poster time outside the frames written (a `FrameSelection.range` elsewhere) writes no poster.
        if let png { staged = try StagedFile(path: path, contents: png) }
    }

    func commit() throws {
        try staged?.moveIntoPlace()
        committed = true
    }

    func discard() {
        if !committed { staged?.remove() }
    }
}
