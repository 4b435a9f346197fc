import Foundation
import DynamicsAudio

/// The trace: a CSV row per identified view (and per haptic and sound event) for every frame, appended to a temporary
/// file beside its place as the frames are simulated (a long render's trace is never held in memory), renamed by
/// `commit`.
@MainActor final class TraceSink: FrameSink {
    private let path: String
    private let fps: Int
    private var stream: StagedStream?
    private var staged: StagedFile?
    private var committed = false

    /// Writes the trace of the render's frames at `fps` to `path`.
    init(path: String, fps: Int) {
        self.path = path
        self.fps = fps
    }

    func need(ofFrame index: Int) -> FramePixelsNeed { .nothing }

    func sceneReached(frame index: Int, time: TimeInterval, runner: SceneRunner) throws {
        let stream = try self.stream ?? open()
        for row in TraceRow.rows(for: runner.window, frame: index, time: time)
            + TraceRow.hapticRows(of: runner.hapticLog, frame: index, fps: fps)
            + TraceRow.soundRows(of: runner.sounds, frame: index, fps: fps) {
            try stream.append(row.csvLine + "\n")
        }
    }

    func finish(sound: AudioMix?) throws {
        staged = try (stream ?? open()).finish()
    }

    func commit() throws {
        try staged?.moveIntoPlace()
        committed = true
    }

    func discard() {
        guard !committed else { return }
        staged?.remove()
        stream?.remove()
    }

    private func open() throws -> StagedStream {
        let stream = try StagedStream(path: path)
        self.stream = stream
        try stream.append(TraceRow.csvHeader + "\n")
        return stream
    }
}
