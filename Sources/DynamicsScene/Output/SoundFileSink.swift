import Foundation
import DynamicsAudio

/// The sound file: the render's sound track alone as a WAV file (silence when the scene played nothing), written
/// under a temporary name beside its place by `finish` and renamed by `commit`.
@MainActor final class SoundFileSink: FrameSink {
    private let path: String
    private let start: TimeInterval
    private let sampleFrames: Int
    private var staged: StagedFile?
    private var committed = false

    /// Writes the sound of `plan`'s frames to `path`.
    init(path: String, plan: RenderPlan) {
        self.path = path
        start = plan.soundStart
        sampleFrames = plan.soundSampleFrames
    }

    func need(ofFrame index: Int) -> FramePixelsNeed { .nothing }

    func finish(sound: AudioMix?) throws {
        let track = sound ?? AudioMix(samples: [Float](repeating: 0, count: 2 * sampleFrames), startTime: start)
        staged = try StagedFile(path: path, contents: track.wavData)
    }

    func commit() throws {
        try staged?.moveIntoPlace()
        committed = true
    }

    func discard() {
        if !committed { staged?.remove() }
    }
}
